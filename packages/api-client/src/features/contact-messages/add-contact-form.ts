import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';
import { contactFormKeys } from './contact-form-keys.ts';

export function addContactForm(input: Schemas['ContactFormInput']) {
  return unwrap(api.POST('/contact-form/add', { body: input }));
}

export function useAddContactForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Schemas['ContactFormInput']) => addContactForm(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactFormKeys.all }),
  });
}

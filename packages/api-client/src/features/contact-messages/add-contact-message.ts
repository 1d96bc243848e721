import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';
import { contactMessageKeys } from './contact-message-keys.ts';

export function addContactMessage(input: Schemas['ContactMessageInput']) {
  return unwrap(api.POST('/contact-form/add', { body: input }));
}

export function useAddContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Schemas['ContactMessageInput']) => addContactMessage(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessageKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { contactFormKeys } from './contact-form-keys.ts';

export function deleteContactForm(id: number) {
  return unwrap(api.DELETE('/admin/contact-form/{id}', { params: { path: { id } } }));
}

export function useDeleteContactForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteContactForm(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactFormKeys.all }),
  });
}

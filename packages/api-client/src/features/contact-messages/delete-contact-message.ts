import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { contactMessageKeys } from './contact-message-keys.ts';

export function deleteContactMessage(id: number) {
  return unwrap(api.DELETE('/admin/contact-form/{id}', { params: { path: { id } } }));
}

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteContactMessage(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessageKeys.all }),
  });
}

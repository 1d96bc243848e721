import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { contactMessageKeys } from './contact-message-keys.ts';

export function setContactMessageResolved(id: number, resolved: boolean) {
  return unwrap(api.PATCH('/admin/contact-form/set-resolved/{id}', { params: { path: { id } }, body: { resolved } }));
}

export function useSetContactMessageResolved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolved }: { id: number; resolved: boolean }) => setContactMessageResolved(id, resolved),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessageKeys.all }),
  });
}

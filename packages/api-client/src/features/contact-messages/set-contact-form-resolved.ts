import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { contactFormKeys } from './contact-form-keys.ts';

export function setContactFormResolved(id: number, resolved: boolean) {
  return unwrap(api.PATCH('/admin/contact-form/set-resolved/{id}', { params: { path: { id } }, body: { resolved } }));
}

export function useSetContactFormResolved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolved }: { id: number; resolved: boolean }) => setContactFormResolved(id, resolved),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactFormKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { offerKeys } from './offer-keys.ts';

export function deleteOffer(id: number) {
  return unwrap(api.DELETE('/admin/offer/{id}', { params: { path: { id } } }));
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteOffer(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { offerKeys } from './offer-keys.ts';

export function deleteOfferImage(id: number) {
  return unwrap(api.DELETE('/admin/offer/{id}/image', { params: { path: { id } } }));
}

export function useDeleteOfferImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteOfferImage(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

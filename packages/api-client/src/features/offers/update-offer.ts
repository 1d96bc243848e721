import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';
import { offerKeys } from './offer-keys.ts';

export function updateOffer(id: number, input: Schemas['OfferInput']) {
  return unwrap(api.PUT('/admin/offer/{id}', { params: { path: { id } }, body: input }));
}

export function useUpdateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: Schemas['OfferInput'] }) => updateOffer(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

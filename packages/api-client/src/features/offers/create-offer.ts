import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';
import { offerKeys } from './offer-keys.ts';

export function createOffer(input: Schemas['OfferInput']) {
  return unwrap(api.POST('/admin/offer', { body: input }));
}

export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Schemas['OfferInput']) => createOffer(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

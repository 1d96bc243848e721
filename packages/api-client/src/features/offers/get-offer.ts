import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { offerKeys } from './offer-keys.ts';

export function getOffer(id: number) {
  return unwrap(api.GET('/admin/offer/{id}', { params: { path: { id } } }));
}

export function getOfferQueryOptions(id: number) {
  return queryOptions({ queryKey: offerKeys.detail(id), queryFn: () => getOffer(id) });
}

export function useOffer(id: number) {
  return useQuery(getOfferQueryOptions(id));
}

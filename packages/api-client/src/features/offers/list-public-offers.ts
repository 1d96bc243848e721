import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { offerKeys } from './offer-keys.ts';

export function listPublicOffers() {
  return unwrap(api.GET('/offer/list', {}));
}

export function listPublicOffersQueryOptions() {
  return queryOptions({ queryKey: offerKeys.publicList(), queryFn: () => listPublicOffers() });
}

export function usePublicOffers() {
  return useQuery(listPublicOffersQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, pageQuery, unwrap } from '../../client.ts';
import { offerKeys } from './offer-keys.ts';

export function listAdminOffers(page = 1) {
  return unwrap(api.GET('/admin/offer/list', { params: { query: pageQuery(page) } }));
}

export function listAdminOffersQueryOptions(page = 1) {
  return queryOptions({ queryKey: offerKeys.adminList(page), queryFn: () => listAdminOffers(page) });
}

export function useAdminOffers(page = 1) {
  return useQuery(listAdminOffersQueryOptions(page));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { contactMessageKeys } from './contact-message-keys.ts';

export function getContactMessage(id: number) {
  return unwrap(api.GET('/admin/contact-form/{id}', { params: { path: { id } } }));
}

export function getContactMessageQueryOptions(id: number) {
  return queryOptions({ queryKey: contactMessageKeys.detail(id), queryFn: () => getContactMessage(id) });
}

export function useContactMessage(id: number) {
  return useQuery(getContactMessageQueryOptions(id));
}

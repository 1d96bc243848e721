import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, pageQuery, unwrap } from '../../client.ts';
import { contactMessageKeys } from './contact-message-keys.ts';

export function listContactMessages(page = 1) {
  return unwrap(api.GET('/admin/contact-form/list', { params: { query: pageQuery(page) } }));
}

export function listContactMessagesQueryOptions(page = 1) {
  return queryOptions({ queryKey: contactMessageKeys.list(page), queryFn: () => listContactMessages(page) });
}

export function useContactMessages(page = 1) {
  return useQuery(listContactMessagesQueryOptions(page));
}

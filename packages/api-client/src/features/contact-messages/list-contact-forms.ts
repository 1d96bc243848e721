import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, pageQuery, unwrap } from '../../client.ts';
import { contactFormKeys } from './contact-form-keys.ts';

export function listContactForms(page = 1) {
  return unwrap(api.GET('/admin/contact-form/list', { params: { query: pageQuery(page) } }));
}

export function listContactFormsQueryOptions(page = 1) {
  return queryOptions({ queryKey: contactFormKeys.list(page), queryFn: () => listContactForms(page) });
}

export function useContactForms(page = 1) {
  return useQuery(listContactFormsQueryOptions(page));
}

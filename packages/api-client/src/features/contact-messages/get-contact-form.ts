import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { contactFormKeys } from './contact-form-keys.ts';

export function getContactForm(id: number) {
  return unwrap(api.GET('/admin/contact-form/{id}', { params: { path: { id } } }));
}

export function getContactFormQueryOptions(id: number) {
  return queryOptions({ queryKey: contactFormKeys.detail(id), queryFn: () => getContactForm(id) });
}

export function useContactForm(id: number) {
  return useQuery(getContactFormQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { contactFormKeys } from './contact-form-keys.ts';

/** Whom a data-subject request is about: an e-mail, a phone number or both. */
export interface DataSubject {
  email?: string;
  phone?: string;
}

export function findSubjectContactForms(subject: DataSubject) {
  return unwrap(api.GET('/admin/contact-form/subject', { params: { query: subject } }));
}

export function findSubjectContactFormsQueryOptions(subject: DataSubject) {
  return queryOptions({
    queryKey: contactFormKeys.subject(subject),
    queryFn: () => findSubjectContactForms(subject),
  });
}

/** Runs once a subject is given (null: nothing searched yet). */
export function useSubjectContactForms(subject: DataSubject | null) {
  return useQuery({ ...findSubjectContactFormsQueryOptions(subject ?? {}), enabled: subject !== null });
}

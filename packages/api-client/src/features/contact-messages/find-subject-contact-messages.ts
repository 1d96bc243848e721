import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { contactMessageKeys } from './contact-message-keys.ts';

/** Whom a data-subject request is about: an e-mail, a phone number or both. */
export interface DataSubject {
  email?: string;
  phone?: string;
}

export function findSubjectContactMessages(subject: DataSubject) {
  return unwrap(api.GET('/admin/contact-form/subject', { params: { query: subject } }));
}

export function findSubjectContactMessagesQueryOptions(subject: DataSubject) {
  return queryOptions({
    queryKey: contactMessageKeys.subject(subject),
    queryFn: () => findSubjectContactMessages(subject),
  });
}

/** Runs once a subject is given (null: nothing searched yet). */
export function useSubjectContactMessages(subject: DataSubject | null) {
  return useQuery({ ...findSubjectContactMessagesQueryOptions(subject ?? {}), enabled: subject !== null });
}

import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../client.ts';
import { withArgument } from '../../query.ts';

/** Whom a data-subject request is about: an e-mail, a phone number or both. */
export interface DataSubject {
  email?: string;
  phone?: string;
}

/** What every feature keeps about the person; runs once a subject is given (null: nothing searched yet). */
export const useDataSubject = (subject: DataSubject | null) =>
  $api.useQuery(
    'get',
    '/admin/contact-form/subject',
    { params: { query: subject ?? {} } },
    { enabled: subject !== null },
  );

/** An erasure reaches into every feature's data: every cached read is stale after it. */
export const useEraseDataSubject = () => {
  const queryClient = useQueryClient();
  return withArgument(
    $api.useMutation('delete', '/admin/contact-form/subject', { onSuccess: () => queryClient.invalidateQueries() }),
    (subject: DataSubject) => ({ params: { query: subject } }),
  );
};

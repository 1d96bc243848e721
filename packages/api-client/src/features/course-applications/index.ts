import { $api } from '../../client.ts';
import { idParams, overviewListCalls, type ReadPath, useRefreshing, withArgument, withBody } from '../../query.ts';
import type { Schemas } from '../../schemas.ts';

/**
 * Every read an application's change makes stale: the admin's list and detail, the student's own,
 * and the readiness for the exam (its documents and payments are two of its parts).
 */
const APPLICATION_READS: readonly ReadPath[] = [
  '/admin/course-application/list',
  '/admin/course-application/{id}',
  '/course-application/mine',
  '/admin/exam-readiness/{id}',
  '/lesson/readiness',
];

export interface CourseApplicationFilter {
  page?: number;
  status?: Schemas['CourseApplicationStatus'] | null;
  offerId?: number | null;
  search?: string;
}

/** Only what is set is sent (the page above 1, as SPEC §7 has it for other lists). */
export function courseApplicationQuery({ page = 1, status, offerId, search }: CourseApplicationFilter) {
  return {
    ...(page > 1 ? { applicationPage: page } : {}),
    ...(status ? { status } : {}),
    ...(offerId ? { offerId } : {}),
    ...(search?.trim() ? { search: search.trim() } : {}),
  };
}

export const useSubmitCourseApplication = () =>
  withBody($api.useMutation('post', '/course-application/add', useRefreshing(['/course-application/mine'])));
/** What an e-mail's link would confirm; reading it does not use the link (a POST: the token stays out of addresses). */
export const useCourseApplicationLinkPreview = (input: Schemas['CourseApplicationLinkInput'] | null) =>
  $api.useQuery(
    'post',
    '/course-application/link-preview',
    { body: input ?? { token: '', purpose: 'confirm' } },
    // Read once per opening: a refused link stays refused, and each read counts against the link's rate limit.
    {
      enabled: input !== null && input.token !== '',
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    },
  );
export const useConfirmCourseApplication = () =>
  withBody($api.useMutation('post', '/course-application/confirm', useRefreshing(APPLICATION_READS)));
export const useConsentToCourseApplication = () =>
  withBody($api.useMutation('post', '/course-application/consent', useRefreshing(APPLICATION_READS)));
export const useCreateCourseApplicationAccount = () =>
  withBody($api.useMutation('post', '/course-application/account'));
export const useMyCourseApplications = () => $api.useQuery('get', '/course-application/mine');

export const useCourseApplications = (filter: CourseApplicationFilter) =>
  $api.useQuery('get', '/admin/course-application/list', { params: { query: courseApplicationQuery(filter) } });
export const useCourseApplication = (id: number | null) =>
  $api.useQuery('get', '/admin/course-application/{id}', idParams(id ?? 0), { enabled: id !== null });
export const useChangeCourseApplicationStatus = () =>
  withArgument(
    $api.useMutation('post', '/admin/course-application/{id}/status', useRefreshing(APPLICATION_READS)),
    ({ id, input }: { id: number; input: Schemas['CourseApplicationStatusInput'] }) => ({
      ...idParams(id),
      body: input,
    }),
  );

type DocumentChange = {
  id: number;
  document: Schemas['CourseApplicationDocumentKind'];
  input: Schemas['CourseApplicationDocumentInput'];
};

export const useSetCourseApplicationDocument = () =>
  withArgument(
    $api.useMutation('put', '/admin/course-application/{id}/document/{document}', useRefreshing(APPLICATION_READS)),
    ({ id, document, input }: DocumentChange) => ({ params: { path: { id, document } }, body: input }),
  );
export const useSetCourseApplicationSchedule = () =>
  withArgument(
    $api.useMutation('put', '/admin/course-application/{id}/schedule', useRefreshing(APPLICATION_READS)),
    ({ id, input }: { id: number; input: Schemas['CourseApplicationScheduleInput'] }) => ({
      ...idParams(id),
      body: input,
    }),
  );
export const useAddCourseApplicationPayment = () =>
  withArgument(
    $api.useMutation('post', '/admin/course-application/{id}/payment', useRefreshing(APPLICATION_READS)),
    ({ id, input }: { id: number; input: Schemas['CourseApplicationPaymentInput'] }) => ({
      ...idParams(id),
      body: input,
    }),
  );
export const useDeleteCourseApplicationPayment = () =>
  withArgument(
    $api.useMutation('delete', '/admin/course-application/{id}/payment/{paymentId}', useRefreshing(APPLICATION_READS)),
    ({ id, paymentId }: { id: number; paymentId: number }) => ({ params: { path: { id, paymentId } } }),
  );

export const useCourseTerms = () => $api.useQuery('get', '/course-application/terms');
export const useUpdateCourseTerms = () =>
  withBody($api.useMutation('put', '/admin/course-application/terms', useRefreshing(['/course-application/terms'])));
/** The student's payment instructions carry the account: they go stale with it. */
export const useSchoolBankAccount = () => $api.useQuery('get', '/admin/course-application/bank-account');
export const useUpdateSchoolBankAccount = () =>
  withBody(
    $api.useMutation(
      'put',
      '/admin/course-application/bank-account',
      useRefreshing(['/admin/course-application/bank-account', '/course-application/mine']),
    ),
  );

/**
 * The overview period's payments (GET /admin/overview/payments, issue 54): one page for the
 * accountant's folded table, every page for the CSV.
 */
export const { useList: useOverviewPayments, fetchAll: fetchOverviewPayments } = overviewListCalls(
  '/admin/overview/payments',
  (answer) => answer.payments,
);

import { $api } from '../../client.ts';
import { idParams, type ReadPath, useRefreshing, withArgument, withBody } from '../../query.ts';
import type { Schemas } from '../../schemas.ts';

/** What a change of an exam date (its time, place or places) makes stale: the dates and the students' own exams. */
const EXAM_DATE_READS: readonly ReadPath[] = ['/admin/exam/list', '/exam/mine'];
/**
 * What a registration, an unregistration or a result makes stale besides: the candidates (their
 * date and the parts still due), and the application, whose status and history the exam moves
 * ('Prihlásená na skúšku', back to 'Vo výcviku', 'Ukončená'), with the admin's overview.
 */
const REGISTRATION_READS: readonly ReadPath[] = [
  ...EXAM_DATE_READS,
  '/admin/exam/candidates',
  '/admin/course-application/list',
  '/admin/course-application/{id}',
  '/course-application/mine',
  '/home',
  // A result moves the landing page's pass rate and the owner's overview.
  '/exam/pass-rate',
  '/admin/overview',
];
/** The switch of the landing page's pass rate ('Údaje o škole') changes what the public read answers. */
const SETTINGS_READS: readonly ReadPath[] = ['/admin/exam/settings', '/exam/pass-rate'];

/** An exam date's window of days (YYYY-MM-DD, both included); none set: the server's, this month and three more. */
export interface ExamDateWindow {
  from?: string;
  to?: string;
}

export const useExamDates = ({ from, to }: ExamDateWindow = {}) =>
  $api.useQuery('get', '/admin/exam/list', { params: { query: { ...(from ? { from } : {}), ...(to ? { to } : {}) } } });
export const useExamCandidates = () => $api.useQuery('get', '/admin/exam/candidates');
export const useMyExams = () => $api.useQuery('get', '/exam/mine');
export const useExamPassRate = () => $api.useQuery('get', '/exam/pass-rate');
export const useExamSettings = () => $api.useQuery('get', '/admin/exam/settings');
export const useUpdateExamSettings = () =>
  withBody($api.useMutation('put', '/admin/exam/settings', useRefreshing(SETTINGS_READS)));

export const useCreateExamDate = () =>
  withBody($api.useMutation('post', '/admin/exam', useRefreshing(EXAM_DATE_READS)));
export const useUpdateExamDate = () =>
  withArgument(
    $api.useMutation('put', '/admin/exam/{id}', useRefreshing(EXAM_DATE_READS)),
    ({ id, input }: { id: number; input: Schemas['ExamDateInput'] }) => ({ ...idParams(id), body: input }),
  );
export const useDeleteExamDate = () =>
  withArgument($api.useMutation('delete', '/admin/exam/{id}', useRefreshing(REGISTRATION_READS)), idParams);

export const useRegisterForExam = () =>
  withArgument(
    $api.useMutation('post', '/admin/exam/{id}/registration', useRefreshing(REGISTRATION_READS)),
    ({ examDateId, input }: { examDateId: number; input: Schemas['ExamRegistrationInput'] }) => ({
      ...idParams(examDateId),
      body: input,
    }),
  );
export const useUnregisterFromExam = () =>
  withArgument(
    $api.useMutation('delete', '/admin/exam/{id}/registration/{registrationId}', useRefreshing(REGISTRATION_READS)),
    ({ examDateId, registrationId }: { examDateId: number; registrationId: number }) => ({
      params: { path: { id: examDateId, registrationId } },
    }),
  );
export const useSaveExamResult = () =>
  withArgument(
    $api.useMutation('put', '/admin/exam/{id}/registration/{registrationId}/result', useRefreshing(REGISTRATION_READS)),
    ({
      examDateId,
      registrationId,
      input,
    }: {
      examDateId: number;
      registrationId: number;
      input: Schemas['ExamResultInput'];
    }) => ({ params: { path: { id: examDateId, registrationId } }, body: input }),
  );

import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '../../client.ts';
import { idParams, overviewListCalls, type ReadPath, useRefreshing, withArgument, withBody } from '../../query.ts';
import type { Schemas } from '../../schemas.ts';

/** Every read a lesson's change makes stale: the slots, the student's page, the week, readiness. */
const LESSON_READS: readonly ReadPath[] = [
  '/lesson/slot-days',
  '/lesson/slots',
  '/lesson/mine',
  '/lesson/readiness',
  '/admin/lesson/week',
  '/admin/exam-readiness/{id}',
];
/** What a change of hours, vehicles or rules makes stale besides. */
const HOURS_READS: readonly ReadPath[] = [...LESSON_READS, '/admin/lesson/hours', '/admin/lesson/settings'];

/** The days of the booking window with free units and their counts (the student's day list). */
export const useLessonSlotDays = (instructorId: number | null) =>
  $api.useQuery(
    'get',
    '/lesson/slot-days',
    { params: { query: instructorId ? { instructorId } : {} } },
    // Another instructor's days keep the filters and the last days on screen until they come.
    { placeholderData: keepPreviousData },
  );
/** The free units of one day; none asked while no day is open. */
export const useLessonSlots = (date: string | null, instructorId: number | null) =>
  $api.useQuery(
    'get',
    '/lesson/slots',
    { params: { query: { date: date ?? '', ...(instructorId ? { instructorId } : {}) } } },
    // Another day keeps the last one's units on screen until its own come (no flash of 'Načítavam').
    { enabled: date !== null, placeholderData: keepPreviousData },
  );
export const useMyLessons = () => $api.useQuery('get', '/lesson/mine');
export const useBookLesson = () => withBody($api.useMutation('post', '/lesson/book', useRefreshing(LESSON_READS)));
export const useCancelLesson = () =>
  withArgument($api.useMutation('post', '/lesson/{id}/cancel', useRefreshing(LESSON_READS)), (id: number) =>
    idParams(id),
  );
export const useJoinLessonWaitlist = () =>
  withBody($api.useMutation('put', '/lesson/waitlist', useRefreshing(['/lesson/mine'])));
export const useLeaveLessonWaitlist = () =>
  withArgument($api.useMutation('delete', '/lesson/waitlist', useRefreshing(['/lesson/mine'])), () => ({}));
export const useCreateLessonCalendarFeed = () =>
  withArgument(
    $api.useMutation('post', '/lesson/calendar-feed', useRefreshing(['/lesson/mine', '/admin/lesson/week'])),
    () => ({}),
  );
export const useDeleteLessonCalendarFeed = () =>
  withArgument(
    $api.useMutation('delete', '/lesson/calendar-feed', useRefreshing(['/lesson/mine', '/admin/lesson/week'])),
    () => ({}),
  );
export const useMyExamReadiness = () => $api.useQuery('get', '/lesson/readiness');
export const useExamReadiness = (applicationId: number | null) =>
  $api.useQuery('get', '/admin/exam-readiness/{id}', idParams(applicationId ?? 0), { enabled: applicationId !== null });

export interface LessonWeekFilter {
  from?: string;
  instructorId?: number | null;
  /** A vehicle's week instead of an instructor's. */
  vehicleId?: number | null;
}
export const useLessonWeek = ({ from, instructorId, vehicleId }: LessonWeekFilter) =>
  $api.useQuery(
    'get',
    '/admin/lesson/week',
    {
      params: {
        query: {
          ...(from ? { from } : {}),
          ...(instructorId ? { instructorId } : {}),
          ...(vehicleId ? { vehicleId } : {}),
        },
      },
    },
    // Another week or view keeps the grid on screen until it comes (no flash of 'Načítavam').
    { placeholderData: keepPreviousData },
  );
export const useAddLesson = () => withBody($api.useMutation('post', '/admin/lesson', useRefreshing(LESSON_READS)));
export const useBlockLessonTime = () =>
  withBody($api.useMutation('post', '/admin/lesson/block', useRefreshing(LESSON_READS)));
export const useChangeLessonStatus = () =>
  withArgument(
    $api.useMutation('post', '/admin/lesson/{id}/status', useRefreshing(LESSON_READS)),
    ({ id, input }: { id: number; input: Schemas['LessonStatusInput'] }) => ({ ...idParams(id), body: input }),
  );

export const useWorkingHours = () => $api.useQuery('get', '/admin/lesson/hours');
export const useUpdateWorkingHours = () =>
  withBody($api.useMutation('put', '/admin/lesson/hours', useRefreshing(HOURS_READS)));
export const useAddHoursException = () =>
  withBody($api.useMutation('post', '/admin/lesson/hours/exception', useRefreshing(HOURS_READS)));
export const useDeleteHoursException = () =>
  withArgument(
    $api.useMutation('delete', '/admin/lesson/hours/exception/{id}', useRefreshing(HOURS_READS)),
    (id: number) => idParams(id),
  );
export const useAddVehicle = () => withBody($api.useMutation('post', '/admin/vehicle', useRefreshing(HOURS_READS)));
export const useUpdateVehicle = () =>
  withArgument(
    $api.useMutation('put', '/admin/vehicle/{id}', useRefreshing(HOURS_READS)),
    ({ id, input }: { id: number; input: Schemas['VehicleInput'] }) => ({ ...idParams(id), body: input }),
  );
export const useBookingSettings = () => $api.useQuery('get', '/admin/lesson/settings');
export const useUpdateBookingSettings = () =>
  withBody($api.useMutation('put', '/admin/lesson/settings', useRefreshing(HOURS_READS)));
/** The syllabus of every group (decision 0036); a change moves progress and readiness. */
export const useSyllabus = () => $api.useQuery('get', '/admin/syllabus');
export const useUpdateSyllabus = () =>
  withArgument(
    $api.useMutation('put', '/admin/syllabus/{group}', useRefreshing([...LESSON_READS, '/admin/syllabus'])),
    ({ group, input }: { group: Schemas['LicenceGroup']; input: Schemas['SyllabusNumbers'] }) => ({
      params: { path: { group } },
      body: input,
    }),
  );

/**
 * Each instructor's driven time by day in the overview's period (GET /admin/overview/instructor-days,
 * issue 54): one page for payroll's folded table, every page for the CSV.
 */
export const { useList: useOverviewInstructorDays, fetchAll: fetchOverviewInstructorDays } = overviewListCalls(
  '/admin/overview/instructor-days',
  (answer) => answer.instructorDays,
);

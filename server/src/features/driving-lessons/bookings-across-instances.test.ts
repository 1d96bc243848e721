import { addDays, schoolDate, schoolInstant } from '@autoskola/rules/driving-lessons';
import { and, eq, inArray } from 'drizzle-orm';
import { studentInTraining } from '../../../test/students.ts';
import { withTwoApis } from '../../../test/two-apis.ts';
import { drivingLessonEvents, drivingLessons, mailOutbox } from '../tables.ts';

describe('bookings across instances [postgres]', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  it.runIf(serverUrl)(
    'two instances booking the same 6 slots at once book each slot once, refuse the rest with 409 and queue two e-mails per lesson',
    () =>
      withTwoApis(serverUrl as string, async (first, second) => {
        const instructor = await first.instructorToken();
        const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '07:00', to: '19:00', vehicleId: null }));
        await first.call('PUT /admin/lesson/hours', {
          token: instructor,
          body: { name: 'Peter Horváth', template: week },
        });
        await first.call('PUT /admin/lesson/settings', {
          token: instructor,
          body: { windowDays: 14, noticeHours: 12, maxUpcoming: 20, cancelHours: 24, requirePaidUpToDate: false },
        });
        const instructorId = Number((await first.call('GET /auth/me', { token: instructor })).json().user.id);
        const date = addDays(schoolDate(new Date()), 3);
        const starts = Array.from({ length: 6 }, (_, index) =>
          new Date(schoolInstant(date, '10:00').getTime() + index * 45 * 60_000).toISOString(),
        );
        const students = await Promise.all(Array.from({ length: 8 }, () => studentInTraining(first)));
        const mailsBefore = await first.database.db.$count(mailOutbox);

        // Each instance's own batch cannot see the other's: the database decides, and a slot the
        // other took between a batch's read and its insert is a 409 too, never an error.
        const answers = await Promise.all(
          students.flatMap((student, index) =>
            starts.map((start) =>
              (index % 2 === 0 ? first : second).call('POST /lesson/book', {
                token: student.token,
                body: { instructorId, start, units: 1 },
              }),
            ),
          ),
        );
        const statuses = answers.map((answer) => answer.statusCode);
        expect(statuses.filter((status) => status === 201)).toHaveLength(6);
        expect(statuses.filter((status) => status === 409)).toHaveLength(42);

        const lessons = await first.database.db
          .select({ id: drivingLessons.id, start: drivingLessons.startsAt })
          .from(drivingLessons)
          .where(and(eq(drivingLessons.instructorId, instructorId), eq(drivingLessons.status, 'booked')));
        expect(lessons.map((lesson) => lesson.start.toISOString()).sort()).toEqual(starts);
        // Each answered lesson is the stored one, with its history line.
        const bookedIds = answers
          .filter((answer) => answer.statusCode === 201)
          .map((answer) => answer.json().lesson.id);
        expect(bookedIds.sort()).toEqual(lessons.map((lesson) => lesson.id).sort());
        const events = await first.database.db
          .select({ lessonId: drivingLessonEvents.lessonId })
          .from(drivingLessonEvents)
          .where(inArray(drivingLessonEvents.lessonId, bookedIds));
        expect(events).toHaveLength(6);
        expect(await first.database.db.$count(mailOutbox)).toBe(mailsBefore + 12);
      }),
  );
});

import type { Schemas } from '@autoskola/api-client';

/** An instant today (or `days` later) at a wall-clock time in Bratislava, near enough for fixtures. */
function at(time: string, days = 0): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hours, minutes, 0, 0);
  return date.toISOString();
}
const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** A student in training: a balance left, the next lesson tomorrow. */
export function mockStudentHome(): Schemas['HomeOverview'] {
  const start = at('08:00', 1);
  return {
    myCourse: {
      applicationId: 26,
      course: { id: 1, name: 'Skupina B', group: 'B' },
      status: 'training',
      price: 139050,
      paid: 41750,
      balance: 97300,
      overdue: false,
    },
    nextLesson: { start, end: minutesAfter(start, 90), instructor: 'Peter Horváth', vehicle: 'Škoda Fabia BL-123AB' },
  };
}

/** An instructor's day: two lessons, new applications, messages waiting, one overdue payment. */
export function mockInstructorHome(): Schemas['HomeOverview'] {
  const first = at('08:00');
  const second = at('13:30');
  return {
    todayLessons: [
      {
        id: 41,
        start: first,
        end: minutesAfter(first, 90),
        status: 'driven',
        student: 'Adam Novák',
        vehicle: 'Škoda Fabia BL-123AB',
      },
      { id: 42, start: second, end: minutesAfter(second, 45), status: 'booked', student: 'Eva Malá', vehicle: null },
    ],
    newApplications: {
      count: 3,
      newest: [
        { id: 31, name: 'Lucia Kováčová', course: 'Skupina B', submittedAt: hoursAgo(2) },
        { id: 30, name: 'Peter Novák', course: 'Skupina A', submittedAt: hoursAgo(26) },
        { id: 29, name: 'Mária Horváthová', course: 'Skupina B', submittedAt: hoursAgo(50) },
      ],
    },
    contactMessages: { unanswered: 2 },
    overduePayments: { count: 1, amount: 31250 },
  };
}

/** What the server answers a user with nothing yet. */
export const emptyStudentHome = (): Schemas['HomeOverview'] => ({ myCourse: null, nextLesson: null });
export const emptyInstructorHome = (): Schemas['HomeOverview'] => ({
  todayLessons: [],
  newApplications: { count: 0, newest: [] },
  contactMessages: { unanswered: 0 },
  overduePayments: { count: 0, amount: 0 },
});

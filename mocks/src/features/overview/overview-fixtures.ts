import type { Schemas } from '@autoskola/api-client';
import { addDays, datesBetween, weekdayOf } from '@autoskola/rules/calendar-dates';
import { emptyExamOverview, mockExamOverview } from '../exams/exam-overview-fixtures.ts';

/** The sections the features declare, as one answer (SchoolOverview itself takes any key). */
type Overview = Required<Schemas['ExamsOverview']> & {
  applicationFunnel: Schemas['OverviewApplicationFunnel'];
  payments: Schemas['OverviewPayments'];
  lessonsByInstructor: Schemas['OverviewInstructorLessons'][];
  lessonsByVehicle: Schemas['OverviewVehicleLessons'][];
  theoryPractice: { taken: number; passed: number };
};

const INSTRUCTORS = [
  { instructorId: 2, instructor: 'Peter Horváth' },
  { instructorId: 3, instructor: 'Ján Vodička' },
];

/** The period's days a school drives on: weekdays, at most a year of them (a fixture only needs to look like a school). */
const drivingDays = (from: string, to: string) =>
  datesBetween(from < addDays(to, -365) ? addDays(to, -365) : from, to).filter((date) => weekdayOf(date) <= 5);

/** Each instructor's driven time by day (GET /admin/overview/instructor-days): two instructors, every weekday. */
export function mockInstructorDays(from: string, to: string): Schemas['OverviewInstructorDay'][] {
  return drivingDays(from, to).flatMap((date, index) =>
    INSTRUCTORS.map((person, which) => ({
      date,
      ...person,
      driven: 2 + ((index + which) % 4),
      drivenMinutes: 90 * (2 + ((index + which) % 4)),
    })),
  );
}

/** Every payment of the period (GET /admin/overview/payments): one every third weekday. */
export function mockOverviewPayments(from: string, to: string): Schemas['OverviewPayment'][] {
  return drivingDays(from, to)
    .filter((_, index) => index % 3 === 0)
    .map((date, index) => ({
      date,
      amount: index % 2 === 0 ? 26750 : 45000,
      variableSymbol: String(202600010 + index),
      student: ['Jana Nováková', 'Adam Novák', 'Lucia Kováčová', 'Eva Malá'][index % 4] as string,
      method: (index % 3 === 0 ? 'cash' : 'transfer') as Schemas['PaymentMethod'],
    }));
}

/**
 * A school's period as the owner's overview shows it: a funnel, money, two instructors' weekdays
 * of driving, two cars and some tests. Made from the period so that a month and a year differ;
 * its sums are those of the two lists above.
 */
export function mockOverview(from: string, to: string): Overview {
  const days = drivingDays(from, to);
  const instructorDays = mockInstructorDays(from, to);
  const totals = INSTRUCTORS.map((person, which) => {
    const own = instructorDays.filter((day) => day.instructorId === person.instructorId);
    return {
      ...person,
      driven: own.reduce((sum, day) => sum + day.driven, 0),
      drivenMinutes: own.reduce((sum, day) => sum + day.drivenMinutes, 0),
      noShows: Math.floor(own.length / 20) + which,
      lateCancellations: Math.floor(own.length / 30),
    };
  });
  const driven = totals.reduce((sum, row) => sum + row.driven, 0);
  const minutes = totals.reduce((sum, row) => sum + row.drivenMinutes, 0);
  const months = Math.max(1, Math.round(days.length / 21));
  const paymentList = mockOverviewPayments(from, to);
  return {
    applicationFunnel: { received: 9 * months, enrolled: 7 * months, finished: 5 * months, cancelled: months },
    payments: {
      received: paymentList.reduce((sum, payment) => sum + payment.amount, 0),
      count: paymentList.length,
      outstanding: 412500,
      overdue: { count: 2, amount: 62500 },
    },
    lessonsByInstructor: totals,
    lessonsByVehicle: [
      {
        vehicleId: 1,
        vehicle: 'Škoda Fabia BL-123AB',
        driven: Math.ceil(driven * 0.6),
        drivenMinutes: Math.ceil(minutes * 0.6),
      },
      {
        vehicleId: 2,
        vehicle: 'Hyundai i20 BL-456CD',
        driven: Math.floor(driven * 0.4),
        drivenMinutes: Math.floor(minutes * 0.4),
      },
    ],
    theoryPractice: { taken: 31 * months, passed: 22 * months },
    ...mockExamOverview(months),
  };
}

/** What the server answers for a period with nothing in it. */
export function emptyOverview(): Overview {
  return {
    applicationFunnel: { received: 0, enrolled: 0, finished: 0, cancelled: 0 },
    payments: { received: 0, count: 0, outstanding: 0, overdue: { count: 0, amount: 0 } },
    lessonsByInstructor: [],
    lessonsByVehicle: [],
    theoryPractice: { taken: 0, passed: 0 },
    ...emptyExamOverview(),
  };
}

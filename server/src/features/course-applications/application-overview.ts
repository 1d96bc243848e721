import { todayInBratislava, toIsoDate } from '@autoskola/rules/calendar-dates';
import { PAYING_STATUSES } from '@autoskola/rules/course-application-payments';
import { and, asc, count, countDistinct, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Schemas } from '../../api/context.ts';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { dayWithin, instantWithin } from '../../modules/overview-period.ts';
import { overduePayments } from './application-home.ts';
import { countedApplication } from './course-application-json.ts';
import { courseApplicationEvents, courseApplicationPayments, courseApplications } from './course-application-tables.ts';

/** The steps the funnel counts from the applications' history, besides those received. */
const FUNNEL_STEPS = ['enrolled', 'finished', 'cancelled'] as const;

/**
 * Course applications' part of the owner's overview (CourseApplicationsOverview, issue 54): the
 * period's funnel (received, then enrolled, finished and cancelled by the history's dates), the
 * money received in it with every payment for the accountant, and what is owed and overdue today.
 */
export const applicationOverview: NonNullable<FeatureModule['overview']> = async (
  { database },
  period,
): Promise<Schemas['CourseApplicationsOverview']> => {
  const { db } = database;
  const ofGroup = period.group ? eq(courseApplications.licenceGroup, period.group) : undefined;
  const today = toIsoDate(todayInBratislava());
  const paidSoFar = db
    .select({
      applicationId: courseApplicationPayments.applicationId,
      paid: sum(courseApplicationPayments.amount).as('paid'),
    })
    .from(courseApplicationPayments)
    .groupBy(courseApplicationPayments.applicationId)
    .as('paid_so_far');
  const [[received], steps, [money], payments, [owed], overdue] = await Promise.all([
    db
      .select({ count: count() })
      .from(courseApplications)
      .where(and(countedApplication, instantWithin(courseApplications.submittedAt, period), ofGroup)),
    db
      .select({ status: courseApplicationEvents.status, count: countDistinct(courseApplicationEvents.applicationId) })
      .from(courseApplicationEvents)
      .innerJoin(courseApplications, eq(courseApplications.id, courseApplicationEvents.applicationId))
      .where(
        and(
          inArray(courseApplicationEvents.status, [...FUNNEL_STEPS]),
          instantWithin(courseApplicationEvents.at, period),
          ofGroup,
        ),
      )
      .groupBy(courseApplicationEvents.status),
    db
      .select({ amount: sum(courseApplicationPayments.amount).mapWith(Number), count: count() })
      .from(courseApplicationPayments)
      .innerJoin(courseApplications, eq(courseApplications.id, courseApplicationPayments.applicationId))
      .where(and(dayWithin(courseApplicationPayments.date, period), ofGroup)),
    db
      .select({
        date: courseApplicationPayments.date,
        amount: courseApplicationPayments.amount,
        number: courseApplications.number,
        firstname: courseApplications.firstname,
        lastname: courseApplications.lastname,
        method: courseApplicationPayments.method,
      })
      .from(courseApplicationPayments)
      .innerJoin(courseApplications, eq(courseApplications.id, courseApplicationPayments.applicationId))
      .where(and(dayWithin(courseApplicationPayments.date, period), ofGroup))
      .orderBy(asc(courseApplicationPayments.date), asc(courseApplicationPayments.id)),
    // What each application being paid still owes today (never below zero), summed.
    db
      .select({
        amount:
          sql<number>`coalesce(sum(greatest(${courseApplications.price} - coalesce(${paidSoFar.paid}, 0), 0)), 0)`.mapWith(
            Number,
          ),
      })
      .from(courseApplications)
      .leftJoin(paidSoFar, eq(paidSoFar.applicationId, courseApplications.id))
      .where(and(inArray(courseApplications.status, [...PAYING_STATUSES]), ofGroup)),
    overduePayments(db, today, period.group),
  ]);
  const stepCount = (status: (typeof FUNNEL_STEPS)[number]) => steps.find((row) => row.status === status)?.count ?? 0;
  return {
    applicationFunnel: {
      received: received?.count ?? 0,
      enrolled: stepCount('enrolled'),
      finished: stepCount('finished'),
      cancelled: stepCount('cancelled'),
    },
    payments: {
      received: money?.amount ?? 0,
      count: money?.count ?? 0,
      outstanding: owed?.amount ?? 0,
      overdue,
    },
    paymentList: payments.map((row) => ({
      date: row.date,
      amount: row.amount,
      variableSymbol: String(row.number),
      student: `${row.firstname} ${row.lastname}`,
      method: row.method as Schemas['PaymentMethod'],
    })),
  };
};

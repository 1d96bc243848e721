import { todayInBratislava, toIsoDate } from '@autoskola/rules/calendar-dates';
import { PAYING_STATUSES } from '@autoskola/rules/course-application-payments';
import { OVERVIEW_LIST_PAGE_SIZE, type OverviewPeriod } from '@autoskola/rules/overview';
import { and, asc, count, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { pagedList } from '../../api/pagination.ts';
import type { Db } from '../../db/database.ts';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { dayWithin, instantWithin, type OverviewListQuery, overviewPeriodOf } from '../../modules/overview-period.ts';
import { overduePayments, paidSoFar } from './application-home.ts';
import { countedApplication } from './course-application-json.ts';
import { courseApplicationEvents, courseApplicationPayments, courseApplications } from './course-application-tables.ts';

// One licence group's applications, or all: the overview's sums and its list of payments alike.
const groupFilter = (period: OverviewPeriod) =>
  period.group ? eq(courseApplications.licenceGroup, period.group) : undefined;

/** The steps the funnel counts from the applications' history, besides those received. */
const FUNNEL_STEPS = ['enrolled', 'finished', 'cancelled'] as const;

/**
 * One-row aggregates side by side in one statement (`select * from (…) as a, (…) as b`): each
 * part's columns by their names, as numbers (node-postgres answers counts and sums as text).
 */
async function oneRow<Name extends string>(db: Db, parts: Record<string, SQLWrapper>): Promise<Record<Name, number>> {
  const result = await db.execute(
    sql`select * from ${sql.join(
      Object.entries(parts).map(([name, query]) => sql`(${query}) as ${sql.identifier(name)}`),
      sql`, `,
    )}`,
  );
  const [row = {}] = (result as unknown as { rows: Record<string, string | null>[] }).rows;
  return Object.fromEntries(Object.entries(row).map(([name, value]) => [name, Number(value ?? 0)])) as Record<
    Name,
    number
  >;
}

/**
 * Course applications' part of the owner's overview (CourseApplicationsOverview, issue 54): the
 * period's funnel (received, then enrolled, finished and cancelled by the history's dates), the
 * money received in it, and what is owed and overdue today. Sums only: every payment, for the
 * accountant, is GET /admin/overview/payments (below), asked when the screen opens that table.
 */
export const applicationOverview: NonNullable<FeatureModule['overview']> = async (
  { database },
  period,
): Promise<Schemas['CourseApplicationsOverview']> => {
  const { db } = database;
  const ofGroup = groupFilter(period);
  const today = toIsoDate(todayInBratislava());
  const stepRows = db
    .selectDistinct({
      status: courseApplicationEvents.status,
      applicationId: courseApplicationEvents.applicationId,
    })
    .from(courseApplicationEvents)
    .$dynamic();
  // The application itself only for its group: every step has its application (a foreign key).
  const stepsTaken = (
    ofGroup
      ? stepRows.innerJoin(courseApplications, eq(courseApplications.id, courseApplicationEvents.applicationId))
      : stepRows
  )
    .where(
      and(
        inArray(courseApplicationEvents.status, [...FUNNEL_STEPS]),
        instantWithin(courseApplicationEvents.at, period),
        ofGroup,
      ),
    )
    .as('steps_taken');
  // Every payment has its application (a foreign key): it is looked at only for a group.
  const paymentsOfGroup = period.group
    ? inArray(
        courseApplicationPayments.applicationId,
        db.select({ id: courseApplications.id }).from(courseApplications).where(ofGroup),
      )
    : undefined;
  const [sums, steps, overdue] = await Promise.all([
    // The period's sums in one statement, one-row aggregates side by side: one round trip.
    oneRow<'received' | 'money' | 'count' | 'owed'>(db, {
      received: db
        .select({ received: sql`count(*)`.as('received') })
        .from(courseApplications)
        .where(and(countedApplication, instantWithin(courseApplications.submittedAt, period), ofGroup)),
      money: db
        .select({
          money: sql`coalesce(sum(${courseApplicationPayments.amount}), 0)`.as('money'),
          count: sql`count(*)`.as('count'),
        })
        .from(courseApplicationPayments)
        .where(and(dayWithin(courseApplicationPayments.date, period), paymentsOfGroup)),
      // What each application being paid still owes today (never below zero), summed.
      owed: db
        .select({
          owed: sql`coalesce(sum(greatest(${courseApplications.price} - ${paidSoFar(db)}, 0)), 0)`.as('owed'),
        })
        .from(courseApplications)
        .where(and(inArray(courseApplications.status, [...PAYING_STATUSES]), ofGroup)),
    }),
    // Each application once per step (a hash of pairs, then counted): count(distinct) sorted them all.
    db.select({ status: stepsTaken.status, count: count() }).from(stepsTaken).groupBy(stepsTaken.status),
    overduePayments(db, today, period.group),
  ]);
  const stepCount = (status: (typeof FUNNEL_STEPS)[number]) => steps.find((row) => row.status === status)?.count ?? 0;
  return {
    applicationFunnel: {
      received: sums.received,
      enrolled: stepCount('enrolled'),
      finished: stepCount('finished'),
      cancelled: stepCount('cancelled'),
    },
    payments: {
      received: sums.money,
      count: sums.count,
      outstanding: sums.owed,
      overdue,
    },
  };
};

/**
 * GET /admin/overview/payments: every payment received in the period, oldest first, for the
 * accountant's CSV. Apart from the overview because a year of it is most of the overview's bytes.
 */
export function applicationOverviewHandlers({ database }: ApiContext) {
  return {
    async listOverviewPayments(
      request: FastifyRequest<{ Querystring: OverviewListQuery }>,
    ): Promise<{ payments: Schemas['OverviewPayment'][]; pagesCount: number }> {
      const period = overviewPeriodOf(request.query);
      const { db } = database;
      const within = and(dayWithin(courseApplicationPayments.date, period), groupFilter(period));
      // A page at a time, in the order of the (date, id) index: a decade's page is as quick as a month's.
      const { rows, pagesCount } = await pagedList(
        request.query,
        OVERVIEW_LIST_PAGE_SIZE,
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
          .where(within)
          .orderBy(asc(courseApplicationPayments.date), asc(courseApplicationPayments.id)),
        async () =>
          (
            await db
              .select({ count: count() })
              .from(courseApplicationPayments)
              .innerJoin(courseApplications, eq(courseApplications.id, courseApplicationPayments.applicationId))
              .where(within)
          )[0]?.count ?? 0,
      );
      return {
        payments: rows.map((row) => ({
          date: row.date,
          amount: row.amount,
          variableSymbol: String(row.number),
          student: `${row.firstname} ${row.lastname}`,
          method: row.method as Schemas['PaymentMethod'],
        })),
        pagesCount,
      };
    },
  };
}

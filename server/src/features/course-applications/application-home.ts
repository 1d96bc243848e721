import { todayInBratislava, toIsoDate } from '@autoskola/rules/calendar-dates';
import { hasOverdueInstalment, PAYING_STATUSES, paymentsOf } from '@autoskola/rules/course-application-payments';
import { and, count, desc, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Schemas } from '../../api/context.ts';
import { provenAccount } from '../../auth/proven-email.ts';
import { INSTRUCTOR_ROLE } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { countedApplication, emptyFile, filesOf } from './course-application-json.ts';
import {
  courseApplicationInstalments,
  courseApplicationPayments,
  courseApplications,
} from './course-application-tables.ts';

/** How many of the newest applications the home lists. */
const NEWEST = 5;

/**
 * The student's course: the newest open application (a finished or cancelled one only when there
 * is no other), shown to an account whose e-mail is proven, as on 'Môj kurz' (decision 0033).
 */
async function myCourse(db: Db, userId: number, today: string): Promise<Schemas['HomeCourse'] | null> {
  const [row] = await db
    .select()
    .from(courseApplications)
    .where(
      and(
        eq(courseApplications.userId, userId),
        isNotNull(courseApplications.confirmedAt),
        provenAccount(courseApplications.userId),
      ),
    )
    .orderBy(
      sql`${courseApplications.status} in ('finished', 'cancelled')`,
      desc(courseApplications.submittedAt),
      desc(courseApplications.id),
    )
    .limit(1);
  if (!row) return null;
  const file = (await filesOf(db, [row.id])).get(row.id) ?? emptyFile();
  const payments = paymentsOf(row.price, file.instalments, file.payments);
  return {
    applicationId: row.id,
    course: { id: row.offerId, name: row.courseName, group: row.licenceGroup as Schemas['LicenceGroup'] },
    status: row.status as Schemas['CourseApplicationStatus'],
    price: payments.price,
    paid: payments.paid,
    balance: payments.balance,
    overdue:
      PAYING_STATUSES.includes(row.status as Schemas['CourseApplicationStatus']) &&
      hasOverdueInstalment(payments, today),
  };
}

/** Counted applications still 'Nová': their number and the newest few. */
async function newApplications(db: Db): Promise<Schemas['HomeNewApplications']> {
  const fresh = and(countedApplication, eq(courseApplications.status, 'new'));
  const [[total], newest] = await Promise.all([
    db.select({ count: count() }).from(courseApplications).where(fresh),
    db
      .select({
        id: courseApplications.id,
        firstname: courseApplications.firstname,
        lastname: courseApplications.lastname,
        course: courseApplications.courseName,
        submittedAt: courseApplications.submittedAt,
      })
      .from(courseApplications)
      .where(fresh)
      .orderBy(desc(courseApplications.submittedAt), desc(courseApplications.id))
      .limit(NEWEST),
  ]);
  return {
    count: total?.count ?? 0,
    newest: newest.map((row) => ({
      id: row.id,
      name: `${row.firstname} ${row.lastname}`,
      course: row.course,
      submittedAt: row.submittedAt.toISOString(),
    })),
  };
}

/**
 * What the outer query's application (a row of course_applications) received so far, 0 when
 * nothing: a sum per application through the payments' (application_id) index. The applications
 * being paid are a few dozen; grouping a decade's payments to join them cost a few milliseconds on
 * every read of the home and the overview.
 */
export const paidSoFar = (db: Db) =>
  sql<number>`(${db
    .select({ paid: sql`coalesce(sum(${courseApplicationPayments.amount}), 0)` })
    .from(courseApplicationPayments)
    .where(eq(courseApplicationPayments.applicationId, courseApplications.id))})`;

/**
 * Applications being paid whose instalments due before today exceed what was received: how many,
 * and by how much together (never more than an application's balance). One statement: the home
 * and the overview ask for it on every read.
 */
export async function overduePayments(
  db: Db,
  today: string,
  group: Schemas['LicenceGroup'] | null = null,
): Promise<Schemas['HomeOverduePayments']> {
  // What fell due before today, per application being paid (as paidSoFar, through its index).
  const due = sql<number>`(${db
    .select({ due: sql`coalesce(sum(${courseApplicationInstalments.amount}), 0)` })
    .from(courseApplicationInstalments)
    .where(
      and(
        eq(courseApplicationInstalments.applicationId, courseApplications.id),
        lt(courseApplicationInstalments.dueDate, today),
      ),
    )})`;
  const balances = db
    .select({ price: courseApplications.price, due: due.as('due'), paid: paidSoFar(db).as('paid') })
    .from(courseApplications)
    .where(
      and(
        inArray(courseApplications.status, [...PAYING_STATUSES]),
        group ? eq(courseApplications.licenceGroup, group) : undefined,
      ),
    )
    // Each sum once per application: without the fence the planner copies them into the filter below.
    .offset(0)
    .as('balances');
  // Each late application's overdue part: what fell due less what came, at most what is left to pay.
  const overdue = sql`least(${balances.due} - ${balances.paid}, ${balances.price} - ${balances.paid})`;
  const [row] = await db
    .select({
      count: count(),
      amount: sql<number>`coalesce(sum(${overdue}), 0)`.mapWith(Number),
    })
    .from(balances)
    .where(gt(overdue, 0));
  return { count: row?.count ?? 0, amount: row?.amount ?? 0 };
}

/** Course applications' part of the home (CourseApplicationsHome): a student's course, an instructor's new and overdue files. */
export const applicationHome: NonNullable<FeatureModule['home']> = async (
  { database },
  user,
): Promise<Schemas['CourseApplicationsHome']> => {
  const { db } = database;
  const today = toIsoDate(todayInBratislava());
  if (!user.roles.includes(INSTRUCTOR_ROLE)) {
    return { myCourse: user.emailProven ? await myCourse(db, user.id, today) : null };
  }
  const [fresh, overdue] = await Promise.all([newApplications(db), overduePayments(db, today)]);
  return { newApplications: fresh, overduePayments: overdue };
};

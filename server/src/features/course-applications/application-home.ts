import { todayInBratislava, toIsoDate } from '@autoskola/rules/calendar-dates';
import { hasOverdueInstalment, PAYING_STATUSES, paymentsOf } from '@autoskola/rules/course-application-payments';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
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
 * Applications being paid whose instalments due before today exceed what was received: how many,
 * and by how much together (never more than an application's balance).
 */
export async function overduePayments(
  db: Db,
  today: string,
  group: Schemas['LicenceGroup'] | null = null,
): Promise<Schemas['HomeOverduePayments']> {
  const late = await db
    .selectDistinct({ id: courseApplications.id, price: courseApplications.price })
    .from(courseApplications)
    .innerJoin(courseApplicationInstalments, eq(courseApplicationInstalments.applicationId, courseApplications.id))
    .where(
      and(
        inArray(courseApplications.status, [...PAYING_STATUSES]),
        lt(courseApplicationInstalments.dueDate, today),
        group ? eq(courseApplications.licenceGroup, group) : undefined,
      ),
    )
    .orderBy(asc(courseApplications.id));
  if (late.length === 0) return { count: 0, amount: 0 };
  const ids = late.map((row) => row.id);
  const [instalments, received] = await Promise.all([
    db
      .select({
        applicationId: courseApplicationInstalments.applicationId,
        amount: courseApplicationInstalments.amount,
      })
      .from(courseApplicationInstalments)
      .where(
        and(inArray(courseApplicationInstalments.applicationId, ids), lt(courseApplicationInstalments.dueDate, today)),
      ),
    db
      .select({ applicationId: courseApplicationPayments.applicationId, amount: courseApplicationPayments.amount })
      .from(courseApplicationPayments)
      .where(inArray(courseApplicationPayments.applicationId, ids)),
  ]);
  // Summed by application once: hundreds of late applications, each looked up, not scanned for.
  const sums = (rows: { applicationId: number; amount: number }[]) => {
    const byApplication = new Map<number, number>();
    for (const row of rows)
      byApplication.set(row.applicationId, (byApplication.get(row.applicationId) ?? 0) + row.amount);
    return byApplication;
  };
  const [due, paidBy] = [sums(instalments), sums(received)];
  let count = 0;
  let amount = 0;
  for (const { id, price } of late) {
    const paid = paidBy.get(id) ?? 0;
    const overdue = Math.min((due.get(id) ?? 0) - paid, price - paid);
    if (overdue > 0) {
      count += 1;
      amount += overdue;
    }
  }
  return { count, amount };
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

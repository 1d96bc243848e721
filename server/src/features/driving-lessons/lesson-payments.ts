import { todayInBratislava, toIsoDate } from '@autoskola/rules/course-applications';
import { hasOverdueInstalment, paymentsOf } from '@autoskola/rules/course-payments';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
// The declared link to another feature: the school may require a course paid up to date to book.
import {
  courseApplicationInstalments,
  courseApplicationPayments,
} from '../course-applications/course-application-tables.ts';

/** The applications (of those asked) with an instalment past its due date and not covered. */
export async function overdueAmong(db: Db, applicationIds: readonly number[]): Promise<Set<number>> {
  if (applicationIds.length === 0) return new Set();
  const [schedules, payments] = await Promise.all([
    db
      .select({
        applicationId: courseApplicationInstalments.applicationId,
        amount: courseApplicationInstalments.amount,
        dueDate: courseApplicationInstalments.dueDate,
      })
      .from(courseApplicationInstalments)
      .where(inArray(courseApplicationInstalments.applicationId, [...applicationIds])),
    db
      .select()
      .from(courseApplicationPayments)
      .where(inArray(courseApplicationPayments.applicationId, [...applicationIds])),
  ]);
  const today = toIsoDate(todayInBratislava());
  return new Set(
    applicationIds.filter((id) =>
      hasOverdueInstalment(
        paymentsOf(
          0,
          schedules.filter((instalment) => instalment.applicationId === id),
          payments.filter((payment) => payment.applicationId === id),
        ),
        today,
      ),
    ),
  );
}

export async function overdueOf(db: Db, applicationId: number): Promise<boolean> {
  return (await overdueAmong(db, [applicationId])).has(applicationId);
}

import { todayInBratislava, toIsoDate } from '@autoskola/rules/course-applications';
import { hasOverdueInstalment, paymentsOf } from '@autoskola/rules/course-payments';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
// The declared link to another feature: the school may require a course paid up to date to book.
import {
  courseApplicationInstalments,
  courseApplicationPayments,
} from '../course-applications/course-application-tables.ts';

/** Whether an instalment of the application is past its due date and not covered. */
export async function overdueOf(db: Db, applicationId: number): Promise<boolean> {
  const [schedule, received] = await Promise.all([
    db
      .select({ amount: courseApplicationInstalments.amount, dueDate: courseApplicationInstalments.dueDate })
      .from(courseApplicationInstalments)
      .where(eq(courseApplicationInstalments.applicationId, applicationId)),
    db.select().from(courseApplicationPayments).where(eq(courseApplicationPayments.applicationId, applicationId)),
  ]);
  return hasOverdueInstalment(paymentsOf(0, schedule, received), toIsoDate(todayInBratislava()));
}

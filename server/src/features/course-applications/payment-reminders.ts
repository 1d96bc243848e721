import { todayInBratislava, toIsoDate } from '@autoskola/rules/calendar-dates';
import { PAYING_STATUSES, paymentsOf } from '@autoskola/rules/course-application-payments';
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { JobContext } from '../../modules/feature-module.ts';
import { emptyFile, filesOf } from './course-application-json.ts';
import { applicantMails } from './course-application-mails.ts';
import { courseApplicationInstalments, courseApplications } from './course-application-tables.ts';

/** A reminder goes this many days before an instalment's due date. */
export const REMINDER_DAYS_BEFORE = 3;

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Hourly: an e-mail 3 days before an unpaid instalment is due, and one when it is overdue, each
 * once (the instalment remembers it). Dates are Bratislava's.
 */
export async function sendPaymentReminders({ db, now, log, mail }: JobContext): Promise<void> {
  // Without an outbox (tests of other jobs) there is nobody to write to.
  if (!mail) return;
  const today = toIsoDate(todayInBratislava(now));
  const soon = addDays(today, REMINDER_DAYS_BEFORE);
  const candidates = await db
    .select({ instalment: courseApplicationInstalments, application: courseApplications })
    .from(courseApplicationInstalments)
    .innerJoin(courseApplications, eq(courseApplications.id, courseApplicationInstalments.applicationId))
    .where(
      and(
        inArray(courseApplications.status, [...PAYING_STATUSES]),
        lte(courseApplicationInstalments.dueDate, soon),
        or(
          isNull(courseApplicationInstalments.remindedBeforeAt),
          isNull(courseApplicationInstalments.remindedOverdueAt),
        ),
      ),
    );
  if (candidates.length === 0) return;
  const files = await filesOf(db, [...new Set(candidates.map((row) => row.application.id))]);
  const mails = applicantMails({ publicUrl: mail.publicUrl, school: mail.school });
  let sent = 0;
  for (const { instalment, application } of candidates) {
    const file = files.get(application.id) ?? emptyFile();
    const payments = paymentsOf(application.price, file.instalments, file.payments);
    const index = file.instalments.findIndex((row) => row.id === instalment.id);
    if (payments.schedule[index]?.paid !== false) continue;
    const overdue = instalment.dueDate < today;
    if (overdue ? instalment.remindedOverdueAt : instalment.remindedBeforeAt) continue;
    await db.transaction(async (tx) => {
      // Marked first: a second instance or run does not send it again.
      const [claimed] = await tx
        .update(courseApplicationInstalments)
        .set(
          overdue
            ? { remindedOverdueAt: now, remindedBeforeAt: instalment.remindedBeforeAt ?? now }
            : { remindedBeforeAt: now },
        )
        .where(
          and(
            eq(courseApplicationInstalments.id, instalment.id),
            overdue
              ? isNull(courseApplicationInstalments.remindedOverdueAt)
              : isNull(courseApplicationInstalments.remindedBeforeAt),
          ),
        )
        .returning({ id: courseApplicationInstalments.id });
      if (!claimed) return;
      await mail.outbox.enqueue([mails.paymentReminder(application, instalment, overdue)], tx);
      sent += 1;
    });
  }
  if (sent > 0) {
    log.info(`payment reminders: ${sent} e-mail(s) queued`);
    void mail.outbox.kick();
  }
}

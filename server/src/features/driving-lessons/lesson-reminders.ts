import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { JobContext } from '../../modules/feature-module.ts';
import { drivingLessons } from './driving-lesson-tables.ts';
import { factsOf, lessonsWhere } from './lesson-json.ts';
import { lessonMails } from './lesson-mails.ts';

/** A reminder goes about this long before a lesson (the hourly job sends it within the hour). */
export const REMINDER_HOURS = 24;

/**
 * Reminds students of tomorrow's lessons, once each: the lessons are claimed by setting
 * `reminded_at` in the same transaction that queues the e-mails, rows locked, so two instances
 * never send the same one. A lesson booked less than a day ahead needs no reminder (its
 * confirmation came just now).
 */
export async function sendLessonReminders(job: JobContext): Promise<void> {
  const { db, now, mail } = job;
  if (!mail) return;
  const mails = lessonMails({ publicUrl: mail.publicUrl, school: mail.school });
  const sent = await db.transaction(async (tx) => {
    const due = tx
      .select({ id: drivingLessons.id })
      .from(drivingLessons)
      .where(
        and(
          eq(drivingLessons.kind, 'lesson'),
          eq(drivingLessons.status, 'booked'),
          isNull(drivingLessons.remindedAt),
          gt(drivingLessons.startsAt, now),
          lt(
            drivingLessons.startsAt,
            sql`${now.toISOString()}::timestamptz + make_interval(hours => ${REMINDER_HOURS})`,
          ),
          lt(drivingLessons.createdAt, sql`${drivingLessons.startsAt} - make_interval(hours => ${REMINDER_HOURS})`),
        ),
      )
      .for('update', { skipLocked: true });
    const claimed = await tx
      .update(drivingLessons)
      .set({ remindedAt: now })
      .where(inArray(drivingLessons.id, due))
      .returning({ id: drivingLessons.id });
    if (claimed.length === 0) return 0;
    const views = await lessonsWhere(
      tx,
      inArray(
        drivingLessons.id,
        claimed.map((row) => row.id),
      ),
    );
    const reminders = await Promise.all(
      views.filter((view) => view.studentEmail).map((view) => mails.reminder(factsOf(view))),
    );
    await mail.outbox.enqueue(reminders, tx);
    return reminders.length;
  });
  if (sent > 0) {
    job.log.info(`lesson reminders: ${sent} queued`);
    void mail.outbox.kick();
  }
}

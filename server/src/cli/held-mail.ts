import { and, isNotNull, isNull, sql } from 'drizzle-orm';
import { mailHolds, mailOutbox } from '../db/core-tables.ts';
import type { Db } from '../db/database.ts';
import { CommandError } from './commands.ts';

const USAGE = 'npm run mail:held -- --send (send them now) or --drop (delete them)';

/**
 * Mail the outbox holds (decision 0032): what was pending in a restored backup, and mail whose
 * links were sealed with another key. Lists it, or releases it (--send) or deletes it (--drop).
 */
export async function heldMail(db: Db, input: { send?: boolean; drop?: boolean }): Promise<string> {
  if (input.send && input.drop) throw new CommandError(`Give one of --send or --drop: ${USAGE}`);
  const held = and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.heldAt));
  // Either decision ends a restore's hold: the jobs' reminders are sent as usual from then on.
  if (input.send) {
    const released = await db.transaction(async (tx) => {
      await tx.delete(mailHolds);
      return tx
        .update(mailOutbox)
        .set({ heldAt: null, heldReason: null, nextAttemptAt: sql`now()` })
        .where(held)
        .returning({ id: mailOutbox.id });
    });
    return `Released ${released.length} held e-mails: the server sends them now.`;
  }
  if (input.drop) {
    const dropped = await db.transaction(async (tx) => {
      await tx.delete(mailHolds);
      return tx.delete(mailOutbox).where(held).returning({ id: mailOutbox.id });
    });
    return `Deleted ${dropped.length} held e-mails.`;
  }
  const reasons = await db
    .select({ reason: mailOutbox.heldReason, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(held)
    .groupBy(mailOutbox.heldReason)
    .orderBy(mailOutbox.heldReason);
  const total = reasons.reduce((sum, row) => sum + row.count, 0);
  const [hold] = await db.select().from(mailHolds).limit(1);
  if (hold) {
    return (
      `${total} e-mails are held (${reasons.map((row) => `${row.count} ${row.reason ?? 'held'}`).join(', ') || 'none yet'}); ` +
      `since ${hold.since.toISOString()} the reminders of the scheduled jobs are held too (a restored backup). ${USAGE}`
    );
  }
  if (total === 0) return 'No e-mails are held.';
  const detail = reasons.map((row) => `${row.count} ${row.reason ?? 'held'}`).join(', ');
  return `${total} e-mails are held (${detail}). ${USAGE}`;
}

import { TOO_MANY_LESSON_CHANGES } from '@autoskola/rules/driving-lessons';
import { and, count, gt, inArray, min, sql } from 'drizzle-orm';
import { HttpError } from '../../api/errors.ts';
import type { RateLimit } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { preparedFor } from '../../db/prepared.ts';
import { drivingLessonEvents } from './driving-lesson-tables.ts';

/** What counts against a student's limit: their own bookings and cancellations (a refused booking stores no event). */
const COUNTED_ACTIONS = ['booked', 'cancelled'];

export interface Changes {
  count: number;
  /** The oldest change still in the window: the limit frees a change when it leaves. */
  oldest: Date | null;
}

/**
 * Each student's own bookings and cancellations in the window (RATE_LIMIT_LESSON_CHANGES), read
 * from the lessons' history: the events they made carry their e-mail (`by`), which an account
 * cannot change, and an index on (by, at) finds them. Counted in PostgreSQL, the limit holds
 * across instances with or without Redis; read after the student's application is locked, two
 * batches of one student (or a batch and a cancellation) take turns and cannot both pass it.
 */
export async function changesOf(tx: Db, emails: readonly string[], limit: RateLimit): Promise<Map<string, Changes>> {
  const changes = new Map<string, Changes>();
  if (emails.length === 0) return changes;
  const rows = await changesStatement(tx).execute({ emails: [...emails], windowMs: limit.windowMs });
  for (const row of rows) {
    if (row.by !== null) changes.set(row.by, { count: row.count, oldest: row.oldest ? new Date(row.oldest) : null });
  }
  return changes;
}

const changesStatement = preparedFor((tx) =>
  tx
    .select({ by: drivingLessonEvents.by, count: count(), oldest: min(drivingLessonEvents.at) })
    .from(drivingLessonEvents)
    .where(
      and(
        sql`${drivingLessonEvents.by} = any(${sql.placeholder('emails')}::text[])`,
        gt(
          drivingLessonEvents.at,
          sql`now() - make_interval(secs => ${sql.placeholder('windowMs')}::integer / 1000.0)`,
        ),
        inArray(drivingLessonEvents.action, COUNTED_ACTIONS),
      ),
    )
    .groupBy(drivingLessonEvents.by)
    .prepare('lesson_changes'),
);

/** The 429 past the limit, with the seconds until the oldest change leaves the window. */
export function tooManyChanges(changes: Changes | undefined, limit: RateLimit, now: number): HttpError {
  const freedAt = changes?.oldest ? changes.oldest.getTime() + limit.windowMs : now + limit.windowMs;
  const seconds = Math.max(1, Math.ceil((freedAt - now) / 1000));
  return new HttpError(429, TOO_MANY_LESSON_CHANGES, undefined, { 'retry-after': String(seconds) });
}

import { LESSON_TAKEN } from '@autoskola/rules/driving-lessons';
import type { ApiContext } from '../../api/context.ts';
import { HttpError } from '../../api/errors.ts';
import type { Db } from '../../db/database.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import { drivingLessons } from './driving-lesson-tables.ts';

/** The public cache's key of the free slots (every booking and change of hours forgets them). */
export const SLOTS_KEY = 'lesson-slots';

/** Inserts a lesson; an overlap the database refuses is the 409 every screen shows. */
export async function insertLesson(tx: Db, values: typeof drivingLessons.$inferInsert) {
  try {
    const [row] = await tx.insert(drivingLessons).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    if (isExclusionViolation(error)) throw new HttpError(409, LESSON_TAKEN);
    throw error;
  }
}

/** The slots changed: this instance forgets its cached ones, the others are told. */
export function slotsChanged({ publicCache, database }: Pick<ApiContext, 'publicCache' | 'database'>) {
  publicCache.forget(SLOTS_KEY);
  void database.announceContentChange().catch(() => undefined);
}

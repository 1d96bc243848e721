import { type BookingSettings, LESSON_TAKEN, type Shift } from '@autoskola/rules/driving-lessons';
import { eq, gte, sql } from 'drizzle-orm';
import type { ApiContext } from '../../api/context.ts';
import { HttpError } from '../../api/errors.ts';
import { users } from '../../db/core-tables.ts';
import type { Db } from '../../db/database.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import {
  drivingLessons,
  hoursExceptions,
  lessonInstructors,
  vehicles,
  workingPeriods,
} from './driving-lesson-tables.ts';
import { settingsOf, shiftsFrom, vehicleLabel } from './lesson-schedule.ts';

/** The public cache's key of the free slots (every booking and change of hours forgets them). */
export const SLOTS_KEY = 'lesson-slots';
/** The cache's key of the rules and hours a booking checks (changes of hours, vehicles or rules forget them). */
const RULES_KEY = 'lesson-rules';

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

/** The slots changed (a booking, a cancellation): this instance forgets its cached ones, the others are told. */
export function slotsChanged({ publicCache, database }: Pick<ApiContext, 'publicCache' | 'database'>) {
  publicCache.forget(SLOTS_KEY);
  void database.announceContentChange().catch(() => undefined);
}

/** Hours, vehicles or the school's rules changed: the slots they make go too. */
export function hoursChanged(context: Pick<ApiContext, 'publicCache' | 'database'>) {
  context.publicCache.forget(RULES_KEY);
  slotsChanged(context);
}

/** Everyone's hours as a booking checks them: the shifts of a day, the vehicle's name, the instructor. */
export interface Hours {
  shifts(instructorId: number, date: string): Shift[];
  vehicleName(vehicleId: number | null): string | null;
  instructor(id: number): { name: string; email: string } | undefined;
}

async function loadHours(db: Db): Promise<Hours> {
  const [periods, exceptions, fleet, instructors] = await Promise.all([
    db.select().from(workingPeriods),
    db.select().from(hoursExceptions).where(gte(hoursExceptions.date, sql`current_date - 1`)),
    db.select().from(vehicles),
    db
      .select({ id: lessonInstructors.userId, name: lessonInstructors.name, email: users.email })
      .from(lessonInstructors)
      .innerJoin(users, eq(users.id, lessonInstructors.userId)),
  ]);
  return {
    shifts: shiftsFrom(periods, exceptions, fleet),
    vehicleName: (vehicleId) => vehicleLabel(fleet.find((vehicle) => vehicle.id === vehicleId)),
    instructor: (id) => instructors.find((instructor) => instructor.id === id),
  };
}

/**
 * The school's rules and everyone's hours, kept in the public cache: forgotten on every change
 * of hours, vehicles or rules (hoursChanged), and in every instance when another announces a
 * change, but not by bookings. A booking reads them without a round trip; the database still
 * decides every overlap.
 */
export function bookingRules({ publicCache, database }: Pick<ApiContext, 'publicCache' | 'database'>) {
  return {
    settings: (): Promise<BookingSettings> =>
      publicCache.rememberValue(`${RULES_KEY}:settings`, () => settingsOf(database.db)),
    hours: (): Promise<Hours> => publicCache.rememberValue(`${RULES_KEY}:hours`, () => loadHours(database.db)),
  };
}

export type BookingRules = ReturnType<typeof bookingRules>;

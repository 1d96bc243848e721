import {
  type BookingSettings,
  HOLDING_STATUSES,
  type Shift,
  slotTaken,
  type TakenBy,
} from '@autoskola/rules/driving-lessons';
import { and, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
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

/**
 * Inserts a lesson; an overlap the database refuses is the 409 every screen shows, with what
 * holds the time (`vehicle`: the name the message gives the car). The insert has its own
 * savepoint, so the reason can still be read in the transaction.
 */
export async function insertLesson(
  tx: Db,
  values: typeof drivingLessons.$inferInsert,
  { vehicle = null }: { vehicle?: string | null } = {},
) {
  try {
    return await tx.transaction(async (savepoint) => {
      const [row] = await savepoint.insert(drivingLessons).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    });
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    throw new HttpError(409, slotTaken(await takenBy(tx, values), vehicle, 'instructor'));
  }
}

/**
 * What holds the time of a lesson (a refused one, or one asked about before its warnings), the
 * student's own lesson first, as the booking desk tells it; null when the time is free.
 */
export async function takenBy(tx: Db, values: typeof drivingLessons.$inferInsert): Promise<TakenBy | null> {
  const holders = [eq(drivingLessons.instructorId, values.instructorId)];
  if (values.vehicleId != null) holders.push(eq(drivingLessons.vehicleId, values.vehicleId));
  if (values.studentId != null) holders.push(eq(drivingLessons.studentId, values.studentId));
  const over = await tx
    .select({
      instructorId: drivingLessons.instructorId,
      vehicleId: drivingLessons.vehicleId,
      studentId: drivingLessons.studentId,
    })
    .from(drivingLessons)
    .where(
      and(
        inArray(drivingLessons.status, [...HOLDING_STATUSES]),
        lt(drivingLessons.startsAt, values.endsAt),
        gt(drivingLessons.endsAt, values.startsAt),
        or(...holders),
      ),
    );
  if (values.studentId != null && over.some((time) => time.studentId === values.studentId)) return 'student';
  if (over.some((time) => time.instructorId === values.instructorId)) return 'instructor';
  if (values.vehicleId != null && over.some((time) => time.vehicleId === values.vehicleId)) return 'vehicle';
  return null;
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
  /** Every instructor with hours (the days somebody drives: the waiting list's). */
  instructorIds: readonly number[];
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
    instructorIds: instructors.map((instructor) => instructor.id),
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

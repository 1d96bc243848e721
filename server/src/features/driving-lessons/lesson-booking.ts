import {
  type BookingSettings,
  HOLDING_STATUSES,
  type Shift,
  slotTaken,
  type TakenBy,
} from '@autoskola/rules/driving-lessons';
import { byName } from '@autoskola/rules/slovak-order';
import { and, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { HttpError } from '../../api/errors.ts';
import { users } from '../../db/core-tables.ts';
import type { Db } from '../../db/database.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import type { PublicCache } from '../../http/public-cache.ts';
import {
  drivingLessons,
  hoursExceptions,
  lessonInstructors,
  vehicles,
  workingPeriods,
} from './driving-lesson-tables.ts';
import { datesOf, FreeSlotStore, type SlotChange } from './free-slot-store.ts';
import { settingsOf, shiftsFrom, vehicleLabel } from './lesson-schedule.ts';

/** The public cache's prefix of the free-slot answers (a day's, the list of days). */
export const SLOTS_KEY = 'lesson-slots';
/** The cached answers of one day's slots. */
export const slotDayKey = (date: string) => `${SLOTS_KEY}:day:${date}:`;
/** The cached list of the days with free slots. */
export const SLOT_DAYS_KEY = `${SLOTS_KEY}:days:`;
/** The free units every answer is made from (free-slot-store.ts), kept with the hours they come from. */
const STORE_KEY = 'lesson-store';
/** The cache's key of the rules and hours a booking checks (changes of hours, vehicles or rules forget them). */
const RULES_KEY = 'lesson-rules';
/** The topic the instances tell each other what changed in the slots on. */
const SLOTS_TOPIC = 'lesson-slots';

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

/** What changed in the free slots, as this instance applies it and tells the others. */
export type SlotsChange =
  /** Lessons or blocks came or went: their instructors (and cars) on their days. */
  | { kind: 'lessons'; changes: SlotChange[] }
  /** An instructor's exception: that day. */
  | { kind: 'day'; date: string }
  /** The school's rules (notice, window): the answers, not the units. */
  | { kind: 'rules' }
  /** Hours or vehicles, or anything unknown: all of it. */
  | { kind: 'hours' };

function applySlotsChange(publicCache: PublicCache, change: SlotsChange): void {
  switch (change.kind) {
    case 'lessons': {
      const store = publicCache.peek<FreeSlotStore>(`value:${STORE_KEY}`);
      const hours = publicCache.peek<Hours>(`value:${RULES_KEY}:hours`);
      for (const lesson of change.changes) {
        // Without the hours nobody can say who shares the car: the days go whole.
        const dates = store && hours ? store.changed(hours, lesson) : datesOf(lesson);
        for (const date of dates) {
          if (!hours) store?.forgetDay(date);
          publicCache.forget(slotDayKey(date));
        }
      }
      publicCache.forget(SLOT_DAYS_KEY);
      return;
    }
    case 'day':
      publicCache.forget(`${RULES_KEY}:hours`);
      publicCache.peek<FreeSlotStore>(`value:${STORE_KEY}`)?.forgetDay(change.date);
      publicCache.forget(slotDayKey(change.date));
      publicCache.forget(SLOT_DAYS_KEY);
      return;
    case 'rules':
      publicCache.forget(`${RULES_KEY}:settings`);
      publicCache.forget(SLOTS_KEY);
      return;
    case 'hours':
      publicCache.forget(RULES_KEY);
      publicCache.forget(STORE_KEY);
      publicCache.forget(SLOTS_KEY);
  }
}

type ChangeContext = Pick<ApiContext, 'publicCache' | 'broadcast'>;

/** The free slots changed: this instance forgets what the change touches, the others are told. */
function slotsChangedBy({ publicCache, broadcast }: ChangeContext, change: SlotsChange): void {
  applySlotsChange(publicCache, change);
  broadcast(SLOTS_TOPIC, JSON.stringify(change));
}

/**
 * Lessons or blocks came or went (a booking, a cancellation): only their instructors' days go.
 * `held`: the lessons were booked, and hold their times now (free-slot-store.ts takes them out
 * of the kept units instead of reading them again).
 */
export function slotsChanged(
  context: ChangeContext,
  lessons: readonly { instructorId: number; vehicleId: number | null; startsAt: Date; endsAt: Date }[],
  { held = false }: { held?: boolean } = {},
) {
  slotsChangedBy(context, {
    kind: 'lessons',
    changes: lessons.map((lesson) => ({
      instructorId: lesson.instructorId,
      vehicleId: lesson.vehicleId,
      start: lesson.startsAt.getTime(),
      end: lesson.endsAt.getTime(),
      ...(held ? { held } : {}),
    })),
  });
}

/** Hours, vehicles or the school's rules changed: the slots they make go too (`date`: one exception's day). */
export function hoursChanged(context: ChangeContext, what: { date: string } | 'rules' | 'hours' = 'hours') {
  slotsChangedBy(
    context,
    what === 'rules' ? { kind: 'rules' } : what === 'hours' ? { kind: 'hours' } : { kind: 'day', date: what.date },
  );
}

/** Another instance's change of the slots, applied here (app.ts hears them). */
export function listenToSlotChanges({ publicCache, onBroadcast }: Pick<ApiContext, 'publicCache' | 'onBroadcast'>) {
  onBroadcast(SLOTS_TOPIC, (detail) => applySlotsChange(publicCache, JSON.parse(detail) as SlotsChange));
}

/** Everyone's hours as a booking checks them: the shifts of a day, the vehicle's name, the instructor. */
export interface Hours {
  shifts(instructorId: number, date: string): Shift[];
  vehicleName(vehicleId: number | null): string | null;
  instructor(id: number): { name: string; email: string } | undefined;
  /** Every instructor with hours (the days somebody drives: the waiting list's). */
  instructorIds: readonly number[];
  /** The instructors as students choose them, by name. */
  instructors: readonly { id: number; name: string }[];
  /** The vehicle as a slot shows it: its label and gearbox. */
  vehicle(vehicleId: number | null): { label: string; gearbox: Schemas['Gearbox'] } | null;
}

async function loadHours(db: Db): Promise<Hours> {
  const [periods, exceptions, fleet, instructors] = await Promise.all([
    db.select().from(workingPeriods),
    db.select().from(hoursExceptions).where(gte(hoursExceptions.date, sql`current_date - 1`)),
    db.select().from(vehicles),
    db
      .select({ id: lessonInstructors.userId, name: lessonInstructors.name, email: users.email })
      .from(lessonInstructors)
      .innerJoin(users, eq(users.id, lessonInstructors.userId))
      .then((rows) => rows.sort(byName)),
  ]);
  const fleetById = new Map(fleet.map((vehicle) => [vehicle.id, vehicle]));
  return {
    shifts: shiftsFrom(periods, exceptions, fleet),
    vehicleName: (vehicleId) => vehicleLabel(fleet.find((vehicle) => vehicle.id === vehicleId)),
    instructor: (id) => instructors.find((instructor) => instructor.id === id),
    instructorIds: instructors.map((instructor) => instructor.id),
    instructors: instructors.map(({ id, name }) => ({ id, name })),
    vehicle(vehicleId) {
      const found = vehicleId === null ? undefined : fleetById.get(vehicleId);
      return found ? { label: vehicleLabel(found) as string, gearbox: found.gearbox as Schemas['Gearbox'] } : null;
    },
  };
}

/**
 * The school's rules and everyone's hours, kept in the public cache: forgotten on every change
 * of hours, vehicles or rules (hoursChanged), and in every instance when another broadcasts a
 * change, but not by bookings. A booking reads them without a round trip; the database still
 * decides every overlap.
 */
export function bookingRules({ publicCache, database }: Pick<ApiContext, 'publicCache' | 'database'>) {
  return {
    settings: (): Promise<BookingSettings> =>
      publicCache.rememberValue(`${RULES_KEY}:settings`, () => settingsOf(database.db)),
    hours: (): Promise<Hours> => publicCache.rememberValue(`${RULES_KEY}:hours`, () => loadHours(database.db)),
    /** The free units, kept until the hours they come from change. */
    slots: (): Promise<FreeSlotStore> => publicCache.rememberValue(STORE_KEY, async () => new FreeSlotStore(database)),
  };
}

export type BookingRules = ReturnType<typeof bookingRules>;

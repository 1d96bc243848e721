import {
  addDays,
  type BookingSettings,
  type BusyTime,
  DEFAULT_BOOKING_SETTINGS,
  HOLDING_STATUSES,
  type HoursExceptionKind,
  type Shift,
  shiftsOn,
  type WorkingPeriod,
} from '@autoskola/rules/driving-lessons';
import { byName } from '@autoskola/rules/slovak-order';
import { and, gt, gte, inArray, lt, lte } from 'drizzle-orm';
import type { Schemas } from '../../api/context.ts';
import type { Db } from '../../db/database.ts';
import {
  bookingSettings,
  drivingLessons,
  hoursExceptions,
  lessonInstructors,
  vehicles,
  workingPeriods,
} from './driving-lesson-tables.ts';

/** The school's rules as saved, or the defaults of issue 39. */
export async function settingsOf(db: Db): Promise<BookingSettings> {
  const [row] = await db.select().from(bookingSettings);
  if (!row) return DEFAULT_BOOKING_SETTINGS;
  const { id: _id, ...settings } = row;
  return settings;
}

export async function instructorsOf(db: Db): Promise<Schemas['LessonInstructor'][]> {
  const rows = await db.select({ id: lessonInstructors.userId, name: lessonInstructors.name }).from(lessonInstructors);
  return rows.sort(byName);
}

export const vehicleLabel = (vehicle: { name: string; plate: string } | null | undefined) =>
  vehicle ? `${vehicle.name} ${vehicle.plate}` : null;

/**
 * The shifts of an instructor on a day (Bratislava) from the weekly template and the exceptions,
 * without those of vehicles out of service; each day is worked out once (time-zone arithmetic).
 */
export function shiftsFrom(
  periods: (typeof workingPeriods.$inferSelect)[],
  exceptions: (typeof hoursExceptions.$inferSelect)[],
  fleet: (typeof vehicles.$inferSelect)[],
): (instructorId: number, date: string) => Shift[] {
  const inService = new Set(fleet.filter((vehicle) => vehicle.active).map((vehicle) => vehicle.id));
  const known = new Map<string, Shift[]>();
  return (instructorId, date) => {
    const key = `${instructorId} ${date}`;
    let shifts = known.get(key);
    if (!shifts) {
      shifts = shiftsOn(
        date,
        periods.filter((period) => period.instructorId === instructorId) as WorkingPeriod[],
        exceptions
          .filter((exception) => exception.instructorId === instructorId)
          .map((exception) => ({ ...exception, kind: exception.kind as HoursExceptionKind })),
      ).filter((shift) => shift.vehicleId === null || inService.has(shift.vehicleId));
      known.set(key, shifts);
    }
    return shifts;
  };
}

export interface Schedule {
  /** The shifts of an instructor on a day (Bratislava), without those of vehicles out of service. */
  shifts(instructorId: number, date: string): Shift[];
  /** What holds the instructor's time, and the vehicle's. */
  busy(instructorId: number, vehicleId: number | null): BusyTime[];
  vehicleName(vehicleId: number | null): string | null;
  /** The vehicle as a slot shows it: its label and gearbox. */
  vehicle(vehicleId: number | null): { label: string; gearbox: Schemas['Gearbox'] } | null;
}

/** Hours, exceptions and the lessons holding time between two days, for the instructors asked. */
export async function scheduleOf(
  db: Db,
  firstDay: string,
  lastDay: string,
  instructorIds?: number[],
): Promise<Schedule> {
  const only = instructorIds ?? null;
  const from = new Date(`${addDays(firstDay, -1)}T00:00:00Z`);
  const to = new Date(`${addDays(lastDay, 2)}T00:00:00Z`);
  const [periods, exceptions, lessons, fleet] = await Promise.all([
    db
      .select()
      .from(workingPeriods)
      .where(only ? inArray(workingPeriods.instructorId, only) : undefined),
    db
      .select()
      .from(hoursExceptions)
      .where(
        and(
          gte(hoursExceptions.date, firstDay),
          lte(hoursExceptions.date, lastDay),
          only ? inArray(hoursExceptions.instructorId, only) : undefined,
        ),
      ),
    // Every instructor's lessons: a vehicle may be shared.
    db
      .select({
        instructorId: drivingLessons.instructorId,
        vehicleId: drivingLessons.vehicleId,
        start: drivingLessons.startsAt,
        end: drivingLessons.endsAt,
      })
      .from(drivingLessons)
      .where(
        and(
          inArray(drivingLessons.status, [...HOLDING_STATUSES]),
          lt(drivingLessons.startsAt, to),
          gt(drivingLessons.endsAt, from),
        ),
      ),
    db.select().from(vehicles),
  ]);
  const times = lessons.map((lesson) => ({ ...lesson, start: lesson.start.getTime(), end: lesson.end.getTime() }));
  return {
    shifts: shiftsFrom(periods, exceptions, fleet),
    busy(instructorId, vehicleId) {
      return times.filter(
        (time) => time.instructorId === instructorId || (vehicleId !== null && time.vehicleId === vehicleId),
      );
    },
    vehicleName(vehicleId) {
      return vehicleLabel(fleet.find((vehicle) => vehicle.id === vehicleId));
    },
    vehicle(vehicleId) {
      const found = fleet.find((vehicle) => vehicle.id === vehicleId);
      return found ? { label: `${found.name} ${found.plate}`, gearbox: found.gearbox as Schemas['Gearbox'] } : null;
    },
  };
}

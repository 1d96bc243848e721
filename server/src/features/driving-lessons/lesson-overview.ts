import { SCHOOL_TIME_ZONE } from '@autoskola/rules/calendar-dates';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Schemas } from '../../api/context.ts';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { instantWithin } from '../../modules/overview-period.ts';
import { drivingLessons, lessonInstructors, vehicles } from './driving-lesson-tables.ts';
import { vehicleLabel } from './lesson-schedule.ts';
import { applicationsOfGroup } from './trainings.ts';

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const driven = eq(drivingLessons.status, 'driven');
// The zone is written into the statement, not a parameter: GROUP BY must see the same expression as the SELECT.
const day = sql`(${drivingLessons.startsAt} at time zone ${sql.raw(`'${SCHOOL_TIME_ZONE}'`)})::date`;

/** Sorts by the database's own order of names (its collation), then by the rows' first order. */
const rankOf = (ordered: readonly { id: number }[]) => new Map(ordered.map((row, index) => [row.id, index]));

/**
 * Driving lessons' part of the owner's overview (DrivingLessonsOverview, issue 54): the period's
 * lessons (blocks are not lessons) by instructor with no-shows and late cancellations, the driven
 * ones by vehicle, and each instructor's driven time by day, which payroll takes as it is.
 *
 * One pass over the period's lessons, grouped by day, instructor and vehicle (integers and dates,
 * a hash aggregate), and the three lists are summed from its rows here: on a school's decade a
 * year holds 9,000 lessons, and three sorted aggregates over text cost 5 times as much (issue 54's bench).
 */
export const lessonOverview: NonNullable<FeatureModule['overview']> = async (
  { database },
  period,
): Promise<Schemas['DrivingLessonsOverview']> => {
  const { db } = database;
  const lessons = and(
    eq(drivingLessons.kind, 'lesson'),
    instantWithin(drivingLessons.startsAt, period),
    period.group ? inArray(drivingLessons.applicationId, applicationsOfGroup(db, period.group)) : undefined,
  );
  const [groups, instructors, fleet] = await Promise.all([
    db
      .select({
        // As text: both drivers answer YYYY-MM-DD, not a Date at the server's midnight.
        date: sql<string>`(${day})::text`,
        instructorId: drivingLessons.instructorId,
        vehicleId: drivingLessons.vehicleId,
        // Intervals summed, seconds taken once per group: numeric arithmetic per lesson cost a third of the query.
        drivenMinutes:
          sql<number>`extract(epoch from coalesce(sum(${drivingLessons.endsAt} - ${drivingLessons.startsAt}) filter (where ${driven}), interval '0'))::float8 / 60`.mapWith(
            Number,
          ),
        driven: countWhere(driven),
        noShows: countWhere(eq(drivingLessons.status, 'noShow')),
        lateCancellations: countWhere(eq(drivingLessons.status, 'lateCancelled')),
      })
      .from(drivingLessons)
      .where(lessons)
      .groupBy(day, drivingLessons.instructorId, drivingLessons.vehicleId),
    db
      .select({ id: lessonInstructors.userId, name: lessonInstructors.name })
      .from(lessonInstructors)
      .orderBy(asc(lessonInstructors.name), asc(lessonInstructors.userId)),
    db
      .select({ id: vehicles.id, name: vehicles.name, plate: vehicles.plate })
      .from(vehicles)
      .orderBy(asc(vehicles.name), asc(vehicles.id)),
  ]);
  const instructorRank = rankOf(instructors);
  const instructorName = new Map(instructors.map((row) => [row.id, row.name]));
  const vehicleRank = rankOf(fleet);
  const vehicleOf = new Map(fleet.map((row) => [row.id, row]));
  const byInstructor = new Map<number, Schemas['OverviewInstructorLessons']>();
  const byVehicle = new Map<number, Schemas['OverviewVehicleLessons']>();
  const byDay = new Map<string, Schemas['OverviewInstructorDay'] & { minutes: number }>();
  const instructorTotals = new Map<number, number>();
  const vehicleTotals = new Map<number, number>();
  for (const group of groups) {
    const name = instructorName.get(group.instructorId);
    // A lesson of an instructor no longer listed (the inner join's rule before).
    if (name === undefined) continue;
    const instructor = byInstructor.get(group.instructorId) ?? {
      instructorId: group.instructorId,
      instructor: name,
      drivenMinutes: 0,
      driven: 0,
      noShows: 0,
      lateCancellations: 0,
    };
    instructor.driven += group.driven;
    instructor.noShows += group.noShows;
    instructor.lateCancellations += group.lateCancellations;
    instructorTotals.set(group.instructorId, (instructorTotals.get(group.instructorId) ?? 0) + group.drivenMinutes);
    byInstructor.set(group.instructorId, instructor);
    if (group.driven === 0) continue;
    const vehicle = group.vehicleId === null ? undefined : vehicleOf.get(group.vehicleId);
    if (vehicle) {
      const row = byVehicle.get(vehicle.id) ?? {
        vehicleId: vehicle.id,
        vehicle: vehicleLabel(vehicle) as string,
        drivenMinutes: 0,
        driven: 0,
      };
      row.driven += group.driven;
      vehicleTotals.set(vehicle.id, (vehicleTotals.get(vehicle.id) ?? 0) + group.drivenMinutes);
      byVehicle.set(vehicle.id, row);
    }
    const key = `${group.date} ${group.instructorId}`;
    const dayRow = byDay.get(key) ?? {
      date: group.date,
      instructorId: group.instructorId,
      instructor: name,
      drivenMinutes: 0,
      driven: 0,
      minutes: 0,
    };
    dayRow.driven += group.driven;
    dayRow.minutes += group.drivenMinutes;
    byDay.set(key, dayRow);
  }
  const byName = (a: { instructorId: number }, b: { instructorId: number }) =>
    (instructorRank.get(a.instructorId) ?? 0) - (instructorRank.get(b.instructorId) ?? 0);
  return {
    lessonsByInstructor: [...byInstructor.values()]
      .map((row) => ({ ...row, drivenMinutes: Math.round(instructorTotals.get(row.instructorId) ?? 0) }))
      .sort(byName),
    lessonsByVehicle: [...byVehicle.values()]
      .map((row) => ({ ...row, drivenMinutes: Math.round(vehicleTotals.get(row.vehicleId) ?? 0) }))
      .sort((a, b) => (vehicleRank.get(a.vehicleId) ?? 0) - (vehicleRank.get(b.vehicleId) ?? 0)),
    instructorDays: [...byDay.values()]
      .map(({ minutes, ...row }) => ({ ...row, drivenMinutes: Math.round(minutes) }))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : byName(a, b))),
  };
};

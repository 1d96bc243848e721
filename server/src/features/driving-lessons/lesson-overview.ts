import type { LicenceGroup } from '@autoskola/rules/licence-groups';
import { byName } from '@autoskola/rules/slovak-order';
import { and, between, eq, inArray, type SQL, sql, sum } from 'drizzle-orm';
import type { Schemas } from '../../api/context.ts';
import type { Db } from '../../db/database.ts';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { instantWithin, wholeMonthsOf } from '../../modules/overview-period.ts';
import { drivingLessons, lessonInstructors, lessonMonthTotals, vehicles } from './driving-lesson-tables.ts';
import { vehicleLabel } from './lesson-schedule.ts';
import { applicationsOfGroup } from './trainings.ts';

/** The statuses the overview counts (lessonMonthTotals keeps only these). */
const COUNTED = ['driven', 'noShow', 'lateCancelled'] as const;
type Counted = (typeof COUNTED)[number];

interface Tally {
  instructorId: number;
  vehicleId: number | null;
  status: string;
  lessons: number;
  seconds: number;
}

/** Sorts by the database's own order of names (its collation), then by the rows' first order. */
const rankOf = (ordered: readonly { id: number }[]) => new Map(ordered.map((row, index) => [row.id, index]));

/** The whole months' lessons from their totals: a decade is a few thousand rows, not 100,000 lessons. */
const monthTallies = (db: Db, months: { first: string; last: string }, group: LicenceGroup | null) =>
  db
    .select({
      instructorId: lessonMonthTotals.instructorId,
      vehicleId: lessonMonthTotals.vehicleId,
      status: lessonMonthTotals.status,
      lessons: sum(lessonMonthTotals.lessons).mapWith(Number),
      seconds: sum(lessonMonthTotals.seconds).mapWith(Number),
    })
    .from(lessonMonthTotals)
    .where(
      and(
        between(lessonMonthTotals.month, months.first, months.last),
        group ? eq(lessonMonthTotals.licenceGroup, group) : undefined,
      ),
    )
    .groupBy(lessonMonthTotals.instructorId, lessonMonthTotals.vehicleId, lessonMonthTotals.status);

/** The days outside whole months, lesson by lesson (at most two months' edges). */
const dayTallies = (db: Db, days: { from: string; to: string }, group: LicenceGroup | null) =>
  db
    .select({
      instructorId: drivingLessons.instructorId,
      vehicleId: drivingLessons.vehicleId,
      status: drivingLessons.status,
      lessons: sql<number>`count(*)`.mapWith(Number),
      // Intervals summed, seconds taken once per group: numeric arithmetic per lesson costs more.
      seconds:
        sql<number>`extract(epoch from sum(${drivingLessons.endsAt} - ${drivingLessons.startsAt}))::float8`.mapWith(
          Number,
        ),
    })
    .from(drivingLessons)
    .where(
      and(
        eq(drivingLessons.kind, 'lesson'),
        inArray(drivingLessons.status, [...COUNTED]),
        instantWithin(drivingLessons.startsAt, days),
        group ? inArray(drivingLessons.applicationId, applicationsOfGroup(db, group)) : undefined,
      ) as SQL,
    )
    .groupBy(drivingLessons.instructorId, drivingLessons.vehicleId, drivingLessons.status);

/**
 * Driving lessons' part of the owner's overview (DrivingLessonsOverview, issue 54): the period's
 * counted lessons by instructor (driven time, no-shows, late cancellations) and the driven ones by
 * vehicle. Whole months come from their totals (lessonMonthTotals, kept by the database's triggers,
 * decision 0043), the days around them from the lessons: a school's decade answers as fast as a
 * month. Each instructor's driven time by day, which payroll takes, is its own call (instructor-days.ts).
 */
export const lessonOverview: NonNullable<FeatureModule['overview']> = async (
  { database },
  period,
): Promise<Schemas['DrivingLessonsOverview']> => {
  const { db } = database;
  const { months, edges } = wholeMonthsOf(period);
  const [instructors, fleet, ...parts] = await Promise.all([
    db
      .select({ id: lessonInstructors.userId, name: lessonInstructors.name })
      .from(lessonInstructors)
      .then((rows) => rows.sort(byName)),
    db
      .select({ id: vehicles.id, name: vehicles.name, plate: vehicles.plate })
      .from(vehicles)
      .then((rows) => rows.sort(byName)),
    ...(months ? [monthTallies(db, months, period.group)] : []),
    ...edges.map((days) => dayTallies(db, days, period.group)),
  ]);
  const instructorRank = rankOf(instructors);
  const instructorName = new Map(instructors.map((row) => [row.id, row.name]));
  const vehicleRank = rankOf(fleet);
  const vehicleOf = new Map(fleet.map((row) => [row.id, row]));
  const byInstructor = new Map<number, Schemas['OverviewInstructorLessons'] & { seconds: number }>();
  const byVehicle = new Map<number, Schemas['OverviewVehicleLessons'] & { seconds: number }>();
  const countOf: Record<Counted, 'driven' | 'noShows' | 'lateCancellations'> = {
    driven: 'driven',
    noShow: 'noShows',
    lateCancelled: 'lateCancellations',
  };
  for (const tally of parts.flat() as Tally[]) {
    const name = instructorName.get(tally.instructorId);
    // Totals of an instructor no longer listed, or a month whose lessons all went again.
    if (name === undefined || tally.lessons === 0) continue;
    const instructor = byInstructor.get(tally.instructorId) ?? {
      instructorId: tally.instructorId,
      instructor: name,
      drivenMinutes: 0,
      driven: 0,
      noShows: 0,
      lateCancellations: 0,
      seconds: 0,
    };
    instructor[countOf[tally.status as Counted]] += tally.lessons;
    byInstructor.set(tally.instructorId, instructor);
    if (tally.status !== 'driven') continue;
    instructor.seconds += tally.seconds;
    const vehicle = tally.vehicleId === null ? undefined : vehicleOf.get(tally.vehicleId);
    if (!vehicle) continue;
    const row = byVehicle.get(vehicle.id) ?? {
      vehicleId: vehicle.id,
      vehicle: vehicleLabel(vehicle) as string,
      drivenMinutes: 0,
      driven: 0,
      seconds: 0,
    };
    row.driven += tally.lessons;
    row.seconds += tally.seconds;
    byVehicle.set(vehicle.id, row);
  }
  return {
    lessonsByInstructor: [...byInstructor.values()]
      .map(({ seconds, ...row }) => ({ ...row, drivenMinutes: Math.round(seconds / 60) }))
      .sort((a, b) => (instructorRank.get(a.instructorId) ?? 0) - (instructorRank.get(b.instructorId) ?? 0)),
    lessonsByVehicle: [...byVehicle.values()]
      .map(({ seconds, ...row }) => ({ ...row, drivenMinutes: Math.round(seconds / 60) }))
      .sort((a, b) => (vehicleRank.get(a.vehicleId) ?? 0) - (vehicleRank.get(b.vehicleId) ?? 0)),
  };
};

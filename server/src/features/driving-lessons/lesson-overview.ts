import { SCHOOL_TIME_ZONE } from '@autoskola/rules/calendar-dates';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Schemas } from '../../api/context.ts';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { instantWithin } from '../../modules/overview-period.ts';
import { drivingLessons, lessonInstructors, vehicles } from './driving-lesson-tables.ts';
import { vehicleLabel } from './lesson-schedule.ts';
import { applicationsOfGroup } from './trainings.ts';

const minutes =
  sql<number>`coalesce(sum(extract(epoch from ${drivingLessons.endsAt} - ${drivingLessons.startsAt}) / 60), 0)`.mapWith(
    Number,
  );
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const driven = eq(drivingLessons.status, 'driven');
// As text: both drivers answer YYYY-MM-DD, not a Date at the server's midnight. The zone is written
// into the statement, not a parameter: GROUP BY must see the same expression as the SELECT.
const day = sql<string>`((${drivingLessons.startsAt} at time zone ${sql.raw(`'${SCHOOL_TIME_ZONE}'`)})::date)::text`;

/**
 * Driving lessons' part of the owner's overview (DrivingLessonsOverview, issue 54): the period's
 * lessons (blocks are not lessons) by instructor with no-shows and late cancellations, the driven
 * ones by vehicle, and each instructor's driven time by day, which payroll takes as it is.
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
  const [byInstructor, byVehicle, days] = await Promise.all([
    db
      .select({
        instructorId: drivingLessons.instructorId,
        instructor: lessonInstructors.name,
        drivenMinutes:
          sql<number>`coalesce(sum(extract(epoch from ${drivingLessons.endsAt} - ${drivingLessons.startsAt}) / 60) filter (where ${driven}), 0)`.mapWith(
            Number,
          ),
        driven: countWhere(driven),
        noShows: countWhere(eq(drivingLessons.status, 'noShow')),
        lateCancellations: countWhere(eq(drivingLessons.status, 'lateCancelled')),
      })
      .from(drivingLessons)
      .innerJoin(lessonInstructors, eq(lessonInstructors.userId, drivingLessons.instructorId))
      .where(lessons)
      .groupBy(drivingLessons.instructorId, lessonInstructors.name)
      .orderBy(asc(lessonInstructors.name), asc(drivingLessons.instructorId)),
    db
      .select({
        vehicleId: vehicles.id,
        name: vehicles.name,
        plate: vehicles.plate,
        drivenMinutes: minutes,
        driven: count(),
      })
      .from(drivingLessons)
      .innerJoin(vehicles, eq(vehicles.id, drivingLessons.vehicleId))
      .where(and(lessons, driven))
      .groupBy(vehicles.id)
      .orderBy(asc(vehicles.name), asc(vehicles.id)),
    db
      .select({
        date: day,
        instructorId: drivingLessons.instructorId,
        instructor: lessonInstructors.name,
        drivenMinutes: minutes,
        driven: count(),
      })
      .from(drivingLessons)
      .innerJoin(lessonInstructors, eq(lessonInstructors.userId, drivingLessons.instructorId))
      .where(and(lessons, driven))
      .groupBy(day, drivingLessons.instructorId, lessonInstructors.name)
      .orderBy(day, asc(lessonInstructors.name), asc(drivingLessons.instructorId)),
  ]);
  return {
    lessonsByInstructor: byInstructor.map((row) => ({ ...row, drivenMinutes: Math.round(row.drivenMinutes) })),
    lessonsByVehicle: byVehicle.map(({ vehicleId, name, plate, drivenMinutes, driven }) => ({
      vehicleId,
      vehicle: vehicleLabel({ name, plate }) as string,
      drivenMinutes: Math.round(drivenMinutes),
      driven,
    })),
    instructorDays: days.map((row) => ({ ...row, drivenMinutes: Math.round(row.drivenMinutes) })),
  };
};

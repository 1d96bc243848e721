import { SCHOOL_TIME_ZONE } from '@autoskola/rules/calendar-dates';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { instantWithin, type OverviewQuery, overviewPeriodOf } from '../../modules/overview-period.ts';
import { drivingLessons, lessonInstructors } from './driving-lesson-tables.ts';
import { applicationsOfGroup } from './trainings.ts';

// The zone is written into the statement, not a parameter: GROUP BY must see the same expression as the SELECT.
const day = sql`(${drivingLessons.startsAt} at time zone ${sql.raw(`'${SCHOOL_TIME_ZONE}'`)})::date`;

/**
 * GET /admin/overview/instructor-days (issue 54): each instructor's driven lessons of the period by
 * Bratislava's day, by date then name, which payroll takes as it is. Apart from the overview, asked
 * when the screen opens its table or CSV: on a decade it is the overview's longest list.
 *
 * Grouped by day and instructor (a date and an integer, a hash aggregate) and named here, in the
 * database's order of names: grouping or sorting by the name's text costs several times as much.
 */
export function instructorDayHandlers({ database }: ApiContext) {
  return {
    async listOverviewInstructorDays(
      request: FastifyRequest<{ Querystring: OverviewQuery }>,
    ): Promise<{ instructorDays: Schemas['OverviewInstructorDay'][] }> {
      const period = overviewPeriodOf(request.query);
      const { db } = database;
      const [groups, instructors] = await Promise.all([
        db
          .select({
            // As text: both drivers answer YYYY-MM-DD, not a Date at the server's midnight.
            date: sql<string>`(${day})::text`,
            instructorId: drivingLessons.instructorId,
            // Intervals summed, seconds taken once per group (as lesson-overview.ts does).
            drivenMinutes:
              sql<number>`extract(epoch from sum(${drivingLessons.endsAt} - ${drivingLessons.startsAt}))::float8 / 60`.mapWith(
                Number,
              ),
            driven: sql<number>`count(*)`.mapWith(Number),
          })
          .from(drivingLessons)
          .where(
            and(
              eq(drivingLessons.kind, 'lesson'),
              eq(drivingLessons.status, 'driven'),
              instantWithin(drivingLessons.startsAt, period),
              period.group ? inArray(drivingLessons.applicationId, applicationsOfGroup(db, period.group)) : undefined,
            ),
          )
          .groupBy(day, drivingLessons.instructorId),
        db
          .select({ id: lessonInstructors.userId, name: lessonInstructors.name })
          .from(lessonInstructors)
          .orderBy(asc(lessonInstructors.name), asc(lessonInstructors.userId)),
      ]);
      const rank = new Map(instructors.map((row, index) => [row.id, index]));
      const name = new Map(instructors.map((row) => [row.id, row.name]));
      const instructorDays = groups.flatMap((group) => {
        const instructor = name.get(group.instructorId);
        // A lesson of an instructor no longer listed is not on payroll (as in the overview's totals).
        if (instructor === undefined) return [];
        return [
          {
            date: group.date,
            instructorId: group.instructorId,
            instructor,
            drivenMinutes: Math.round(group.drivenMinutes),
            driven: group.driven,
          },
        ];
      });
      instructorDays.sort((a, b) =>
        a.date < b.date ? -1 : a.date > b.date ? 1 : (rank.get(a.instructorId) ?? 0) - (rank.get(b.instructorId) ?? 0),
      );
      return { instructorDays };
    },
  };
}

import { OVERVIEW_LIST_PAGE_SIZE, type OverviewPeriod } from '@autoskola/rules/overview';
import { and, asc, between, count, eq, sql, sum } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { pageOf } from '../../api/pagination.ts';
import type { Db } from '../../db/database.ts';
import { type OverviewListQuery, overviewPeriodOf } from '../../modules/overview-period.ts';
import { lessonDayTotals, lessonInstructors } from './driving-lesson-tables.ts';

/**
 * GET /admin/overview/instructor-days (issue 54): each instructor's driven lessons of the period by
 * Bratislava's day, by date then name, which payroll takes as it is; a page of
 * OVERVIEW_LIST_PAGE_SIZE rows at a time. Apart from the overview, asked when the screen opens its
 * table or CSV.
 *
 * Read from the day totals the database keeps (lessonDayTotals, decision 0043), a row per day,
 * instructor and group: a page of a decade reads its rows through the day's index, not 90,000
 * lessons; the number of pages comes with it (a window count), in one statement.
 */
/** The period's instructor-days with a driven lesson. */
async function countDays(db: Db, period: OverviewPeriod): Promise<number> {
  const days = db
    .select({ day: lessonDayTotals.day })
    .from(lessonDayTotals)
    .innerJoin(lessonInstructors, eq(lessonInstructors.userId, lessonDayTotals.instructorId))
    .where(
      and(
        between(lessonDayTotals.day, period.from, period.to),
        period.group ? eq(lessonDayTotals.licenceGroup, period.group) : undefined,
      ),
    )
    .groupBy(lessonDayTotals.day, lessonDayTotals.instructorId)
    .having(sql`sum(${lessonDayTotals.lessons}) > 0`)
    .as('days');
  const [row] = await db.select({ count: count() }).from(days);
  return row?.count ?? 0;
}

export function instructorDayHandlers({ database }: ApiContext) {
  return {
    async listOverviewInstructorDays(
      request: FastifyRequest<{ Querystring: OverviewListQuery }>,
    ): Promise<{ instructorDays: Schemas['OverviewInstructorDay'][]; pagesCount: number }> {
      const period = overviewPeriodOf(request.query);
      const page = pageOf(request.query, OVERVIEW_LIST_PAGE_SIZE);
      const { db } = database;
      const rows = await db
        .select({
          // As text: both drivers answer YYYY-MM-DD, not a Date at the server's midnight.
          date: sql<string>`${lessonDayTotals.day}::text`,
          instructorId: lessonDayTotals.instructorId,
          instructor: lessonInstructors.name,
          seconds: sum(lessonDayTotals.seconds).mapWith(Number),
          driven: sum(lessonDayTotals.lessons).mapWith(Number),
          rows: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(lessonDayTotals)
        // A lesson of an instructor no longer listed is not on payroll (as in the overview's totals).
        .innerJoin(lessonInstructors, eq(lessonInstructors.userId, lessonDayTotals.instructorId))
        .where(
          and(
            between(lessonDayTotals.day, period.from, period.to),
            period.group ? eq(lessonDayTotals.licenceGroup, period.group) : undefined,
          ),
        )
        .groupBy(lessonDayTotals.day, lessonDayTotals.instructorId, lessonInstructors.name)
        // A day whose driven lessons all went again has a row of zeros: not a day driven.
        .having(sql`sum(${lessonDayTotals.lessons}) > 0`)
        .orderBy(asc(lessonDayTotals.day), asc(lessonInstructors.name), asc(lessonDayTotals.instructorId))
        .limit(page.limit)
        .offset(page.offset);
      // A page past the end has no row to carry the count: it is counted apart (and is empty, as the admin lists' are).
      const total = rows[0]?.rows ?? (page.offset > 0 ? await countDays(db, period) : 0);
      return {
        instructorDays: rows.map(({ seconds, rows: _, ...row }) => ({
          ...row,
          drivenMinutes: Math.round(seconds / 60),
        })),
        pagesCount: page.pagesCount(total),
      };
    },
  };
}

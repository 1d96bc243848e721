import { OVERVIEW_LIST_PAGE_SIZE, type OverviewPeriod } from '@autoskola/rules/overview';
import { and, asc, between, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { pageOf } from '../../api/pagination.ts';
import { type OverviewListQuery, overviewPeriodOf } from '../../modules/overview-period.ts';
import { ALL_GROUPS, lessonDayTotals, lessonInstructors } from './driving-lesson-tables.ts';

/** The period's lines: its days of one group (or of all, ALL_GROUPS) with a driven lesson. */
const linesOf = (period: OverviewPeriod) =>
  and(
    eq(lessonDayTotals.licenceGroup, period.group ?? ALL_GROUPS),
    between(lessonDayTotals.day, period.from, period.to),
    // A day whose driven lessons all went again keeps a row of zeros: not a day driven.
    gt(lessonDayTotals.lessons, 0),
  );

/**
 * GET /admin/overview/instructor-days (issue 54): each instructor's driven lessons of the period by
 * Bratislava's day, by date then name, which payroll takes as it is; a page of
 * OVERVIEW_LIST_PAGE_SIZE lines at a time. Apart from the overview, asked when the screen opens its
 * table or CSV.
 *
 * Read from the day totals the database keeps (lessonDayTotals, decision 0043), a row per line:
 * a page is a range of their (group, day) index, sorted by name within each day as it streams,
 * and the count of lines an index scan beside it; a decade's page costs about what a month's does.
 */
export function instructorDayHandlers({ database }: ApiContext) {
  return {
    async listOverviewInstructorDays(
      request: FastifyRequest<{ Querystring: OverviewListQuery }>,
    ): Promise<{ instructorDays: Schemas['OverviewInstructorDay'][]; pagesCount: number }> {
      const period = overviewPeriodOf(request.query);
      const page = pageOf(request.query, OVERVIEW_LIST_PAGE_SIZE);
      const { db } = database;
      const [rows, lines] = await Promise.all([
        db
          .select({
            // As text: both drivers answer YYYY-MM-DD, not a Date at the server's midnight.
            date: sql<string>`${lessonDayTotals.day}::text`,
            instructorId: lessonDayTotals.instructorId,
            instructor: lessonInstructors.name,
            seconds: lessonDayTotals.seconds,
            driven: lessonDayTotals.lessons,
          })
          .from(lessonDayTotals)
          .innerJoin(lessonInstructors, eq(lessonInstructors.userId, lessonDayTotals.instructorId))
          .where(linesOf(period))
          .orderBy(asc(lessonDayTotals.day), asc(lessonInstructors.name), asc(lessonDayTotals.instructorId))
          .limit(page.limit)
          .offset(page.offset),
        // No join: an instructor's removal takes their lessons, and so their totals, to zero.
        db.$count(lessonDayTotals, linesOf(period)),
      ]);
      return {
        instructorDays: rows.map(({ seconds, ...row }) => ({ ...row, drivenMinutes: Math.round(seconds / 60) })),
        pagesCount: page.pagesCount(lines),
      };
    },
  };
}

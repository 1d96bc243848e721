import { OVERVIEW_LIST_PAGE_SIZE, type OverviewPeriod } from '@autoskola/rules/overview';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { pageOf } from '../../api/pagination.ts';
import { type OverviewListQuery, overviewPeriodOf } from '../../modules/overview-period.ts';
import { ALL_GROUPS, lessonDayTotals, lessonInstructors } from './driving-lesson-tables.ts';

/** The lines of the period's days `from`–`to`: one group's (or all, ALL_GROUPS) days with a driven lesson. */
const linesOf = (group: OverviewPeriod['group'], from: string, to: string) =>
  and(eq(lessonDayTotals.licenceGroup, group ?? ALL_GROUPS), between(lessonDayTotals.day, from, to));

/**
 * GET /admin/overview/instructor-days (issue 54): each instructor's driven lessons of the period by
 * Bratislava's day, by date then name, which payroll takes as it is; a page of
 * OVERVIEW_LIST_PAGE_SIZE lines at a time. Apart from the overview, asked when the screen opens its
 * table or CSV.
 *
 * Read from the day totals the database keeps (lessonDayTotals, decision 0043), a row per line.
 * First the lines per day (an index-only scan: a decade is 1,500 days), summed in the database into
 * the number of pages and the day the page starts on; then the page from that day, sorted by name within each
 * day as the index streams: the last page of a decade costs about what the first does.
 */
export function instructorDayHandlers({ database }: ApiContext) {
  return {
    async listOverviewInstructorDays(
      request: FastifyRequest<{ Querystring: OverviewListQuery }>,
    ): Promise<{ instructorDays: Schemas['OverviewInstructorDay'][]; pagesCount: number }> {
      const period = overviewPeriodOf(request.query);
      const page = pageOf(request.query, OVERVIEW_LIST_PAGE_SIZE);
      const { db } = database;
      // The period's lines and where the page starts, counted in the database from the lines per
      // day (an index-only scan): one row back, not a decade's 1,500 days.
      const counted = await db.execute(sql`
        with per_day as (
          select ${lessonDayTotals.day} as day, count(*) as lines from ${lessonDayTotals}
          where ${linesOf(period.group, period.from, period.to)}
          group by ${lessonDayTotals.day}
        ),
        running as (select day, lines, sum(lines) over (order by day) - lines as before from per_day),
        page_start as (select day, before from running where before + lines > ${page.offset} order by day limit 1)
        select (select coalesce(sum(lines), 0) from per_day) as lines,
          (select day::text from page_start) as day, (select before from page_start) as skipped`);
      const [counts] = (counted as unknown as { rows: { lines: string; day: string | null; skipped: string | null }[] })
        .rows;
      const lines = Number(counts?.lines ?? 0);
      // The page's first day: the lines of the days before it are skipped without being read.
      const first = counts?.day ? { day: counts.day, skipped: Number(counts.skipped) } : null;
      const rows = first
        ? await db
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
            .where(linesOf(period.group, first.day, period.to))
            .orderBy(asc(lessonDayTotals.day), asc(lessonInstructors.name), asc(lessonDayTotals.instructorId))
            .limit(page.limit)
            .offset(page.offset - first.skipped)
        : [];
      return {
        instructorDays: rows.map(({ seconds, ...row }) => ({ ...row, drivenMinutes: Math.round(seconds / 60) })),
        pagesCount: page.pagesCount(lines),
      };
    },
  };
}

import { addDays, SCHOOL_TIME_ZONE } from '@autoskola/rules/calendar-dates';
import type { LicenceGroup } from '@autoskola/rules/licence-groups';
import { type OverviewPeriod, overviewPeriodErrors } from '@autoskola/rules/overview';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { assertNoFieldErrors } from '../api/errors.ts';
import type { PageQuery } from '../api/pagination.ts';

/** The query of GET /admin/overview and of the lists behind it (…/payments, …/instructor-days). */
export type OverviewQuery = { from: string; to: string; group?: LicenceGroup };
/** The query of the overview's lists: the period and a page (decision 0043's totals make any page cheap). */
export type OverviewListQuery = OverviewQuery & PageQuery;

/**
 * The period a query asks for, or 422 with the screen's Slovak messages (a reversed or too long
 * period): the overview and each list behind it check it alike.
 */
export function overviewPeriodOf({ from, to, group }: OverviewQuery): OverviewPeriod {
  assertNoFieldErrors(overviewPeriodErrors(from, to));
  return { from, to, group: group ?? null };
}

/**
 * An instant within the period's days, Bratislava's midnights at both ends (the last day included):
 * a range on the column itself, so its index serves every feature's overview.
 */
export const instantWithin = (column: AnyColumn | SQL, { from, to }: Pick<OverviewPeriod, 'from' | 'to'>): SQL =>
  sql`(${column} >= (${from}::date)::timestamp at time zone ${SCHOOL_TIME_ZONE} and ${column} < (${to}::date + 1)::timestamp at time zone ${SCHOOL_TIME_ZONE})`;

/** A calendar day (a date column) within the period, both ends included. */
export const dayWithin = (column: AnyColumn | SQL, { from, to }: Pick<OverviewPeriod, 'from' | 'to'>): SQL =>
  sql`(${column} between ${from}::date and ${to}::date)`;

/** The first day of the month after `date`'s (YYYY-MM-DD). */
const nextMonth = (date: string): string => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
};

/**
 * A period cut where totals kept by month (decision 0043) can stand for its rows: the whole
 * months it holds (their first days, `first` to `last`), and the days before and after them, which
 * are read row by row. A period within one month, or not holding a whole one, is all edges.
 */
export function wholeMonthsOf({ from, to }: Pick<OverviewPeriod, 'from' | 'to'>): {
  months: { first: string; last: string } | null;
  edges: { from: string; to: string }[];
} {
  const first = from.endsWith('-01') ? from : nextMonth(from);
  // The month after `to` starts the day after it when `to` is a month's last day.
  const end = nextMonth(to) === addDays(to, 1) ? addDays(to, 1) : `${to.slice(0, 7)}-01`;
  if (first >= end) return { months: null, edges: [{ from, to }] };
  const edges = [
    ...(from < first ? [{ from, to: addDays(first, -1) }] : []),
    ...(end <= to ? [{ from: end, to }] : []),
  ];
  return { months: { first, last: `${addDays(end, -1).slice(0, 7)}-01` }, edges };
}

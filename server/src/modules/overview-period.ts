import { SCHOOL_TIME_ZONE } from '@autoskola/rules/calendar-dates';
import type { OverviewPeriod } from '@autoskola/rules/overview';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * An instant within the period's days, Bratislava's midnights at both ends (the last day included):
 * a range on the column itself, so its index serves every feature's overview.
 */
export const instantWithin = (column: AnyColumn | SQL, { from, to }: Pick<OverviewPeriod, 'from' | 'to'>): SQL =>
  sql`(${column} >= (${from}::date)::timestamp at time zone ${SCHOOL_TIME_ZONE} and ${column} < (${to}::date + 1)::timestamp at time zone ${SCHOOL_TIME_ZONE})`;

/** A calendar day (a date column) within the period, both ends included. */
export const dayWithin = (column: AnyColumn | SQL, { from, to }: Pick<OverviewPeriod, 'from' | 'to'>): SQL =>
  sql`(${column} between ${from}::date and ${to}::date)`;

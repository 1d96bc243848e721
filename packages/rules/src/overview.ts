import { addDays, isSchoolCalendarDate } from './calendar-dates.ts';
import type { LicenceGroup } from './licence-groups.ts';

/**
 * The owner's overview (issue 54, /admin/prehlad): a period of calendar days, both included, and
 * optionally one licence group. The screen offers a month, a quarter, a year or any two days; the
 * server answers any period up to ten years (a school's decade, the benchmark's).
 */
export interface OverviewPeriod {
  from: string;
  to: string;
  group: LicenceGroup | null;
}

export const OVERVIEW_MAX_YEARS = 10;

/**
 * Rows a page of the overview's lists (payments, instructors' days): a year of payroll is
 * thousands of rows; the table shows a page at a time and the CSV asks for every page.
 */
export const OVERVIEW_LIST_PAGE_SIZE = 500;

export const overviewPeriodMessages = {
  invalidFrom: 'Začiatok obdobia nie je platný dátum.',
  invalidTo: 'Koniec obdobia nie je platný dátum.',
  reversed: 'Koniec obdobia nemôže byť pred jeho začiatkom.',
  tooLong: `Obdobie môže mať najviac ${OVERVIEW_MAX_YEARS} rokov.`,
} as const;

/** The period's problems by field (empty when it is fine), as the server and the screen check it. */
export function overviewPeriodErrors(from: string, to: string): Record<string, string> {
  if (!isSchoolCalendarDate(from)) return { from: overviewPeriodMessages.invalidFrom };
  if (!isSchoolCalendarDate(to)) return { to: overviewPeriodMessages.invalidTo };
  if (to < from) return { to: overviewPeriodMessages.reversed };
  const [year, ...rest] = from.split('-');
  if (to >= `${Number(year) + OVERVIEW_MAX_YEARS}-${rest.join('-')}`) return { to: overviewPeriodMessages.tooLong };
  return {};
}

export type OverviewPeriodKind = 'month' | 'quarter' | 'year';

/** The month, quarter or year that holds a day (YYYY-MM-DD): its first and last day. */
export function periodAround(kind: OverviewPeriodKind, day: string): { from: string; to: string } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const firstMonth = kind === 'month' ? month : kind === 'quarter' ? month - ((month - 1) % 3) : 1;
  const months = kind === 'month' ? 1 : kind === 'quarter' ? 3 : 12;
  const from = `${year}-${String(firstMonth).padStart(2, '0')}-01`;
  const next = new Date(Date.UTC(year, firstMonth - 1 + months, 1)).toISOString().slice(0, 10);
  return { from, to: addDays(next, -1) };
}

const hoursFormat = new Intl.NumberFormat('sk-SK', { maximumFractionDigits: 1 });

/** Driven time as the overview and its CSV write it: 135 → '2,3' (hours, one decimal, a comma). */
export const hoursOf = (minutes: number): string => hoursFormat.format(minutes / 60);

/** A share in whole percent, null when there is nothing to share: (31, 48) → 65. */
export const percentOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((100 * part) / whole);

/** A share as a whole percentage, '—' when there is nothing to share: (31, 48) → '65 %'. */
export const shareOf = (part: number, whole: number): string => {
  const percent = percentOf(part, whole);
  return percent === null ? '—' : `${percent} %`;
};

/** Of how many, as the overview's tables write it beside a share: (3, 4) → '3 z 4'. */
export const countOf = (part: number, whole: number): string => `${part} z ${whole}`;

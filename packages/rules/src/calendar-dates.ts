/**
 * Calendar dates (YYYY-MM-DD: no time of day, no time zone) and the school's day in Bratislava,
 * for every feature's rules: birthdays and due dates, lesson days and the booking window.
 */
export const SCHOOL_TIME_ZONE = 'Europe/Bratislava';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function parseCalendarDate(text: string): CalendarDate | null {
  const match = DATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** A date written exactly as YYYY-MM-DD that exists in the calendar. */
export const isCalendarDate = (text: string) => DATE_PATTERN.test(text) && parseCalendarDate(text) !== null;

/**
 * The days the school's own records may fall on (documents, payments, due dates, working hours):
 * the bounds the contract sets on every instant, 2000–2100 (issue 50). A year 9999 is a typo, not a plan.
 */
export const SCHOOL_CALENDAR = { first: '2000-01-01', last: '2100-12-31' } as const;
export const isSchoolCalendarDate = (text: string) =>
  isCalendarDate(text.trim()) && text.trim() >= SCHOOL_CALENDAR.first && text.trim() <= SCHOOL_CALENDAR.last;

export function toIsoDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

// Made once: a formatter per call costs more than the rest of a date rule.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of an instant in Bratislava. */
export const schoolDate = (instant: Date | string) => dayFormat.format(new Date(instant));

/** A stored date (YYYY-MM-DD) as the screens and e-mails write every date: '14. 9. 2026' (no leading zeros). */
export const formatIsoDate = (iso: string) =>
  iso
    .split('-')
    .reverse()
    .map((part) => String(Number(part)))
    .join('. ');

/** Today in Bratislava, where the school is: a birthday starts at its midnight. */
export function todayInBratislava(now: Date = new Date()): CalendarDate {
  return parseCalendarDate(schoolDate(now)) as CalendarDate;
}

/** The day `days` after a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Every day from `first` to `last` (YYYY-MM-DD), both included. */
export function datesBetween(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** 1 Monday … 7 Sunday. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}

import type { Schemas } from '@autoskola/api-client/types';
import { TZDateMini } from '@date-fns/tz';
import { addDays, isSchoolCalendarDate, SCHOOL_TIME_ZONE, schoolDate } from './calendar-dates.ts';
import { collectErrors, type FieldErrors, textError } from './field-rules.ts';
import { CONTRACT_LIMITS } from './generated/contract-limits.ts';

const limits = CONTRACT_LIMITS.AnnouncementInput;

/** 'Oznamy': the form's rules, checked alike by the form, the server and the mocks. */
export const ANNOUNCEMENT_RULES = {
  title: {
    required: 'Nadpis je povinný.',
    maxLength: limits.title.maxLength,
    tooLong: `Nadpis nemôže byť dlhší ako ${limits.title.maxLength} znakov.`,
  },
  text: {
    required: 'Text je povinný.',
    maxLength: limits.text.maxLength,
    tooLong: `Text nemôže byť dlhší ako ${limits.text.maxLength} znakov.`,
  },
  visibleUntil: { invalid: 'Zadajte platný dátum medzi rokmi 2000 a 2100.' },
} as const;

/** How many the landing page shows at most, newest first. */
export const ANNOUNCEMENTS_SHOWN = 3;

/** The 'zobraziť do' day as stored: trimmed, blank meaning no end. */
export const visibleUntilOf = (value: string | null | undefined): string | null => value?.trim() || null;

export const announcementErrors = (values: Schemas['AnnouncementInput']): FieldErrors => {
  const visibleUntil = visibleUntilOf(values.visibleUntil);
  return collectErrors({
    title: textError(ANNOUNCEMENT_RULES.title, values.title),
    text: textError(ANNOUNCEMENT_RULES.text, values.text),
    visibleUntil:
      visibleUntil === null || isSchoolCalendarDate(visibleUntil) ? null : ANNOUNCEMENT_RULES.visibleUntil.invalid,
  });
};

/** Published by `today` (YYYY-MM-DD in Bratislava) and not past its last day. */
export const isCurrentAnnouncement = (announcement: Schemas['Announcement'], today: string) =>
  announcement.publishedOn <= today && (announcement.visibleUntil === null || announcement.visibleUntil >= today);

/** Newest first: by published day, then the later one added. */
export const newestFirst = (a: Schemas['Announcement'], b: Schemas['Announcement']) =>
  b.publishedOn.localeCompare(a.publishedOn) || b.id - a.id;

/** What the landing page shows on `today`. */
export const currentAnnouncements = (all: readonly Schemas['Announcement'][], today: string) =>
  all
    .filter((announcement) => isCurrentAnnouncement(announcement, today))
    .sort(newestFirst)
    .slice(0, ANNOUNCEMENTS_SHOWN);

/** When the school's next day starts (epoch ms): a cached list of current ones is stale from then. */
export function nextSchoolMidnight(now: Date = new Date()): number {
  const [year, month, day] = addDays(schoolDate(now), 1).split('-').map(Number) as [number, number, number];
  // No time zone skips midnight in Bratislava (the clocks change at 2:00 and 3:00).
  return new TZDateMini(year, month - 1, day, 0, 0, SCHOOL_TIME_ZONE).getTime();
}

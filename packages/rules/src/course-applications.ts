import type { Schemas } from '@autoskola/api-client/types';
import { EMAIL_PATTERN, PHONE_PATTERN } from './contact-details.ts';
import { collectErrors, type FieldErrors, textError } from './field-rules.ts';
import { CONTRACT_LIMITS } from './generated/contract-limits.ts';

export type LicenceGroup = Schemas['LicenceGroup'];
export type CourseApplicationStatus = Schemas['CourseApplicationStatus'];

/** The groups in the order of Act 8/2009 § 75, as the offer form and the application list them. */
export const LICENCE_GROUPS: readonly LicenceGroup[] = [
  'AM',
  'A1',
  'A2',
  'A',
  'B1',
  'B',
  'BE',
  'C1',
  'C',
  'CE',
  'D1',
  'D',
  'DE',
  'T',
];

/**
 * The minimum age for a driving licence of each group: Act 8/2009 Coll. § 76 (1), the general
 * rule without the exceptions for professional drivers and the armed forces (decision 0028).
 */
export const MINIMUM_AGE: Readonly<Record<LicenceGroup, number>> = {
  AM: 15,
  A1: 16,
  A2: 18,
  A: 24,
  B1: 16,
  B: 17,
  BE: 18,
  C1: 18,
  C: 21,
  CE: 21,
  D1: 21,
  D: 24,
  DE: 24,
  T: 17,
};

/** A course may start this many months before the minimum age (decision 0028). */
export const EARLY_START_MONTHS = 6;
/** Below it an applicant is a minor: a parent must consent (Civil Code § 8). */
export const AGE_OF_MAJORITY = 18;

/** A calendar date as YYYY-MM-DD: no time of day, no time zone. */
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

/** Today in Bratislava, where the school is: a birthday starts at its midnight. */
export function todayInBratislava(now: Date = new Date()): CalendarDate {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Bratislava',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  return { year: year as number, month: month as number, day: day as number };
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole years from `birth` to `on`. */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const years = on.year - birth.year;
  return on.month < birth.month || (on.month === birth.month && on.day < birth.day) ? years - 1 : years;
}

/** `date` moved by whole months; a day past the month's end falls on its last day (31 Aug − 6 → 28/29 Feb). */
function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, lastDay) };
}

/** The first day on which someone born on `birth` may apply for a course of `group`. */
export function firstApplicationDate(birth: CalendarDate, group: LicenceGroup): CalendarDate {
  return addMonths({ ...birth, year: birth.year + MINIMUM_AGE[group] }, -EARLY_START_MONTHS);
}

export function formatCalendarDate(date: CalendarDate): string {
  return `${date.day}. ${date.month}. ${date.year}`;
}

export function toIsoDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

const limits = CONTRACT_LIMITS.CourseApplicationInput;

export const COURSE_APPLICATION_RULES = {
  offerId: { required: 'Vyberte kurz.', inactive: 'Tento kurz sa už neponúka. Vyberte iný.' },
  firstname: { required: 'Meno je povinné.', maxLength: limits.firstname.maxLength, tooLong: 'Meno je príliš dlhé.' },
  lastname: {
    required: 'Priezvisko je povinné.',
    maxLength: limits.lastname.maxLength,
    tooLong: 'Priezvisko je príliš dlhé.',
  },
  birthDate: {
    required: 'Dátum narodenia je povinný.',
    invalid: 'Zadajte platný dátum narodenia.',
    future: 'Dátum narodenia nemôže byť v budúcnosti.',
    tooOld: 'Zadajte platný dátum narodenia.',
  },
  email: {
    required: 'E-mail je povinný.',
    maxLength: limits.email.maxLength,
    tooLong: 'Neplatný e-mail.',
    pattern: EMAIL_PATTERN,
    invalid: 'Neplatný e-mail.',
  },
  phone: {
    required: 'Telefón je povinný.',
    maxLength: limits.phone.maxLength,
    tooLong: 'Neplatné telefónne číslo.',
    pattern: PHONE_PATTERN,
    invalid: 'Neplatné telefónne číslo.',
  },
  street: {
    required: 'Ulica a číslo sú povinné.',
    maxLength: limits.street.maxLength,
    tooLong: 'Ulica a číslo sú príliš dlhé.',
  },
  town: { required: 'Obec je povinná.', maxLength: limits.town.maxLength, tooLong: 'Názov obce je príliš dlhý.' },
  postalCode: {
    required: 'PSČ je povinné.',
    maxLength: limits.postalCode.maxLength,
    tooLong: 'PSČ má tvar 010 01.',
    pattern: /^\d{3} ?\d{2}$/,
    invalid: 'PSČ má tvar 010 01.',
  },
  note: { maxLength: limits.note.maxLength, tooLong: 'Poznámka môže mať najviac 1 000 znakov.' },
  termsAccepted: 'Bez súhlasu s obchodnými podmienkami prihlášku neprijmeme.',
  parentName: {
    required: 'Pri prihláške mladšieho ako 18 rokov je meno zákonného zástupcu povinné.',
    maxLength: limits.parentName.maxLength,
    tooLong: 'Meno zákonného zástupcu je príliš dlhé.',
  },
  parentEmail: {
    required: 'Pri prihláške mladšieho ako 18 rokov je e-mail zákonného zástupcu povinný.',
    maxLength: limits.parentEmail.maxLength,
    tooLong: 'Neplatný e-mail.',
    pattern: EMAIL_PATTERN,
    invalid: 'Neplatný e-mail.',
  },
  parentEmailSame: 'Zákonný zástupca potrebuje vlastný e-mail.',
} as const;

/** 'Na kurz skupiny B sa môžete prihlásiť najskôr 14. 9. 2026.' */
export function tooYoungMessage(group: LicenceGroup, first: CalendarDate): string {
  return `Na kurz skupiny ${group} sa môžete prihlásiť najskôr ${formatCalendarDate(first)}.`;
}

export interface CourseApplicationValues {
  firstname: string;
  lastname: string;
  birthDate: string;
  email: string;
  phone: string;
  street: string;
  town: string;
  postalCode: string;
  note?: string | null;
  termsAccepted: boolean;
  parentName?: string | null;
  parentEmail?: string | null;
}

/** Whether an applicant born on `birthDate` is a minor today; false while the date is not valid. */
export function isMinor(birthDate: string, today: CalendarDate = todayInBratislava()): boolean {
  const birth = parseCalendarDate(birthDate);
  return birth !== null && compare(birth, today) <= 0 && ageOn(birth, today) < AGE_OF_MAJORITY;
}

/**
 * Every rule in one pass, so the form shows all messages at once. `group` is the chosen course's
 * licence group (the age rule), null while no course is chosen.
 */
export function courseApplicationErrors(
  values: CourseApplicationValues,
  group: LicenceGroup | null,
  today: CalendarDate = todayInBratislava(),
): FieldErrors {
  const rules = COURSE_APPLICATION_RULES;
  const minor = isMinor(values.birthDate, today);
  const parentEmail = values.parentEmail?.trim().toLowerCase() ?? '';
  return collectErrors({
    firstname: textError(rules.firstname, values.firstname),
    lastname: textError(rules.lastname, values.lastname),
    birthDate: birthDateError(values.birthDate, group, today),
    email: textError(rules.email, values.email),
    phone: textError(rules.phone, values.phone),
    street: textError(rules.street, values.street),
    town: textError(rules.town, values.town),
    postalCode: textError(rules.postalCode, values.postalCode),
    note: textError(rules.note, values.note),
    termsAccepted: values.termsAccepted ? null : rules.termsAccepted,
    parentName: minor ? textError(rules.parentName, values.parentName) : null,
    parentEmail: minor
      ? (textError(rules.parentEmail, values.parentEmail) ??
        (parentEmail === values.email.trim().toLowerCase() ? rules.parentEmailSame : null))
      : null,
  });
}

function birthDateError(text: string, group: LicenceGroup | null, today: CalendarDate): string | null {
  const rules = COURSE_APPLICATION_RULES.birthDate;
  if (text.trim() === '') return rules.required;
  const birth = parseCalendarDate(text);
  if (!birth) return rules.invalid;
  if (compare(birth, today) > 0) return rules.future;
  if (ageOn(birth, today) > 120) return rules.tooOld;
  if (group) {
    const first = firstApplicationDate(birth, group);
    if (compare(first, today) > 0) return tooYoungMessage(group, first);
  }
  return null;
}

export const COURSE_APPLICATION_STATUS_LABELS: Readonly<Record<CourseApplicationStatus, string>> = {
  new: 'Nová',
  verified: 'Overená',
  enrolled: 'Zapísaný',
  training: 'Vo výcviku',
  exam: 'Prihlásený na skúšku',
  finished: 'Ukončený',
  cancelled: 'Zrušená',
};

/** The one way forward; 'cancelled' is possible from any state that has not ended. */
const NEXT_STATUS: Readonly<Partial<Record<CourseApplicationStatus, CourseApplicationStatus>>> = {
  new: 'verified',
  verified: 'enrolled',
  enrolled: 'training',
  training: 'exam',
  exam: 'finished',
};

export function nextStatus(status: CourseApplicationStatus): CourseApplicationStatus | null {
  return NEXT_STATUS[status] ?? null;
}

export function isAllowedStep(from: CourseApplicationStatus, to: CourseApplicationStatus): boolean {
  if (to === 'cancelled') return from !== 'finished' && from !== 'cancelled';
  return NEXT_STATUS[from] === to;
}

export function stepRefusal(from: CourseApplicationStatus, to: CourseApplicationStatus): string {
  const labels = COURSE_APPLICATION_STATUS_LABELS;
  return `Prihlášku v stave ${labels[from]} nemožno zmeniť na stav ${labels[to]}.`;
}

export const CANCEL_REASON_REQUIRED = 'Pri zrušení napíšte dôvod.';

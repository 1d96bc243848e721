import type { Schemas } from '@autoskola/api-client/types';
import {
  type CalendarDate,
  formatIsoDate,
  isSchoolCalendarDate,
  parseCalendarDate,
  schoolDate,
  todayInBratislava,
  toIsoDate,
} from './calendar-dates.ts';
import {
  EMAIL_PATTERN,
  FIRSTNAME_RULE,
  formatPostalCode,
  LASTNAME_RULE,
  NAME_CHARACTERS,
  PERSON_NAME_PATTERN,
  PHONE_PATTERN,
  POSTAL_CODE_RULE,
} from './contact-details.ts';
import { cut, type SubjectSectionRule } from './data-subjects.ts';
import { collectErrors, type FieldErrors, textError } from './field-rules.ts';
import { CONTRACT_LIMITS } from './generated/contract-limits.ts';
import type { LicenceGroup } from './licence-groups.ts';
import { AMOUNT_INVALID, amountError, formatCents, parseEuroAmount } from './money.ts';

// Re-exported for the mocks, which import them from here (calendar dates and licence groups have rules of their own).
export { type CalendarDate, parseCalendarDate, todayInBratislava, toIsoDate } from './calendar-dates.ts';
export { LICENCE_GROUPS, type LicenceGroup } from './licence-groups.ts';

export type CourseApplicationStatus = Schemas['CourseApplicationStatus'];

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

/**
 * A course's name with its licence group, unless the name names it already: 'Skupina B', not
 * 'Skupina B (skupina B)'; 'Kurz pre začiatočníkov (skupina B)'.
 */
export function courseTitle(name: string, group: string): string {
  const named = new RegExp(`(^|[^\\p{L}\\p{N}])(skupina|skupiny|sk\\.)\\s*${group}($|[^\\p{L}\\p{N}])`, 'iu');
  return named.test(name) ? name : `${name} (skupina ${group})`;
}

export function formatCalendarDate(date: CalendarDate): string {
  return `${date.day}. ${date.month}. ${date.year}`;
}

const limits = CONTRACT_LIMITS.CourseApplicationInput;

export const COURSE_APPLICATION_RULES = {
  offerId: { required: 'Vyberte kurz.', inactive: 'Tento kurz sa už neponúka. Vyberte iný.' },
  firstname: { ...FIRSTNAME_RULE, maxLength: limits.firstname.maxLength },
  lastname: { ...LASTNAME_RULE, maxLength: limits.lastname.maxLength },
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
  postalCode: { ...POSTAL_CODE_RULE, maxLength: limits.postalCode.maxLength },
  note: { maxLength: limits.note.maxLength, tooLong: 'Poznámka môže mať najviac 1 000 znakov.' },
  termsAccepted: 'Bez súhlasu s obchodnými podmienkami prihlášku neprijmeme.',
  parentName: {
    required: 'Pri prihláške mladšieho ako 18 rokov je meno zákonného zástupcu povinné.',
    maxLength: limits.parentName.maxLength,
    tooLong: 'Meno zákonného zástupcu je príliš dlhé.',
    pattern: PERSON_NAME_PATTERN,
    invalid: `Meno zákonného zástupcu ${NAME_CHARACTERS}`,
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
 * A minor when the application was sent: a parent's e-mail was given (the form asks for it only
 * then), or the birth date says so today. The parent's consent stays on the documents' checklist.
 */
export function wasMinor(application: { parentEmail: string | null; birthDate: string }): boolean {
  return application.parentEmail !== null || isMinor(application.birthDate);
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
  // Each agrees with 'prihláška' (or names a stage), never with the person: the student reads it too.
  enrolled: 'Zapísaná',
  training: 'Vo výcviku',
  exam: 'Prihlásená na skúšku',
  finished: 'Ukončená',
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

export type CourseApplicationDocumentKind = Schemas['CourseApplicationDocumentKind'];

/** The documents checklist, in its order; a minor's file has the parent's consent too. */
export const DOCUMENT_LABELS: Readonly<Record<CourseApplicationDocumentKind, string>> = {
  medicalCertificate: 'Lekársky posudok',
  firstAidCourse: 'Kurz prvej pomoci',
  parentConsent: 'Súhlas zákonného zástupcu',
};

export function documentsFor(minor: boolean): CourseApplicationDocumentKind[] {
  return minor ? ['medicalCertificate', 'firstAidCourse', 'parentConsent'] : ['medicalCertificate', 'firstAidCourse'];
}

export const PAYMENT_METHOD_LABELS: Readonly<Record<Schemas['PaymentMethod'], string>> = {
  transfer: 'Prevodom',
  cash: 'V hotovosti',
};

export const PAYMENT_RULES = {
  amount: AMOUNT_INVALID,
  date: 'Zadajte platný dátum.',
  schoolDate: 'Zadajte platný dátum medzi rokmi 2000 a 2100.',
  receivedInFuture: 'Dátum prijatia nemôže byť v budúcnosti.',
  validUntil: 'Zadajte, dokedy je posudok platný.',
  scheduleSum: (price: number) => `Súčet splátok musí byť ${formatCents(price)}.`,
  scheduleEmpty: 'Rozpis musí mať aspoň jednu platbu.',
  certificateExpired: 'Platnosť lekárskeho posudku už uplynula.',
  paymentDate: (since: string) =>
    `Dátum platby musí byť od ${formatIsoDate(since)} (podanie prihlášky) do dnešného dňa.`,
  overpaid: (remaining: number) =>
    `Platba prevyšuje zostávajúcu sumu na úhradu (${formatCents(Math.max(remaining, 0))}).`,
} as const;

/** What a payment is checked against besides itself: its application and today (YYYY-MM-DD). */
export interface PaymentLimits {
  today: string;
  /** The day the application was sent: no payment for it comes earlier. */
  since: string;
  /** The price less what was paid: a payment may not go beyond it (balance below 0). */
  remaining: number;
}

/** The limits of a new payment to an application sent at `submittedAt` with `balance` left (Bratislava days). */
export const paymentLimitsOf = (submittedAt: Date | string, balance: number, now = new Date()): PaymentLimits => ({
  today: schoolDate(now),
  since: schoolDate(submittedAt),
  remaining: balance,
});

/**
 * A payment received: cents (or the euro text of a form, '267,50') above 0 and no larger than what
 * remains, dated between the application and today.
 */
export function paymentErrors(values: { amount: number | string; date: string }, limits?: PaymentLimits): FieldErrors {
  const amount = typeof values.amount === 'number' ? values.amount : parseEuroAmount(values.amount);
  const date = parseCalendarDate(values.date) ? values.date.trim() : null;
  return collectErrors({
    amount: amountError(values.amount)
      ? PAYMENT_RULES.amount
      : limits && amount !== null && amount > limits.remaining
        ? PAYMENT_RULES.overpaid(limits.remaining)
        : null,
    date: !date
      ? PAYMENT_RULES.date
      : limits && (date < limits.since || date > limits.today)
        ? PAYMENT_RULES.paymentDate(limits.since)
        : null,
  });
}

/** Each row's amount (cents, or a form's euro text) and date, then the sum against the price in cents (on `total`). */
export function scheduleErrors(
  instalments: { amount: number | string; dueDate: string }[],
  price: number,
): FieldErrors {
  if (instalments.length === 0) return { total: PAYMENT_RULES.scheduleEmpty };
  const errors: FieldErrors = {};
  const cents = (amount: number | string) => (typeof amount === 'number' ? amount : parseEuroAmount(amount));
  instalments.forEach((instalment, index) => {
    if (amountError(instalment.amount)) errors[`instalments.${index}.amount`] = PAYMENT_RULES.amount;
    if (!isSchoolCalendarDate(instalment.dueDate)) errors[`instalments.${index}.dueDate`] = PAYMENT_RULES.schoolDate;
  });
  const sum = instalments.reduce((total, instalment) => total + (cents(instalment.amount) ?? 0), 0);
  if (Object.keys(errors).length === 0 && sum !== price) errors.total = PAYMENT_RULES.scheduleSum(price);
  return errors;
}

/** A document ticked with the day it came; a medical certificate also valid until a day not yet past. */
export function documentErrors(
  kind: CourseApplicationDocumentKind,
  values: { done: boolean; date?: string | null; validUntil?: string | null },
  today: string = toIsoDate(todayInBratislava()),
): FieldErrors {
  if (!values.done) return {};
  const validUntil = values.validUntil?.trim() ?? '';
  const received = values.date?.trim() ?? '';
  return collectErrors({
    date: !isSchoolCalendarDate(received)
      ? PAYMENT_RULES.schoolDate
      : received > today
        ? PAYMENT_RULES.receivedInFuture
        : null,
    validUntil:
      kind !== 'medicalCertificate'
        ? null
        : !isSchoolCalendarDate(validUntil)
          ? PAYMENT_RULES.validUntil
          : validUntil < today
            ? PAYMENT_RULES.certificateExpired
            : null,
  });
}

/** A person's applications as the data-subject screen lists them. */
export const courseApplicationSubjectSection: SubjectSectionRule<Schemas['CourseApplicationDetail']> = {
  key: 'courseApplications',
  erasedKey: 'deletedCourseApplications',
  counted: ['prihláška na kurz', 'prihlášky na kurz', 'prihlášok na kurz'],
  erasedAlso: 'tejto osoby s ich históriou, dokladmi a platbami',
  line: (application) => ({
    date: application.submittedAt,
    text: cut(
      `č. ${application.number}, ${application.course.name}: ${application.firstname} ${application.lastname} (${COURSE_APPLICATION_STATUS_LABELS[application.status]})`,
      80,
    ),
  }),
};

/** The application as stored: texts trimmed, the optional ones null when blank, a parent only for a minor. */
export function normalizedApplication(input: Schemas['CourseApplicationInput'], minor: boolean) {
  const orNull = (value: string | null | undefined) => value?.trim() || null;
  return {
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    birthDate: input.birthDate.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
    street: input.street.trim(),
    town: input.town.trim(),
    postalCode: formatPostalCode(input.postalCode),
    heldGroups: input.heldGroups,
    note: orNull(input.note),
    parentName: minor ? orNull(input.parentName) : null,
    parentEmail: minor ? orNull(input.parentEmail) : null,
  };
}

/** The course applications' part of the data-protection notice (@autoskola/rules/privacy-notices). */
export const courseApplicationPrivacyNotice = {
  processed: [
    'Pri prihláške na kurz spracúvame meno, priezvisko, dátum narodenia, e-mail, telefón, adresu trvalého pobytu, skupiny vodičského oprávnenia, ktoré už máte, poznámku a pri neplnoletom uchádzačovi meno a e-mail zákonného zástupcu. Rodné číslo online nežiadame.',
    'O dokladoch (lekársky posudok, kurz prvej pomoci, súhlas zákonného zástupcu) evidujeme iba dátum prijatia a platnosť posudku; sken ani obsah lekárskeho posudku nenahrávame ani neukladáme. Evidujeme aj rozpis a prijaté platby za kurz.',
  ],
  purposes: [
    'Vybavenie prihlášky, zápis do kurzu a jeho priebeh vrátane platieb – na základe zmluvy, ktorú uzatvárate prihláškou (čl. 6 ods. 1 písm. b) GDPR); evidencia žiakov autoškoly – na základe zákona (čl. 6 ods. 1 písm. c) GDPR).',
  ],
  retention: [
    'Nepotvrdenú prihlášku vymažeme po 7 dňoch, zrušenú 6 mesiacov po zrušení a ukončený kurz uchovávame 5 rokov od jeho ukončenia; potom údaje automaticky vymažeme.',
  ],
};

/** The application's answers and its first history note (the server's, the mocks' alike). */
export const APPLICATION_LINK_INVALID = 'Odkaz z e-mailu je neplatný alebo vypršal.';
export const ALREADY_CONFIRMED = 'Prihláška je už potvrdená.';
export const ALREADY_CONSENTED = 'Súhlas už bol udelený.';
export const AWAITING_PARENT = 'Ešte čakáme na súhlas zákonného zástupcu.';
export const ACCOUNT_EXISTS = 'Účet s týmto e-mailom už existuje. Prihláste sa.';
export const CONSENT_ONLY_FOR_MINORS = 'Súhlas zákonného zástupcu sa eviduje iba pri neplnoletých.';
export const SENT_FROM_WEB = 'Prihláška odoslaná cez web.';
export const applicationSent = (email: string) =>
  `Prihláška bola odoslaná. Na e-mail ${email} sme poslali odkaz na jej potvrdenie.`;
/** A used confirmation link's answer: a minor's application waits for the parent still. */
export const applicationConfirmed = (number: number | string, awaitingParent: boolean) =>
  `Prihláška č. ${number} je potvrdená. ${awaitingParent ? AWAITING_PARENT : 'Ozveme sa Vám.'}`;
/** What a used link's page says: a confirmed minor's application still waits for the parent. */
export const usedLinkMessage = (purpose: 'confirm' | 'consent', awaitingParent: boolean) =>
  purpose === 'consent'
    ? ALREADY_CONSENTED
    : awaitingParent
      ? `${ALREADY_CONFIRMED} ${AWAITING_PARENT}`
      : ALREADY_CONFIRMED;
export const consentRecorded = (course: string, firstname: string, lastname: string) =>
  `Ďakujeme, súhlas so zápisom do kurzu ${course} je zaznamenaný. Žiak: ${firstname} ${lastname}.`;

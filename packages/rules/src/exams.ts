import type { Schemas } from '@autoskola/api-client/types';
import { addDays, formatIsoDate, isCalendarDate, SCHOOL_TIME_ZONE, schoolDate } from './calendar-dates.ts';
import { cut, type SubjectSectionRule } from './data-subjects.ts';
import { collectErrors, type FieldErrors, textError } from './field-rules.ts';
import { CONTRACT_LIMITS } from './generated/contract-limits.ts';
import type { LicenceGroup } from './licence-groups.ts';

/*
 * 'Skúšky' (issue 54): the police's exam dates, the students the school registers on them and the
 * result of each part. The input rules, the registration's decision and every message, shared by
 * the server, the mocks and the screens.
 */

export type ExamPart = Schemas['ExamPart'];
export type ExamResult = Schemas['ExamResult'];
export type ExamPartResult = Schemas['ExamPartResult'];
export type ExamDateInput = Schemas['ExamDateInput'];

/** The parts in the order every list shows them. */
export const EXAM_PARTS: readonly ExamPart[] = ['test', 'maintenance', 'driving'];

export const EXAM_PART_LABELS: Readonly<Record<ExamPart, string>> = {
  test: 'Test z predpisov',
  maintenance: 'Technická obsluha a údržba',
  driving: 'Vedenie vozidla',
};

/** The legal grades: fixed words, not declined by the person. */
export const EXAM_RESULT_LABELS: Readonly<Record<ExamResult, string>> = {
  passed: 'Prospel',
  failed: 'Neprospel',
  absent: 'Neprišiel',
};
export const EXAM_RESULTS: readonly ExamResult[] = ['passed', 'failed', 'absent'];
/** What a part without a recorded result says (the student's panel). */
export const RESULT_PENDING = 'čaká na výsledok';

/**
 * The groups whose exam also examines the vehicle's maintenance: Act 8/2009 § 79 ods. 2 ('náuka o
 * vozidlách a ich údržbe' for C1, C1E, C, CE, D1, D1E, D, DE and T; our groups hold these of them).
 */
export const MAINTENANCE_GROUPS: readonly LicenceGroup[] = ['C1', 'C', 'CE', 'D1', 'D', 'DE', 'T'];

/** The parts a group's exam has, in display order: every group the test and the drive. */
export function examPartsFor(group: LicenceGroup): ExamPart[] {
  return EXAM_PARTS.filter((part) => part !== 'maintenance' || MAINTENANCE_GROUPS.includes(group));
}

/** Parts in display order. */
export const inPartOrder = (parts: readonly ExamPart[]): ExamPart[] =>
  EXAM_PARTS.filter((part) => parts.includes(part));

/**
 * The fewest days between a failed (or missed) sitting and the re-sit of that part: the school's
 * default, NOT a confirmed legal minimum (decision 0040, docs/decisions/0040-exam-resits.md: the
 * Act 8/2009 and decree 9/2009 texts found name none). Change it here; server and mocks follow.
 */
export const RESIT_MIN_DAYS = 5;

// Messages (the design of issue 54; the server and the mocks answer with these).
export const EXAM_DATE_IN_PAST = 'Termín skúšky musí byť v budúcnosti.';
export const EXAM_DATE_STARTED_ONLY_NOTE = 'Pri termíne, ktorý sa už začal, možno zmeniť len poznámku.';
export const NO_PLACE_LEFT = 'Na tento termín už nie je voľné miesto.';
export const EXAM_DATE_HAS_REGISTRATIONS = 'Termín má prihlásených žiakov; najprv ich odhláste.';
export const RESULT_BEFORE_START = 'Výsledok možno zapísať až po začiatku skúšky.';
export const PART_NOT_REGISTERED = 'Táto časť nie je súčasťou prihlásenia na skúšku.';
/** A finished application's results stay: a correction would leave it 'Ukončená' with a failed part. */
export const RESULT_OF_FINISHED = 'Prihláška je už ukončená; jej výsledky už nemožno zmeniť.';
export const NOT_A_CANDIDATE = 'Na skúšku možno prihlásiť len prihlášku vo výcviku alebo prihlásenú na skúšku.';
export const EXAM_DATE_STARTED = 'Na termín, ktorý sa už začal, nemožno prihlásiť.';
export const ALREADY_ON_THIS_DATE = 'Prihláška už je na tomto termíne.';
export const NOTHING_DUE = 'Všetky časti skúšky sú už vykonané.';
export const OVERRIDE_REASON_REQUIRED =
  'Prihláška nespĺňa podmienky na skúšku. Uveďte dôvod prihlásenia bez splnených podmienok.';
export const UNREGISTER_AFTER_START = 'Zo skúšky, ktorá sa už začala, nemožno odhlásiť.';
export const UNREGISTER_WITH_RESULT = 'Prihlásenie s výsledkom nemožno zrušiť.';
/** The history line of the application that passed every part. */
export const EXAM_PASSED_NOTE = 'Skúška úspešne vykonaná.';

/** 'Opravnú skúšku možno vykonať najskôr 2. 12. 2026.' (`earliest`: YYYY-MM-DD). */
export const resitTooEarly = (earliest: string) => `Opravnú skúšku možno vykonať najskôr ${formatIsoDate(earliest)}.`;
export const placesBelowRegistered = (registered: number) =>
  `Počet miest nemôže byť menší ako počet prihlásených (${registered}).`;
export const groupNotOnDate = (group: LicenceGroup) => `Skupina ${group} nie je medzi skupinami tohto termínu.`;
export const groupsLeaveRegistered = (groups: readonly LicenceGroup[]) =>
  `Skupiny termínu musia obsahovať skupiny prihlásených žiakov (${groups.join(', ')}).`;
/** Registered on another date that still waits for results. */
export const onAnotherDate = (startsAt: string) =>
  `Prihláška už je na termíne ${formatExamDay(startsAt)}, ktorý ešte nemá všetky výsledky.`;
/** The longest line of an application's history (its note column). */
const HISTORY_NOTE_LENGTH = 500;
/**
 * The application's history line when it is registered, with the reason when it was not ready
 * (issue 54: kept in the history, which the student reads too; the form tells the instructor so),
 * cut to fit the history; the registration keeps the whole reason.
 */
export function registeredNote(startsAt: string, overrideReason: string | null): string {
  const line = `Prihlásenie na skúšku ${formatExamDay(startsAt)}.`;
  return overrideReason ? cut(`${line} Bez splnených podmienok: ${overrideReason}`, HISTORY_NOTE_LENGTH - 1) : line;
}
/** The application's history line when it is taken off a date (gender-neutral). */
export const unregisteredNote = (startsAt: string) => `Odhlásenie zo skúšky ${formatExamDay(startsAt)}.`;
/** The student's e-mail on registration: the day and the time, as the cancellation's subject. */
export const examMailSubject = (startsAt: string) => `Termín skúšky: ${formatExamTime(startsAt)}`;
/**
 * The student's e-mail when the date's start or place moved (`startsAt`: the new start): with the
 * time, so that a move within the day does not read as the subject the student already has.
 */
export const examMovedSubject = (startsAt: string) => `Zmenený termín skúšky: ${formatExamTime(startsAt)}`;

const limits = CONTRACT_LIMITS.ExamDateInput;

/** The form's rules, checked alike by the form, the server and the mocks. */
export const EXAM_DATE_RULES = {
  startsAt: { required: 'Zadajte dátum a čas skúšky.', invalid: 'Zadajte platný dátum a čas.' },
  place: {
    required: 'Miesto je povinné.',
    maxLength: limits.place.maxLength,
    tooLong: `Miesto nemôže byť dlhšie ako ${limits.place.maxLength} znakov.`,
  },
  licenceGroups: { required: 'Vyberte aspoň jednu skupinu.' },
  places: {
    minimum: limits.places.minimum,
    maximum: limits.places.maximum,
    message: `Počet miest musí byť celé číslo od ${limits.places.minimum} do ${limits.places.maximum}.`,
  },
  note: {
    maxLength: limits.note.maxLength,
    tooLong: `Poznámka nemôže byť dlhšia ako ${limits.note.maxLength} znakov.`,
  },
  overrideReason: {
    required: OVERRIDE_REASON_REQUIRED,
    maxLength: CONTRACT_LIMITS.ExamRegistrationInput.overrideReason.maxLength,
    tooLong: `Dôvod nemôže byť dlhší ako ${CONTRACT_LIMITS.ExamRegistrationInput.overrideReason.maxLength} znakov.`,
  },
} as const;

/** The note as stored: trimmed, blank meaning none. */
export const examNoteOf = (value: string | null | undefined): string | null => value?.trim() || null;
/** The reason as stored: trimmed, blank meaning none. */
export const overrideReasonOf = (value: string | null | undefined): string | null => value?.trim() || null;

const instantOf = (text: string | null | undefined): number | null => {
  if (!text?.trim()) return null;
  const at = Date.parse(text);
  return Number.isFinite(at) ? at : null;
};

/** The errors of a new exam date (or a change of one not yet started) at `now`; `{}` when none. */
export function examDateErrors(input: ExamDateInput, now: Date): FieldErrors {
  const at = instantOf(input.startsAt);
  const places = input.places as number | null | undefined;
  return collectErrors({
    startsAt: !input.startsAt?.trim()
      ? EXAM_DATE_RULES.startsAt.required
      : at === null
        ? EXAM_DATE_RULES.startsAt.invalid
        : at <= now.getTime()
          ? EXAM_DATE_IN_PAST
          : null,
    place: textError(EXAM_DATE_RULES.place, input.place),
    licenceGroups: (input.licenceGroups ?? []).length === 0 ? EXAM_DATE_RULES.licenceGroups.required : null,
    places:
      typeof places !== 'number' ||
      !Number.isInteger(places) ||
      places < EXAM_DATE_RULES.places.minimum ||
      places > EXAM_DATE_RULES.places.maximum
        ? EXAM_DATE_RULES.places.message
        : null,
    note: textError(EXAM_DATE_RULES.note, input.note),
  });
}

/** What a change of a stored date must respect besides its fields' rules. */
export interface StoredExamDate {
  startsAt: string;
  place: string;
  licenceGroups: readonly LicenceGroup[];
  places: number;
  /** The registered applications' groups, one per registration. */
  registeredGroups: readonly LicenceGroup[];
}

/**
 * The errors of a change of a stored date: once it has started only the note may change; before,
 * the rules of a new date, no fewer places than registered and every registered group kept.
 */
export function examDateChangeErrors(input: ExamDateInput, stored: StoredExamDate, now: Date): FieldErrors {
  if (Date.parse(stored.startsAt) <= now.getTime()) {
    const same = (a: readonly string[], b: readonly string[]) => [...a].sort().join() === [...b].sort().join();
    const changed =
      instantOf(input.startsAt) !== Date.parse(stored.startsAt) ||
      input.place.trim() !== stored.place ||
      !same(input.licenceGroups, stored.licenceGroups) ||
      input.places !== stored.places;
    return collectErrors({
      startsAt: changed ? EXAM_DATE_STARTED_ONLY_NOTE : null,
      note: textError(EXAM_DATE_RULES.note, input.note),
    });
  }
  const errors = examDateErrors(input, now);
  const registered = stored.registeredGroups.length;
  if (!errors.places && input.places < registered) errors.places = placesBelowRegistered(registered);
  const missing = [...new Set(stored.registeredGroups)].filter((group) => !input.licenceGroups.includes(group));
  if (!errors.licenceGroups && missing.length > 0) errors.licenceGroups = groupsLeaveRegistered(missing);
  return errors;
}

/** One registration of an application: its date's start and its parts with their results. */
export interface ExamSitting {
  examDateId: number;
  startsAt: string;
  parts: readonly ExamPartResult[];
}

/** The group's parts not passed in any sitting, in display order. */
export function partsDue(group: LicenceGroup, sittings: readonly ExamSitting[]): ExamPart[] {
  const passed = new Set(
    sittings.flatMap((sitting) => sitting.parts.filter((item) => item.result === 'passed').map((item) => item.part)),
  );
  return examPartsFor(group).filter((part) => !passed.has(part));
}

/** Every part of the group passed: the exam is done. */
export const passedAll = (group: LicenceGroup, sittings: readonly ExamSitting[]) =>
  partsDue(group, sittings).length === 0;

/**
 * The first day (YYYY-MM-DD, Bratislava) a re-sit may take place: the last sitting where a part
 * still due was failed or missed, plus RESIT_MIN_DAYS; null when no part due was failed.
 */
export function earliestResit(group: LicenceGroup, sittings: readonly ExamSitting[]): string | null {
  const due = partsDue(group, sittings);
  const failedDays = sittings
    .filter((sitting) =>
      sitting.parts.some((item) => due.includes(item.part) && (item.result === 'failed' || item.result === 'absent')),
    )
    .map((sitting) => schoolDate(sitting.startsAt))
    .sort();
  const last = failedDays.at(-1);
  return last === undefined ? null : addDays(last, RESIT_MIN_DAYS);
}

/** A sitting some of whose parts still wait for their result. */
export const isOpenSitting = (sitting: ExamSitting) => sitting.parts.some((item) => item.result === null);

/*
 * Pass rates (decision 0041): an attempt is one registration with every part's result; the first
 * attempt is the application's first registration by its exam's start; passed: every registered
 * part passed ('Neprišiel' is not passed).
 */

/** An attempt as the pass rates count it. */
export interface ExamAttempt {
  first: boolean;
  passed: boolean;
}

/** First attempts and all attempts, each with how many passed: the overview's row, the landing's share. */
export interface ExamAttemptTally {
  firstAttempts: number;
  firstPassed: number;
  attempts: number;
  passed: number;
}

export function tallyAttempts(attempts: readonly ExamAttempt[]): ExamAttemptTally {
  return {
    firstAttempts: attempts.filter((attempt) => attempt.first).length,
    firstPassed: attempts.filter((attempt) => attempt.first && attempt.passed).length,
    attempts: attempts.length,
    passed: attempts.filter((attempt) => attempt.passed).length,
  };
}

/** A sitting's outcome once every part has its result; null while one waits. */
export const sittingPassed = (parts: readonly ExamPartResult[]): boolean | null =>
  parts.some((item) => item.result === null) ? null : parts.every((item) => item.result === 'passed');

/** The landing page's window: the last 12 months of exam days, today included. */
export const PASS_RATE_MONTHS = 12;

/** The window's days (Bratislava) for today: 2026-11-27 → 2025-11-28 … 2026-11-27. */
export function passRateWindow(today: string): { from: string; to: string } {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // A 29 February a year later falls back to the 28th, so the window never reaches past a year.
  const yearBefore = new Date(Date.UTC(year, month - 1 - PASS_RATE_MONTHS, Math.min(day, 28)));
  const sameDay = `${yearBefore.toISOString().slice(0, 8)}${String(day).padStart(2, '0')}`;
  const start = isCalendarDate(sameDay) ? sameDay : yearBefore.toISOString().slice(0, 10);
  return { from: addDays(start, 1), to: today };
}

/** The facts a registration is decided on, gathered by the caller (the server in its transaction, the mocks from their state). */
export interface ExamRegistrationFacts {
  /** `status`: the application's (any of its statuses; only training and exam may register). */
  application: { status: string; group: LicenceGroup; ready: boolean };
  examDate: {
    id: number;
    startsAt: string;
    licenceGroups: readonly LicenceGroup[];
    places: number;
    registered: number;
  };
  /** The application's registrations, on every date. */
  sittings: readonly ExamSitting[];
  overrideReason: string | null | undefined;
  now: Date;
}

export interface ExamRegistrationRefusal {
  status: 409 | 422;
  message: string;
  /** Field errors (the form shows them by its field). */
  errors?: FieldErrors;
}

/** The validation answer's message (as the server's MESSAGES.validationFailed). */
const FORM_HAS_ERRORS = 'Formulár obsahuje chyby.';

/**
 * The first rule a registration breaks, in this order: the application's status, its group, the
 * date started, already on it, on another open date, nothing left to pass, a re-sit too early, not
 * ready without a reason, no place left; null when none. The parts registered are `partsDue`.
 */
export function examRegistrationRefusal(facts: ExamRegistrationFacts): ExamRegistrationRefusal | null {
  const { application, examDate, sittings, now } = facts;
  if (application.status !== 'training' && application.status !== 'exam') {
    return { status: 422, message: NOT_A_CANDIDATE };
  }
  if (!examDate.licenceGroups.includes(application.group)) {
    return { status: 422, message: groupNotOnDate(application.group) };
  }
  if (Date.parse(examDate.startsAt) <= now.getTime()) return { status: 422, message: EXAM_DATE_STARTED };
  if (sittings.some((sitting) => sitting.examDateId === examDate.id)) {
    return { status: 409, message: ALREADY_ON_THIS_DATE };
  }
  const open = sittings.find(isOpenSitting);
  if (open) return { status: 409, message: onAnotherDate(open.startsAt) };
  if (partsDue(application.group, sittings).length === 0) return { status: 422, message: NOTHING_DUE };
  const earliest = earliestResit(application.group, sittings);
  if (earliest !== null && schoolDate(examDate.startsAt) < earliest) {
    return { status: 422, message: resitTooEarly(earliest) };
  }
  if (!application.ready) {
    const reasonError = textError(EXAM_DATE_RULES.overrideReason, facts.overrideReason);
    if (reasonError) return { status: 422, message: FORM_HAS_ERRORS, errors: { overrideReason: reasonError } };
  }
  if (examDate.registered >= examDate.places) return { status: 409, message: NO_PLACE_LEFT };
  return null;
}

/** Why a registration cannot be taken off its date (null: it can). */
export function unregisterRefusal(
  startsAt: string,
  parts: readonly ExamPartResult[],
  now: Date,
): ExamRegistrationRefusal | null {
  if (Date.parse(startsAt) <= now.getTime()) return { status: 422, message: UNREGISTER_AFTER_START };
  if (parts.some((item) => item.result !== null)) return { status: 409, message: UNREGISTER_WITH_RESULT };
  return null;
}

/** Why a result cannot be recorded (null: it can). */
export function resultRefusal(
  startsAt: string,
  registeredParts: readonly ExamPart[],
  part: ExamPart,
  now: Date,
  applicationStatus: string,
): ExamRegistrationRefusal | null {
  if (applicationStatus === 'finished') return { status: 409, message: RESULT_OF_FINISHED };
  if (Date.parse(startsAt) > now.getTime()) return { status: 422, message: RESULT_BEFORE_START };
  if (!registeredParts.includes(part)) return { status: 422, message: PART_NOT_REGISTERED };
  return null;
}

/** Places not yet taken. */
export const placesLeft = (places: number, registered: number) => Math.max(0, places - registered);

const timeFormat = new Intl.DateTimeFormat('sk-SK', {
  timeZone: SCHOOL_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '10. 12. 2026' of an exam's start in Bratislava. */
export const formatExamDay = (startsAt: string) => formatIsoDate(schoolDate(startsAt));
/** '10. 12. 2026 8:30', as the lists and e-mails write an exam's start. */
export const formatExamTime = (startsAt: string) =>
  `${formatExamDay(startsAt)} ${timeFormat.format(new Date(startsAt))}`;
/** 'Voľné miesta: 4 z 6' */
export const placesLeftText = (left: number, places: number) => `Voľné miesta: ${left} z ${places}`;
/** 'Test z predpisov: Prospel, Vedenie vozidla: čaká na výsledok' */
export const partsText = (parts: readonly ExamPartResult[]) =>
  parts
    .map((item) => `${EXAM_PART_LABELS[item.part]}: ${item.result ? EXAM_RESULT_LABELS[item.result] : RESULT_PENDING}`)
    .join(', ');

/** How the data-subject tools show a person's exam registrations. */
export const examSubjectSection: SubjectSectionRule<Schemas['ExamRecord']> = {
  key: 'exams',
  erasedKey: 'deletedExamRegistrations',
  counted: ['prihlásenie na skúšku', 'prihlásenia na skúšku', 'prihlásení na skúšku'],
  erasedAlso: 's ich výsledkami',
  line: (exam) => ({
    date: exam.startsAt,
    text: cut(`${formatExamTime(exam.startsAt)}, ${exam.place}: ${partsText(exam.parts)}`, 80),
  }),
};

/** What the GDPR page says of exams (the privacy-notices registry). */
export const examPrivacyNotice = {
  processed: [
    'Pri skúškach evidujeme termín a miesto skúšky, na ktoré Vás autoškola prihlásila, časti skúšky a ich výsledky (prospel, neprospel, neprišiel) a pri prihlásení bez splnených podmienok aj jeho dôvod.',
  ],
  purposes: [
    'Prihlásenie na skúšku z odbornej spôsobilosti a sledovanie jej výsledkov – na základe zmluvy o kurze (čl. 6 ods. 1 písm. b) GDPR) a povinností autoškoly podľa zákona o cestnej premávke (čl. 6 ods. 1 písm. c) GDPR).',
  ],
  retention: ['Prihlásenia na skúšku a ich výsledky uchovávame s prihláškou na kurz a vymažeme ich spolu s ňou.'],
};

import type { Schemas } from '@autoskola/api-client/types';
import { TZDateMini } from '@date-fns/tz';
import {
  addDays,
  formatIsoDate,
  isSchoolCalendarDate,
  SCHOOL_CALENDAR,
  SCHOOL_TIME_ZONE,
  schoolDate,
  weekdayOf,
} from './calendar-dates.ts';
import type { LicenceGroup } from './licence-groups.ts';

export { addDays, datesBetween, isCalendarDate, SCHOOL_TIME_ZONE, schoolDate, weekdayOf } from './calendar-dates.ts';

import { cut, type SubjectSectionRule } from './data-subjects.ts';
import { collectErrors, type FieldErrors, oneLineError } from './field-rules.ts';
import { CONTRACT_LIMITS } from './generated/contract-limits.ts';
import { formatCents } from './money.ts';
import { slovakCount } from './slovak-count.ts';
import { DECREE_SYLLABUS, drivenText, type SyllabusNumbers } from './syllabus.ts';

export type LessonStatus = Schemas['LessonStatus'];
export type DriveKind = Schemas['DriveKind'];
export type BookingSettings = Schemas['BookingSettings'];
export type WorkingPeriod = Schemas['WorkingPeriod'];
export type HoursExceptionKind = Schemas['HoursExceptionKind'];

/** One 'vyučovacia hodina' of practical training. */
export const LESSON_UNIT_MINUTES = 45;
const UNIT_MS = LESSON_UNIT_MINUTES * 60_000;
/** The longest lesson a student books, in units: the contract's limit. */
export const MAX_UNITS = CONTRACT_LIMITS.LessonBookingInput.units.maximum;

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  windowDays: 14,
  noticeHours: 12,
  maxUpcoming: 3,
  cancelHours: 24,
  requirePaidUpToDate: false,
};

/** The statuses that hold their time: the database refuses another lesson over them. */
export const HOLDING_STATUSES: readonly LessonStatus[] = ['booked', 'driven', 'noShow'];

export const LESSON_STATUS_LABELS: Readonly<Record<LessonStatus, string>> = {
  booked: 'Rezervovaná',
  driven: 'Odjazdená',
  noShow: 'Zmeškaná',
  cancelled: 'Zrušená',
  lateCancelled: 'Zrušená neskoro',
};

export const DRIVE_KIND_LABELS: Readonly<Record<DriveKind, string>> = {
  ground: 'cvičisko',
  simulator: 'trenažér',
  road: 'cestná premávka',
};
export const DRIVE_KINDS: readonly DriveKind[] = ['simulator', 'ground', 'road'];

export const HOURS_EXCEPTION_LABELS: Readonly<Record<HoursExceptionKind, string>> = {
  holiday: 'Dovolenka',
  sick: 'PN',
  exam: 'Skúšky',
  extra: 'Jazdy navyše',
};

export const WEEKDAY_LABELS = ['Pondelok', 'Utorok', 'Streda', 'Štvrtok', 'Piatok', 'Sobota', 'Nedeľa'] as const;

export const GEARBOX_LABELS: Readonly<Record<Schemas['Gearbox'], string>> = {
  manual: 'Manuálna',
  automatic: 'Automatická',
};

/**
 * The minimum units of practical driving per kind and in total: the syllabus of every group, built
 * in from decree 45/2016 Z. z. (decisions 0029 and 0036); a school's own numbers replace it per group.
 */
export const SYLLABUS_MINIMUM: Readonly<
  Record<LicenceGroup, { total: number; kinds: Readonly<Record<DriveKind, number>> }>
> = Object.fromEntries(
  Object.entries(DECREE_SYLLABUS).map(([group, numbers]) => [group, minimumOf(numbers)]),
) as Record<LicenceGroup, { total: number; kinds: Readonly<Record<DriveKind, number>> }>;

function minimumOf(numbers: SyllabusNumbers) {
  return { total: numbers.total, kinds: { simulator: numbers.simulator, ground: numbers.ground, road: numbers.road } };
}

export const LESSON_TAKEN = 'Tento termín už nie je voľný.';
export const NOT_IN_TRAINING = 'Jazdy si môžete rezervovať, keď je Váš kurz vo výcviku.';
export const OVERDUE_INSTALMENT = 'Pred ďalšou jazdou treba uhradiť splátku kurzu, ktorá je po splatnosti.';
export const OUTSIDE_HOURS = 'V tomto čase inštruktor nejazdí.';
export const LESSON_IN_PAST = 'Tento termín už uplynul.';
export const UNITS_RANGE = `Jazda môže mať 1 až ${MAX_UNITS} vyučovacie hodiny.`;
export const NOT_STARTED = 'Jazdu, ktorá sa ešte nezačala, nemožno označiť ako odjazdenú.';
export const DRIVE_KIND_REQUIRED = 'Vyberte druh jazdy.';
export const LESSON_CLOSED = 'Túto jazdu už nemožno zmeniť.';
export const BLOCK_ORDER = 'Koniec musí byť po začiatku.';
export const NOBODY_DRIVES = 'V niektorý z vybratých dní nejazdí žiadny inštruktor. Vyberte dni z ponuky.';
export const NOT_AN_INSTRUCTOR = 'Inštruktor ešte nemá nastavený pracovný čas.';
export const STUDENT_NOT_IN_TRAINING = 'Žiak nie je vo výcviku alebo nemá účet.';
export const UNKNOWN_VEHICLE = 'Vyberte vozidlo zo zoznamu.';

/** What holds a taken time: the student's own lesson, the instructor's, or the vehicle's with another instructor. */
export type TakenBy = 'student' | 'instructor' | 'vehicle';

/**
 * 'Tento termín už nie je voľný.' and why, as the one who books reads it: the student themself
 * (`student`) or an instructor booking for a student (`instructor`). Without a known reason (a
 * booking of another instance that went in at the same moment), only the first sentence. The
 * server and the mocks say the same.
 */
export function slotTaken(by: TakenBy | null, vehicle: string | null, reader: 'student' | 'instructor'): string {
  const reasons: Record<TakenBy, string> = {
    student: reader === 'student' ? 'V tom čase už máte inú jazdu.' : 'Žiak má v tom čase už inú jazdu.',
    instructor:
      reader === 'student'
        ? 'Inštruktor má v tom čase inú jazdu.'
        : 'Inštruktor má v tom čase inú jazdu alebo blokovaný čas.',
    vehicle: `Vozidlo${vehicle ? ` ${vehicle}` : ''} má v tom čase jazdu s iným inštruktorom.`,
  };
  return by ? `${LESSON_TAKEN} ${reasons[by]}` : LESSON_TAKEN;
}
/** Past a student's limit of bookings and cancellations (RATE_LIMIT_LESSON_CHANGES, 10 an hour by default). */
export const TOO_MANY_LESSON_CHANGES =
  'Príliš veľa zmien rezervácií. Skúste to znova neskôr alebo zavolajte do autoškoly.';

/** 1 jazdu, 2–4 jazdy, 5 jázd (Slovak plural after a number, accusative). */
export const lessonsCount = (count: number) => slovakCount(count, ['jazdu', 'jazdy', 'jázd']);
/** 1 hodinu, 2–4 hodiny, 5 hodín (accusative: 'najneskôr 24 hodín pred začiatkom'). */
export const hoursCount = (count: number) => slovakCount(count, ['hodinu', 'hodiny', 'hodín']);
/** A lesson's length, said one way on screens and in e-mails: '1 hodina (45 min)', '2 hodiny (90 min)'. */
export const lessonLength = (units: number) =>
  `${slovakCount(units, ['hodina', 'hodiny', 'hodín'])} (${units * LESSON_UNIT_MINUTES} min)`;
const daysCount = (count: number) => slovakCount(count, ['deň', 'dni', 'dní']);

export const beyondWindow = (settings: BookingSettings) =>
  `Jazdu si môžete rezervovať najviac ${daysCount(settings.windowDays)} vopred.`;
export const underNotice = (settings: BookingSettings) =>
  `Jazdu si treba rezervovať aspoň ${hoursCount(settings.noticeHours)} vopred.`;
export const overCap = (settings: BookingSettings) =>
  `Naraz môžete mať rezervované najviac ${lessonsCount(settings.maxUpcoming)}.`;
export const cancelTooLate = (settings: BookingSettings, phone: string) =>
  `Jazdu možno zrušiť cez web najneskôr ${hoursCount(settings.cancelHours)} pred začiatkom. Zavolajte nám: ${phone}.`;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of 'HH:MM', or null. */
export function minutesOf(time: string): number | null {
  const match = TIME_PATTERN.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * The instant of a wall-clock time in Bratislava (DST decided by the date). A time the change to
 * summer time skips (02:00–02:59 on the last Sunday of March) is the moment of the change, 03:00:
 * a weekly period ending at 02:30 ends there, and one starting at 02:30 starts there, so the
 * day's periods neither overlap nor lose more than the skipped hour.
 */
export function schoolInstant(date: string, time: string): Date {
  const key = `${date} ${time}`;
  let at = instants.get(key);
  if (at === undefined) {
    if (instants.size >= 10_000) instants.clear();
    at = instantOf(date, time);
    instants.set(key, at);
  }
  return new Date(at);
}

// Each date and time is worked out once: TZDate's search for the zone's offset took a read of a
// day's free slots about a tenth of a millisecond (issue 52), and the same few days and times
// (the window's midnights, the hours' starts and ends) are asked for again and again.
const instants = new Map<string, number>();

function instantOf(date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const minutes = minutesOf(time) ?? 0;
  const instant = new TZDateMini(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, SCHOOL_TIME_ZONE);
  // The zone moved a skipped time on by the gap: back to where the clock jumped, minute by minute.
  const clock = (at: number) => minutesOf(timeFormat.format(new Date(at))) ?? 0;
  let at = instant.getTime();
  if (Number.isFinite(at) && clock(at) !== minutes) {
    for (let step = 0; step < 180 && clock(at - 60_000) === clock(at) - 1; step++) at -= 60_000;
  }
  return at;
}

const timeFormat = new Intl.DateTimeFormat('sk-SK', {
  timeZone: SCHOOL_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const longDayFormat = new Intl.DateTimeFormat('sk-SK', {
  timeZone: SCHOOL_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'numeric',
});

/** HH:MM of an instant in Bratislava. */
export const schoolTime = (instant: Date | string) => timeFormat.format(new Date(instant));
/** 'piatok 27. 11.' */
export const schoolDayLabel = (date: string) => longDayFormat.format(schoolInstant(date, '12:00'));
/** '27. 11. 2026 8:00 – 9:30', as the e-mails and lists write a lesson. */
export function formatLessonTime(start: Date | string, end: Date | string): string {
  const [year, month, day] = schoolDate(start).split('-');
  return `${Number(day)}. ${Number(month)}. ${year} ${schoolTime(start)} – ${schoolTime(end)}`;
}

export const mondayOf = (date: string) => addDays(date, 1 - weekdayOf(date));

/** A time the instructor works: one block of units from `start` (units start there, every 45 minutes). */
export interface Shift {
  start: number;
  end: number;
  vehicleId: number | null;
}

export interface HoursExceptionLike {
  date: string;
  kind: HoursExceptionKind;
  from: string | null;
  to: string | null;
  vehicleId: number | null;
}

/**
 * The shifts of one day: the weekly periods of its weekday, less the hours an exception takes off
 * (the whole day when it gives no hours), plus extra shifts. A period cut by time off keeps its
 * unit grid: units still start 45-minute steps from the period's start.
 */
export function shiftsOn(
  date: string,
  template: readonly WorkingPeriod[],
  exceptions: readonly HoursExceptionLike[],
): Shift[] {
  const ofDay = exceptions.filter((exception) => exception.date === date);
  if (ofDay.some((exception) => exception.kind !== 'extra' && (exception.from === null || exception.to === null))) {
    return ofDay.filter((exception) => exception.kind === 'extra').flatMap((extra) => periodShift(date, extra));
  }
  const weekday = weekdayOf(date);
  const offs = ofDay
    .filter((exception) => exception.kind !== 'extra')
    .map((off) => ({
      start: schoolInstant(date, off.from ?? '00:00').getTime(),
      end: schoolInstant(date, off.to ?? '00:00').getTime(),
    }));
  const shifts = template.filter((period) => period.weekday === weekday).flatMap((period) => periodShift(date, period));
  const extras = ofDay.filter((exception) => exception.kind === 'extra').flatMap((extra) => periodShift(date, extra));
  return [...cutOffs(shifts, offs), ...extras].sort((a, b) => a.start - b.start);
}

function periodShift(
  date: string,
  period: { from: string | null; to: string | null; vehicleId: number | null },
): Shift[] {
  if (!period.from || !period.to) return [];
  const start = schoolInstant(date, period.from).getTime();
  const end = schoolInstant(date, period.to).getTime();
  return end > start ? [{ start, end, vehicleId: period.vehicleId }] : [];
}

/** Time off removes the units it touches; the rest of a shift keeps its grid. */
function cutOffs(shifts: Shift[], offs: { start: number; end: number }[]): Shift[] {
  if (offs.length === 0) return shifts;
  return shifts
    .flatMap((shift) =>
      unitStarts(shift)
        .filter((start) => !offs.some((off) => covers(off, start)))
        .map((start) => ({ start, end: start + UNIT_MS, vehicleId: shift.vehicleId })),
    )
    .reduce<Shift[]>((merged, unit) => {
      const last = merged.at(-1);
      if (last && last.end === unit.start && last.vehicleId === unit.vehicleId) last.end = unit.end;
      else merged.push({ ...unit });
      return merged;
    }, []);
}

const unitStarts = (shift: Shift) => {
  const starts: number[] = [];
  for (let start = shift.start; start + UNIT_MS <= shift.end; start += UNIT_MS) starts.push(start);
  return starts;
};

export interface BusyTime {
  start: number;
  end: number;
}

export interface FreeUnit {
  start: number;
  /** Consecutive free units from here within the shift, at most MAX_UNITS. */
  units: number;
  vehicleId: number | null;
}

/**
 * The free units of the shifts: not overlapping a busy time, starting in [earliest, latest).
 * `busy` holds the instructor's lessons and blocks, and those of each shift's vehicle.
 */
export function freeUnits(
  shifts: readonly Shift[],
  busy: (vehicleId: number | null) => readonly BusyTime[],
  earliest: number,
  latest: number,
): FreeUnit[] {
  const found: FreeUnit[] = [];
  for (const shift of shifts) {
    const taken = busy(shift.vehicleId);
    for (const { start, units } of freeRuns(shift, (start) => !taken.some((time) => covers(time, start)))) {
      if (start >= earliest && start < latest) found.push({ start, units, vehicleId: shift.vehicleId });
    }
  }
  return found;
}

/** Whether a busy time takes the unit that starts at `start`. */
const covers = (time: BusyTime, start: number) => time.start < start + UNIT_MS && time.end > start;

/** Each free start of a shift, with how many free units follow from it within the shift (at most MAX_UNITS). */
function freeRuns(shift: Shift, isFree: (start: number) => boolean): { start: number; units: number }[] {
  const starts = unitStarts(shift);
  const free = starts.map(isFree);
  const runs: { start: number; units: number }[] = [];
  starts.forEach((start, index) => {
    if (!free[index]) return;
    let units = 1;
    while (units < MAX_UNITS && free[index + units]) units += 1;
    runs.push({ start, units });
  });
  return runs;
}

/**
 * The free units of the shifts once `time` holds them too, from the units freeUnits found in
 * them before (with no bounds): what freeUnits would give with `time` among the busy times of the
 * shifts it `concerns` (all of an instructor's shifts for their own lesson, only those in its car
 * for another instructor's lesson), without the other busy times. A unit whose run did not
 * change is the same object as before.
 */
export function freeUnitsHolding(
  before: readonly FreeUnit[],
  shifts: readonly Shift[],
  time: BusyTime,
  concerns: (shift: Shift) => boolean,
): FreeUnit[] {
  const free = new Map(before.map((unit) => [`${unit.vehicleId}:${unit.start}`, unit]));
  const found: FreeUnit[] = [];
  for (const shift of shifts) {
    const held = concerns(shift);
    const keyOf = (start: number) => `${shift.vehicleId}:${start}`;
    for (const { start, units } of freeRuns(
      shift,
      (start) => free.has(keyOf(start)) && !(held && covers(time, start)),
    )) {
      const unit = free.get(keyOf(start)) as FreeUnit;
      found.push(unit.units === units ? unit : { start, units, vehicleId: shift.vehicleId });
    }
  }
  return found;
}

/** One instructor as the slot list sees them: their shifts of a day and what holds their (and a vehicle's) time. */
export interface SlotSource {
  id: number;
  shifts: (date: string) => Shift[];
  busy: (vehicleId: number | null) => readonly BusyTime[];
}

/** The free units of every instructor from `earliest` to `latest`, by Bratislava day: the public slot list. */
export function slotDays(
  instructors: readonly SlotSource[],
  vehicleOf: (vehicleId: number | null) => { label: string; gearbox: Schemas['Gearbox'] } | null,
  earliest: number,
  latest: number,
): { date: string; slots: Schemas['LessonSlot'][] }[] {
  const days: { date: string; slots: Schemas['LessonSlot'][] }[] = [];
  const lastDay = schoolDate(new Date(latest - 1));
  for (let date = schoolDate(new Date(earliest)); date <= lastDay; date = addDays(date, 1)) {
    const slots = instructors
      .flatMap((instructor) =>
        freeUnits(instructor.shifts(date), instructor.busy, earliest, latest).map((unit) => ({
          start: new Date(unit.start).toISOString(),
          units: unit.units,
          instructorId: instructor.id,
          vehicle: vehicleOf(unit.vehicleId)?.label ?? null,
          // Students choose manual or automatic by it.
          gearbox: vehicleOf(unit.vehicleId)?.gearbox ?? null,
        })),
      )
      .sort((a, b) => a.start.localeCompare(b.start) || a.instructorId - b.instructorId);
    if (slots.length > 0) days.push({ date, slots });
  }
  return days;
}

/** A day of the student's day list: its free units, in all and by the car's gearbox. */
export function slotDaySummary(
  date: string,
  slots: readonly Pick<Schemas['LessonSlot'], 'gearbox'>[],
): Schemas['LessonSlotDays']['days'][number] {
  const byGearbox = { manual: 0, automatic: 0 };
  for (const slot of slots) if (slot.gearbox) byGearbox[slot.gearbox] += 1;
  return { date, free: slots.length, byGearbox };
}

/** The shift that holds [start, start + units) on its grid, or null. */
export function shiftHolding(shifts: readonly Shift[], start: number, units: number): Shift | null {
  const end = start + units * UNIT_MS;
  return (
    shifts.find((shift) => start >= shift.start && end <= shift.end && (start - shift.start) % UNIT_MS === 0) ?? null
  );
}

export const lessonEnd = (start: number, units: number) => start + units * UNIT_MS;

/** The shift an instructor's booking drives in: the one holding [start, end), on its grid or not. */
export const shiftAround = (shifts: readonly Shift[], start: number, units: number): Shift | null =>
  shifts.find((shift) => start >= shift.start && lessonEnd(start, units) <= shift.end) ?? null;

/** The time input's step (step=300): a start typed to the second is a client's or a script's mistake. */
export const LESSON_START_STEP_MINUTES = 5;
export const LESSON_START_STEP = 'Začiatok jazdy zadajte na celých 5 minút, bez sekúnd (napríklad 08:05).';
export const LESSON_OUT_OF_RANGE = 'Jazda musí začať aj skončiť v rokoch 2000 až 2100.';

/**
 * What is wrong with the time of a lesson an instructor books, whatever they confirm (null: a
 * time to check further): a start on a whole 5-minute step, and the whole lesson, end included,
 * inside the contract's days (2000–2100, Bratislava). The server and the mocks refuse it with 422.
 */
export function lessonTimeError(start: number, units: number): string | null {
  if (!Number.isFinite(start)) return LESSON_OUT_OF_RANGE;
  if (start % (LESSON_START_STEP_MINUTES * 60_000) !== 0) return LESSON_START_STEP;
  const first = schoolInstant(SCHOOL_CALENDAR.first, '00:00').getTime();
  const after = schoolInstant(addDays(SCHOOL_CALENDAR.last, 1), '00:00').getTime();
  return start < first || lessonEnd(start, units) > after ? LESSON_OUT_OF_RANGE : null;
}

/** A lesson an instructor books for a student, as the warning of an unusual time reads it. */
export interface UnusualLessonFacts {
  start: number;
  units: number;
  now: number;
  /** The instructor's shifts of the lesson's day (Bratislava). */
  shifts: readonly Shift[];
  /** The lesson's vehicle (from the shift holding it). */
  vehicleId: number | null;
  /** The school has a vehicle in service: hours are meant to come with one. */
  schoolHasVehicles: boolean;
  /** Null: the one booking is the instructor ('Vášho'); else the instructor's name, in the nominative. */
  otherInstructor: string | null;
}

/**
 * What is unusual about a lesson an instructor books for a student, one sentence each (in the
 * past; outside the instructor's hours of that day; inside them but without a vehicle while the
 * school has some), or null. Students' own bookings are refused instead (bookingRefusal,
 * OUTSIDE_HOURS); the instructor may book anyway after reading it.
 */
export function unusualLessonWarning(facts: UnusualLessonFacts): string | null {
  const { start, units, now, shifts, otherInstructor } = facts;
  const sentences: string[] = [];
  if (start <= now)
    sentences.push(
      `Jazda je v minulosti (${formatIsoDate(schoolDate(new Date(start)))} ${schoolTime(new Date(start))}).`,
    );
  const end = lessonEnd(start, units);
  // Adjacent shifts (another car after noon) hold a lesson across them too.
  let covered = start;
  for (const shift of [...shifts].sort((a, b) => a.start - b.start)) {
    if (shift.start <= covered && shift.end > covered) covered = shift.end;
  }
  if (covered < end) {
    const weekday = WEEKDAY_LABELS[weekdayOf(schoolDate(new Date(start))) - 1]?.toLowerCase() ?? '';
    const hours = shifts.map((shift) => `${schoolTime(new Date(shift.start))}–${schoolTime(new Date(shift.end))}`);
    const day = hours.length > 0 ? `${weekday} ${hours.join(', ')}` : null;
    sentences.push(
      otherInstructor === null
        ? `Jazda je mimo Vášho pracovného času (${day ?? 'v tento deň nemáte žiadny'}).`
        : `Jazda je mimo pracovného času inštruktora (${otherInstructor}: ${day ?? 'v tento deň žiadny'}).`,
    );
  } else if (facts.vehicleId === null && facts.schoolHasVehicles) {
    sentences.push(
      otherInstructor === null
        ? 'Na tento čas nemáte priradené vozidlo.'
        : 'Inštruktor nemá na tento čas priradené vozidlo.',
    );
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}

/** What the school's rules say of a student's booking at `start` (null: allowed). */
export function bookingRefusal(
  start: number,
  now: number,
  settings: BookingSettings,
  upcomingCount: number,
): string | null {
  return timeRefusal(start, now, settings) ?? (upcomingCount >= settings.maxUpcoming ? overCap(settings) : null);
}

/** What the school's rules say of the time alone (past, notice, window; null: allowed). */
export function timeRefusal(start: number, now: number, settings: BookingSettings): string | null {
  if (start <= now) return LESSON_IN_PAST;
  if (start < now + settings.noticeHours * 3_600_000) return underNotice(settings);
  if (start >= bookingWindowEnd(now, settings)) return beyondWindow(settings);
  return null;
}

// The window's end for the school day last asked about: every booking asks, and the time-zone
// arithmetic costs more than the rest of the rules together.
let lastWindow: { windowDays: number; dayStart: number; dayEnd: number; end: number } | null = null;

/** The window ends at the end of the day `windowDays` after today (Bratislava). */
export function bookingWindowEnd(now: number, settings: BookingSettings): number {
  const known = lastWindow;
  if (known && known.windowDays === settings.windowDays && now >= known.dayStart && now < known.dayEnd) {
    return known.end;
  }
  const today = schoolDate(new Date(now));
  const end = schoolInstant(addDays(today, settings.windowDays + 1), '00:00').getTime();
  lastWindow = {
    windowDays: settings.windowDays,
    dayStart: schoolInstant(today, '00:00').getTime(),
    dayEnd: schoolInstant(addDays(today, 1), '00:00').getTime(),
    end,
  };
  return end;
}

/** A student may cancel a booked lesson until `cancelHours` before it starts. */
export const cancellable = (status: LessonStatus, start: number, now: number, settings: BookingSettings) =>
  status === 'booked' && start - now >= settings.cancelHours * 3_600_000;

/** A lesson or a block with the names the API shows, as the server's rows and the mocks' state both give it. */
export interface LessonRecord {
  id: number;
  kind: 'lesson' | 'block';
  start: string;
  end: string;
  units: number;
  status: LessonStatus;
  driveKind: DriveKind | null;
  note: string | null;
  instructor: { id: number; name: string };
  vehicle: string | null;
}

/** What a student's and an instructor's view of a lesson share. */
const lessonFields = (lesson: LessonRecord) => ({
  id: lesson.id,
  start: lesson.start,
  end: lesson.end,
  units: lesson.units,
  status: lesson.status,
  driveKind: lesson.driveKind,
  note: lesson.note,
  instructor: lesson.instructor,
  vehicle: lesson.vehicle,
});

/** A student's lesson as the API answers it: cancellable by the school's settings at `now`. */
export const lessonJson = (lesson: LessonRecord, settings: BookingSettings, now: number): Schemas['Lesson'] => ({
  ...lessonFields(lesson),
  cancellable: cancellable(lesson.status, Date.parse(lesson.start), now, settings),
});

/** A lesson or a block in the instructor's week: a block has no student. */
export const adminLessonJson = (
  lesson: LessonRecord,
  student: Schemas['AdminLesson']['student'],
  history: Schemas['AdminLesson']['history'],
): Schemas['AdminLesson'] => ({
  ...lessonFields(lesson),
  kind: lesson.kind,
  student: lesson.kind === 'block' ? null : student,
  history,
});

export function workingHoursErrors(values: Schemas['WorkingHoursInput']): FieldErrors {
  const template = values.template.map((period) => {
    const from = minutesOf(period.from);
    const to = minutesOf(period.to);
    if (from === null || to === null) return 'Čas zadajte ako HH:MM.';
    if (to - from < LESSON_UNIT_MINUTES) return 'Úsek musí trvať aspoň 45 minút.';
    return null;
  });
  const overlap = values.template.some((period, index) =>
    values.template.some(
      (other, otherIndex) =>
        otherIndex !== index &&
        other.weekday === period.weekday &&
        (minutesOf(other.from) ?? 0) < (minutesOf(period.to) ?? 0) &&
        (minutesOf(other.to) ?? 0) > (minutesOf(period.from) ?? 0),
    ),
  );
  return collectErrors({
    // One line: the instructor's name is a line of every lesson e-mail.
    name: oneLineError(values.name, 'Meno je povinné.'),
    template: template.find((message) => message !== null) ?? (overlap ? 'Úseky jedného dňa sa prekrývajú.' : null),
  });
}

/** Another instructor's weekly period with a vehicle, as the shared-car warning names it. */
export interface OthersPeriod extends WorkingPeriod {
  instructor: string;
  /** The vehicle's label ('Škoda Fabia RK-123AB'). */
  vehicle: string;
}

/**
 * Where weekly hours put a vehicle with another instructor at the same time, one sentence per
 * vehicle and instructor naming their hours ('Vozidlo Škoda Fabia RK-123AB má v tom čase aj
 * Peter Horváth (pondelok 07:00–13:45).'); null when the hours share no car. `others` are the
 * other instructors' periods (of vehicles in service), in the order to name them.
 */
export function sharedVehicleWarning(
  template: readonly WorkingPeriod[],
  others: readonly OthersPeriod[],
): string | null {
  const clashes = new Map<string, string[]>();
  for (const other of others) {
    const overlaps = template.some(
      (period) =>
        period.vehicleId !== null &&
        period.vehicleId === other.vehicleId &&
        period.weekday === other.weekday &&
        (minutesOf(period.from) ?? 0) < (minutesOf(other.to) ?? 0) &&
        (minutesOf(period.to) ?? 0) > (minutesOf(other.from) ?? 0),
    );
    if (!overlaps) continue;
    const who = `Vozidlo ${other.vehicle} má v tom čase aj ${other.instructor}`;
    const day = `${WEEKDAY_LABELS[other.weekday - 1]?.toLowerCase()} ${other.from}–${other.to}`;
    clashes.set(who, [...(clashes.get(who) ?? []), day]);
  }
  if (clashes.size === 0) return null;
  return [...clashes].map(([who, days]) => `${who} (${days.join(', ')}).`).join(' ');
}

export const HOURS_RULES = {
  /** A wall-clock time skipped when the clocks go forward (the last Sunday of March, 02:00–02:59). */
  missingTime: 'Tento čas v daný deň neexistuje (prechod na letný čas).',
  tooShort: 'Úsek musí trvať aspoň 45 minút.',
  tooShortOnChange: 'Úsek musí trvať aspoň 45 minút (v tento deň sa mení čas).',
  extraOverlaps: 'Jazdy navyše sa v tento deň prekrývajú s pracovným časom inštruktora.',
} as const;

/** The wall-clock time exists on that day in Bratislava (not skipped by the change to summer time). */
export const existsOn = (date: string, time: string) => schoolTime(schoolInstant(date, time)) === time;

/**
 * The instructor's working time on a day in wall-clock minutes (as typed, whatever the clocks do
 * that day): the weekly periods of its weekday less the time off, and the extra shifts.
 */
function workingMinutesOn(
  date: string,
  template: readonly WorkingPeriod[],
  exceptions: readonly HoursExceptionLike[],
): { from: number; to: number }[] {
  const ofDay = exceptions.filter((exception) => exception.date === date);
  const span = (period: { from: string | null; to: string | null }) => ({
    from: minutesOf(period.from ?? '') ?? 0,
    to: minutesOf(period.to ?? '') ?? 0,
  });
  const wholeDayOff = ofDay.some((exception) => exception.kind !== 'extra' && (!exception.from || !exception.to));
  const offs = ofDay.filter((exception) => exception.kind !== 'extra').map(span);
  const weekly = wholeDayOff
    ? []
    : template
        .filter((period) => period.weekday === weekdayOf(date))
        .map(span)
        .flatMap((period) =>
          offs.reduce(
            (parts, off) =>
              parts.flatMap((part) =>
                off.to <= part.from || off.from >= part.to
                  ? [part]
                  : [
                      { from: part.from, to: off.from },
                      { from: off.to, to: part.to },
                    ].filter((rest) => rest.to > rest.from),
              ),
            [period],
          ),
        );
  return [...weekly, ...ofDay.filter((exception) => exception.kind === 'extra').map(span)];
}

/**
 * A day off or hours off, or an extra shift. Times are Bratislava wall-clock times of that date: a
 * time skipped by the change to summer time is refused, the 45 minutes are real minutes, and, given
 * the instructor's hours (`day`), an extra shift may not overlap their working time that day,
 * compared as wall-clock times so the autumn day's repeated hour compares right.
 */
export function hoursExceptionErrors(
  values: Schemas['HoursExceptionInput'],
  day?: { template: readonly WorkingPeriod[]; exceptions: readonly HoursExceptionLike[] },
): FieldErrors {
  const from = values.from ? minutesOf(values.from) : null;
  const to = values.to ? minutesOf(values.to) : null;
  const partial = Boolean(values.from) !== Boolean(values.to);
  const dated = isSchoolCalendarDate(values.date);
  const timed = dated && from !== null && to !== null;
  const realMinutes = timed
    ? (schoolInstant(values.date, values.to ?? '').getTime() -
        schoolInstant(values.date, values.from ?? '').getTime()) /
      60_000
    : null;
  const overlaps =
    timed &&
    values.kind === 'extra' &&
    day !== undefined &&
    workingMinutesOn(values.date, day.template, day.exceptions).some(
      (period) => period.from < (to as number) && period.to > (from as number),
    );
  return collectErrors({
    date: dated ? null : 'Zadajte dátum medzi rokmi 2000 a 2100.',
    from:
      (values.from && from === null) || (values.to && to === null)
        ? 'Čas zadajte ako HH:MM.'
        : partial
          ? 'Zadajte začiatok aj koniec, alebo ani jedno pre celý deň.'
          : values.kind === 'extra' && !values.from
            ? 'Pri jazdách navyše zadajte začiatok a koniec.'
            : from !== null && to !== null && to - from < LESSON_UNIT_MINUTES
              ? HOURS_RULES.tooShort
              : timed && (!existsOn(values.date, values.from ?? '') || !existsOn(values.date, values.to ?? ''))
                ? HOURS_RULES.missingTime
                : realMinutes !== null && realMinutes < LESSON_UNIT_MINUTES
                  ? HOURS_RULES.tooShortOnChange
                  : overlaps
                    ? HOURS_RULES.extraOverlaps
                    : null,
  });
}

/** A car's name and plate are one line each: both become lines of the lesson e-mails and calendars. */
export function vehicleErrors(values: Schemas['VehicleInput']): FieldErrors {
  return collectErrors({
    name: oneLineError(values.name, 'Názov je povinný.'),
    plate: oneLineError(values.plate, 'Evidenčné číslo je povinné.'),
  });
}

/** Units driven by kind against the syllabus of the group (the school's numbers when it changed them). */
export function progressOf(
  group: LicenceGroup,
  driven: readonly { driveKind: DriveKind | null; units: number }[],
  numbers?: SyllabusNumbers,
): Schemas['LessonProgress'] {
  const syllabus: { total: number; kinds: Readonly<Record<DriveKind, number>> } | undefined = numbers
    ? minimumOf(numbers)
    : SYLLABUS_MINIMUM[group];
  const kinds = DRIVE_KINDS.map((kind) => ({
    kind,
    driven: driven.filter((lesson) => lesson.driveKind === kind).reduce((sum, lesson) => sum + lesson.units, 0),
    minimum: syllabus?.kinds[kind] ?? null,
  }));
  return {
    group,
    driven: driven.reduce((sum, lesson) => sum + lesson.units, 0),
    minimum: syllabus?.total ?? null,
    kinds,
  };
}

/** The theory is ready when this many newest tests all passed (decision 0029). */
export const READY_TESTS = 3;

export const READINESS_PART_LABELS: Readonly<Record<Schemas['ExamReadiness']['parts'][number]['part'], string>> = {
  lessons: 'Jazdy',
  theory: 'Testy z teórie',
  documents: 'Doklady',
  payments: 'Platby',
};

export interface ReadinessFacts {
  applicationId: number;
  progress: Schemas['LessonProgress'];
  /** Whether each of the newest evaluated tests passed, newest first. */
  lastTests: readonly boolean[];
  /** The labels of the documents still missing or expired. */
  missingDocuments: readonly string[];
  /** Cents still to pay (decision 0035). */
  balance: number;
}

/** One status from the four parts, each shown with what it lacks. */
export function examReadiness(facts: ReadinessFacts): Schemas['ExamReadiness'] {
  const { progress } = facts;
  const short = progress.kinds
    .filter((kind) => kind.minimum !== null && kind.driven < kind.minimum)
    .map((kind) => `${DRIVE_KIND_LABELS[kind.kind]} ${(kind.minimum ?? 0) - kind.driven}`);
  const lessonsReady = progress.minimum !== null && progress.driven >= progress.minimum && short.length === 0;
  const lessonsDetail =
    progress.minimum === null
      ? `${drivenText(progress.driven, null)}.`
      : `${drivenText(progress.driven, progress.minimum)}.${short.length > 0 ? ` Chýba: ${short.join(', ')}.` : ''}`;
  const recent = facts.lastTests.slice(0, READY_TESTS);
  const passed = recent.filter(Boolean).length;
  const theoryReady = recent.length === READY_TESTS && passed === READY_TESTS;
  const theoryDetail = theoryReady
    ? `Posledné ${READY_TESTS} testy úspešné.`
    : recent.length < READY_TESTS
      ? `Vyhodnotené testy: ${recent.length}, úspešné: ${passed}. Treba ${READY_TESTS} úspešné za sebou.`
      : `Z posledných ${READY_TESTS} testov úspešné: ${passed}.`;
  const parts: Schemas['ExamReadiness']['parts'] = [
    { part: 'lessons', ready: lessonsReady, detail: lessonsDetail },
    { part: 'theory', ready: theoryReady, detail: theoryDetail },
    {
      part: 'documents',
      ready: facts.missingDocuments.length === 0,
      detail:
        facts.missingDocuments.length === 0
          ? 'Všetky doklady sú odovzdané.'
          : `Chýba: ${facts.missingDocuments.join(', ')}.`,
    },
    {
      part: 'payments',
      ready: facts.balance <= 0,
      detail: facts.balance <= 0 ? 'Kurz je zaplatený.' : `Zostáva zaplatiť ${formatCents(facts.balance)}.`,
    },
  ];
  return { applicationId: facts.applicationId, ready: parts.every((part) => part.ready), parts };
}

export const WAITLIST_DAYS = 'Vyberte dni od dnes do konca obdobia, na ktoré sa dá rezervovať.';

/** How the data-subject tools show a person's lessons. */
export const drivingLessonSubjectSection: SubjectSectionRule<Schemas['Lesson']> = {
  key: 'drivingLessons',
  erasedKey: 'deletedDrivingLessons',
  counted: ['jazda', 'jazdy', 'jázd'],
  erasedAlso: 's ich históriou',
  line: (lesson) => ({
    date: lesson.start,
    text: cut(
      // The name after a label, in the nominative: 's Peter Horváth' would need the instrumental.
      `${formatLessonTime(lesson.start, lesson.end)}, inštruktor: ${lesson.instructor.name} (${LESSON_STATUS_LABELS[lesson.status]})`,
      80,
    ),
  }),
};

/** What the GDPR page says of lessons (the privacy-notices registry). */
export const drivingLessonPrivacyNotice = {
  processed: [
    'Pri jazdách evidujeme ich termín, inštruktora, vozidlo, stav (rezervovaná, odjazdená, neprišiel, zrušená), druh jazdy, krátku poznámku inštruktora a kto a kedy jazdu rezervoval alebo zmenil; ak o to požiadate, aj dni, na ktoré čakáte na uvoľnený termín, a tajný odkaz na Váš kalendár jázd (iba jeho odtlačok).',
  ],
  purposes: [
    'Plánovanie jázd a preukázanie odjazdených hodín podľa učebnej osnovy – na základe zmluvy o kurze (čl. 6 ods. 1 písm. b) GDPR) a evidencie výcviku, ktorú autoškole ukladá zákon (čl. 6 ods. 1 písm. c) GDPR).',
  ],
  retention: [
    'Jazdy uchovávame s prihláškou na kurz (ukončený kurz 5 rokov), zrušené jazdy 6 mesiacov; čakanie na termín vymažeme, keď jeho dni uplynú. Odkaz na kalendár môžete kedykoľvek zrušiť.',
  ],
};

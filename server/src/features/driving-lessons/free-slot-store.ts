import {
  addDays,
  type BookingSettings,
  bookingWindowEnd,
  datesBetween,
  type FreeUnit,
  freeUnits,
  freeUnitsHolding,
  type Shift,
  schoolDate,
  schoolInstant,
} from '@autoskola/rules/driving-lessons';
import { sql } from 'drizzle-orm';
import type { Schemas } from '../../api/context.ts';
import type { Database, Db } from '../../db/database.ts';
import { preparedFor } from '../../db/prepared.ts';
import { drivingLessons } from './driving-lesson-tables.ts';
import type { Hours } from './lesson-booking.ts';

/** What a booking, a cancellation or a block changed: one instructor (and car) over a time. */
export interface SlotChange {
  instructorId: number;
  vehicleId: number | null;
  start: number;
  end: number;
  /**
   * The lesson holds its time now (a student's booking): the kept units lose that time without a
   * read. Without it (a cancellation, a block, a lesson moved) its instructors' units are read again.
   */
  held?: boolean;
}

interface HeldTime {
  instructorId: number;
  vehicleId: number | null;
  start: number;
  end: number;
}

// The status list is written out, not a parameter: so the planner sees that the exclusion
// constraints' partial GiST indexes (migration 0007) cover it and reads only the days asked.
const heldStatus = sql`${drivingLessons.status} in ('booked', 'driven', 'noShow')`;
const heldColumns = {
  instructorId: drivingLessons.instructorId,
  vehicleId: drivingLessons.vehicleId,
  start: drivingLessons.startsAt,
  end: drivingLessons.endsAt,
};
const overSpan = sql`tstzrange(${drivingLessons.startsAt}, ${drivingLessons.endsAt}) && tstzrange(${sql.placeholder('from')}::timestamptz, ${sql.placeholder('to')}::timestamptz)`;

/** Everyone's held times over the days asked. */
const heldTimes = preparedFor((db: Db) =>
  db.select(heldColumns).from(drivingLessons).where(sql`${heldStatus} and ${overSpan}`).prepare('held_times'),
);

/**
 * Only some instructors' held times, and their cars' (whoever else drives them): after a booking a
 * day lacks one instructor, whose lessons are a few rows of the day's hundreds at a large school.
 */
const heldTimesOf = preparedFor((db: Db) =>
  db
    .select(heldColumns)
    .from(drivingLessons)
    .where(
      sql`${heldStatus} and ${overSpan} and (${drivingLessons.instructorId} = any(${sql.placeholder('instructorIds')}::integer[]) or ${drivingLessons.vehicleId} = any(${sql.placeholder('vehicleIds')}::integer[]))`,
    )
    .prepare('held_times_of'),
);

/** The Bratislava days a lesson or block touches. */
export const datesOf = ({ start, end }: Pick<SlotChange, 'start' | 'end'>) =>
  datesBetween(schoolDate(new Date(start)), schoolDate(new Date(end - 1)));

const midnight = (date: string) => schoolInstant(date, '00:00').getTime();

/** One day of the store: each instructor's free units, and the change count it was computed at. */
type DayUnits = Map<number, FreeUnit[]>;

/**
 * Every instructor's free units by Bratislava day, all of them (the notice and the window are
 * applied when an answer is made from them). What is missing is computed from the data in one
 * query for all the days and instructors asked, then interval arithmetic in memory; a booking,
 * cancellation or block forgets only its instructor on its days, and the instructors who drive
 * its car there; an exception forgets its day. A change of the weekly hours or the vehicles makes
 * a new store (lesson-booking.ts).
 */
export class FreeSlotStore {
  private readonly days = new Map<string, DayUnits>();
  /** Bumped by every change of a day: a computation that began before it is not kept. */
  private readonly versions = new Map<string, number>();
  /** The computations under way, by day: readers at the same time share one. */
  private readonly pending = new Map<string, Promise<DayUnits>>();

  private readonly database: Pick<Database, 'pipelinedTransaction'>;

  constructor(database: Pick<Database, 'pipelinedTransaction'>) {
    this.database = database;
  }

  /** The free units of each day asked (YYYY-MM-DD, ascending), by instructor. */
  async unitsOf(hours: Hours, dates: readonly string[]): Promise<Map<string, DayUnits>> {
    const missing = dates.filter((date) => !this.complete(hours, date) && !this.pending.has(date));
    if (missing.length > 0) {
      const batch = this.compute(hours, missing);
      for (const date of missing) {
        const day = batch.then((computed) => computed.get(date) as DayUnits);
        this.pending.set(date, day);
        void day.then(
          () => this.pending.get(date) === day && this.pending.delete(date),
          () => this.pending.get(date) === day && this.pending.delete(date),
        );
      }
    }
    // Taken now: a change meanwhile drops a computation from `pending`, not from these readers.
    const waits = dates.map(
      (date) => [date, this.complete(hours, date) ? this.days.get(date) : this.pending.get(date)] as const,
    );
    const found = new Map<string, DayUnits>();
    for (const [date, day] of waits) found.set(date, (await day) as DayUnits);
    return found;
  }

  /**
   * A lesson or block came, went or changed: its instructor, and whoever shares its car, on its
   * days. A booking's time is taken out of their kept units (the next reader reads nothing);
   * any other change makes them be read again.
   */
  changed(hours: Hours, change: SlotChange): string[] {
    const { instructorId, vehicleId } = change;
    const dates = datesOf(change);
    for (const date of dates) {
      this.versions.set(date, (this.versions.get(date) ?? 0) + 1);
      this.pending.delete(date);
      const day = this.days.get(date);
      if (!day) continue;
      const update = (id: number, concerns: (shift: Shift) => boolean) => {
        const units = day.get(id);
        if (units && change.held) day.set(id, freeUnitsHolding(units, hours.shifts(id, date), change, concerns));
        else day.delete(id);
      };
      update(instructorId, () => true);
      if (vehicleId === null) continue;
      for (const other of [...day.keys()]) {
        if (other === instructorId) continue;
        const inCar = (shift: Shift) => shift.vehicleId === vehicleId;
        if (hours.shifts(other, date).some(inCar)) update(other, inCar);
      }
    }
    return dates;
  }

  /** A day's hours changed (an exception): the whole day is computed again. */
  forgetDay(date: string): void {
    this.versions.set(date, (this.versions.get(date) ?? 0) + 1);
    this.pending.delete(date);
    this.days.delete(date);
  }

  private complete(hours: Hours, date: string): boolean {
    const day = this.days.get(date);
    return day !== undefined && hours.instructorIds.every((id) => day.has(id));
  }

  /** Days gone by are not asked again. */
  forgetBefore(first: string): void {
    for (const date of this.days.keys()) if (date < first) this.days.delete(date);
    for (const date of this.versions.keys()) if (date < first) this.versions.delete(date);
  }

  private async compute(hours: Hours, dates: readonly string[]): Promise<Map<string, DayUnits>> {
    const versions = new Map(dates.map((date) => [date, this.versions.get(date) ?? 0]));
    const first = dates[0] as string;
    const last = dates.at(-1) as string;
    const span = {
      from: new Date(midnight(first)).toISOString(),
      to: new Date(midnight(addDays(last, 1))).toISOString(),
    };
    // The instructors some day lacks, and the cars they drive then.
    const missing = new Set<number>();
    const cars = new Set<number>();
    for (const date of dates) {
      const known = this.days.get(date);
      for (const id of hours.instructorIds) {
        if (known?.has(id)) continue;
        missing.add(id);
        for (const shift of hours.shifts(id, date)) if (shift.vehicleId !== null) cars.add(shift.vehicleId);
      }
    }
    // In a transaction of its own only for the generic plan (database.ts): BEGIN, the read and
    // COMMIT leave together, one round trip as before.
    const { read } = await this.database.pipelinedTransaction(
      (tx, withCommit) => ({
        read: withCommit(() =>
          missing.size === hours.instructorIds.length
            ? heldTimes(tx).execute(span)
            : heldTimesOf(tx).execute({ ...span, instructorIds: [...missing], vehicleIds: [...cars] }),
        ),
      }),
      { genericPlans: true },
    );
    const rows = await read;
    const held: HeldTime[] = rows.map((row) => ({ ...row, start: row.start.getTime(), end: row.end.getTime() }));
    const computed = new Map<string, DayUnits>();
    for (const date of dates) {
      const from = midnight(date);
      const to = midnight(addDays(date, 1));
      const ofDay = held.filter((time) => time.start < to && time.end > from);
      const known = this.days.get(date);
      const day: DayUnits = new Map();
      for (const id of hours.instructorIds) {
        const kept = known?.get(id);
        if (kept) {
          day.set(id, kept);
          continue;
        }
        const ofInstructor = ofDay.filter((time) => time.instructorId === id);
        day.set(
          id,
          freeUnits(
            hours.shifts(id, date),
            (vehicleId) =>
              vehicleId === null
                ? ofInstructor
                : ofDay.filter((time) => time.instructorId === id || time.vehicleId === vehicleId),
            Number.NEGATIVE_INFINITY,
            Number.POSITIVE_INFINITY,
          ),
        );
      }
      computed.set(date, day);
      // A change that came meanwhile may not be in what was read: the next reader computes again.
      if ((this.versions.get(date) ?? 0) === versions.get(date)) this.days.set(date, day);
    }
    return computed;
  }
}

/** What a student may book now: from the notice to the end of the window, and its days. */
export interface BookingSpan {
  earliest: number;
  latest: number;
  firstDay: string;
  lastDay: string;
}

export function bookingSpan(now: number, settings: BookingSettings): BookingSpan {
  const earliest = now + settings.noticeHours * 3_600_000;
  const latest = bookingWindowEnd(now, settings);
  return { earliest, latest, firstDay: schoolDate(new Date(earliest)), lastDay: schoolDate(new Date(latest - 1)) };
}

const spanDays = ({ firstDay, lastDay }: BookingSpan) => datesBetween(firstDay, lastDay);

/** The bookable units of a day (of one instructor, or everyone's), by start. */
function bookable(day: DayUnits, span: BookingSpan, instructorId: number | undefined) {
  const found: { unit: FreeUnit; instructorId: number }[] = [];
  for (const [id, units] of day) {
    if (instructorId !== undefined && id !== instructorId) continue;
    for (const unit of units) {
      if (unit.start >= span.earliest && unit.start < span.latest) found.push({ unit, instructorId: id });
    }
  }
  return found.sort((a, b) => a.unit.start - b.unit.start || a.instructorId - b.instructorId);
}

function slotOf(hours: Hours, unit: FreeUnit, instructorId: number): Schemas['LessonSlot'] {
  const vehicle = hours.vehicle(unit.vehicleId);
  return {
    start: new Date(unit.start).toISOString(),
    units: unit.units,
    instructorId,
    vehicle: vehicle?.label ?? null,
    // Students choose manual or automatic by it.
    gearbox: vehicle?.gearbox ?? null,
  };
}

/** One day's free units as the student's screen lists them; none outside the window. */
export async function daySlots(
  store: FreeSlotStore,
  hours: Hours,
  span: BookingSpan,
  date: string,
  instructorId?: number,
): Promise<Schemas['LessonSlots']> {
  if (date < span.firstDay || date > span.lastDay) return { date, slots: [] };
  const day = (await store.unitsOf(hours, [date])).get(date) as DayUnits;
  return {
    date,
    slots: bookable(day, span, instructorId).map(({ unit, instructorId: id }) => slotOf(hours, unit, id)),
  };
}

/**
 * Each unit's slot as JSON in ASCII, written once: a unit belongs to one instructor and day and is
 * kept until they change, and the vehicle it names comes from the hours it was written with.
 */
const slotTexts = new WeakMap<Hours, WeakMap<FreeUnit, string>>();

/**
 * JSON with every character beyond ASCII escaped (`\u0160` for 'Š'): the same value to any JSON
 * reader, and bytes that are the string's own characters.
 */
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * daySlots of everyone as the JSON bytes the cache sends, from each unit's kept text: after a
 * booking only the units of its instructor (and car) are new, so a day of a large school is not
 * written whole again for the next reader (issue 52). The texts are copied straight into one
 * Buffer: a day's text joined as a string first would be garbage of its size at every booking.
 * They are ASCII, so copying is all there is to it: encoding UTF-8 from the two-byte strings a
 * vehicle's name such as 'Škoda' makes took a read three times as long.
 */
const COMMA = 0x2c;

export async function daySlotsJson(
  store: FreeSlotStore,
  hours: Hours,
  span: BookingSpan,
  date: string,
): Promise<Buffer> {
  if (date < span.firstDay || date > span.lastDay) return Buffer.from(JSON.stringify({ date, slots: [] }));
  const day = (await store.unitsOf(hours, [date])).get(date) as DayUnits;
  let texts = slotTexts.get(hours);
  if (!texts) {
    texts = new WeakMap();
    slotTexts.set(hours, texts);
  }
  const head = `{"date":${JSON.stringify(date)},"slots":[`;
  const parts: string[] = [];
  let size = head.length + 2;
  for (const { unit, instructorId } of bookable(day, span, undefined)) {
    let part = texts.get(unit);
    if (part === undefined) {
      part = asciiJson(slotOf(hours, unit, instructorId));
      texts.set(unit, part);
    }
    parts.push(part);
    size += part.length + 1;
  }
  const body = Buffer.allocUnsafe(size - (parts.length > 0 ? 1 : 0));
  let at = body.write(head, 0, 'latin1');
  // An index, not entries(): its [index, part] pairs were a day's largest allocation (issue 52).
  for (let index = 0; index < parts.length; index += 1) {
    if (index > 0) body[at++] = COMMA;
    at += body.write(parts[index] as string, at, 'latin1');
  }
  body.write(']}', at, 'latin1');
  return body;
}

/** The days of the window with free units, counted in all and by gearbox: the screen's first answer. */
export async function slotDayList(
  store: FreeSlotStore,
  hours: Hours,
  span: BookingSpan,
  instructorId?: number,
): Promise<Schemas['LessonSlotDays']> {
  const days: Schemas['LessonSlotDays']['days'] = [];
  store.forgetBefore(span.firstDay);
  for (const [date, day] of await store.unitsOf(hours, spanDays(span))) {
    let free = 0;
    const byGearbox = { manual: 0, automatic: 0 };
    for (const [id, units] of day) {
      if (instructorId !== undefined && id !== instructorId) continue;
      for (const unit of units) {
        if (unit.start < span.earliest || unit.start >= span.latest) continue;
        free += 1;
        const gearbox = hours.vehicle(unit.vehicleId)?.gearbox;
        if (gearbox) byGearbox[gearbox] += 1;
      }
    }
    if (free > 0) days.push({ date, free, byGearbox });
  }
  return { instructors: [...hours.instructors], days };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addDays, bookingWindowEnd, schoolDate, schoolInstant, slotDays } from '@autoskola/rules/driving-lessons';
import { createTestApi, untilCaching } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { windowSlots } from '../../../test/slots.ts';
import { studentInTraining } from '../../../test/students.ts';
import { withTwoApis } from '../../../test/two-apis.ts';
import { seedDemo } from '../../cli/commands.ts';
import type { Database } from '../../db/database.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import { bookingSpan, daySlots, daySlotsJson, slotDayList } from '../../features/driving-lessons/free-slot-store.ts';
import { bookingRules } from '../../features/driving-lessons/lesson-booking.ts';
import { instructorsOf, scheduleOf, settingsOf } from '../../features/driving-lessons/lesson-schedule.ts';
import { PublicCache } from '../../http/public-cache.ts';
import {
  bookingSettings,
  drivingLessons,
  hoursExceptions,
  lessonInstructors,
  users,
  vehicles,
  workingPeriods,
} from '../tables.ts';

type Window = { instructors: { id: number; name: string }[]; days: { date: string; slots: unknown[] }[] };

/**
 * The free slots as they were computed before issue 52, kept here as the reference: every
 * instructor's hours, exceptions and the window's lessons read at once, then each instructor's
 * units day by day.
 */
async function slotsAsBefore(database: Database, now: number): Promise<Window> {
  const { db } = database;
  const settings = await settingsOf(db);
  const all = await instructorsOf(db);
  const earliest = now + settings.noticeHours * 3_600_000;
  const latest = bookingWindowEnd(now, settings);
  const schedule = await scheduleOf(
    db,
    schoolDate(new Date(earliest)),
    schoolDate(new Date(latest - 1)),
    all.map((instructor) => instructor.id),
  );
  const days = slotDays(
    all.map((instructor) => ({
      id: instructor.id,
      shifts: (date: string) => schedule.shifts(instructor.id, date),
      busy: (vehicleId: number | null) => schedule.busy(instructor.id, vehicleId),
    })),
    (vehicleId) => schedule.vehicle(vehicleId),
    earliest,
    latest,
  );
  return { instructors: all, days };
}

/** The free slots as the server computes them now (a fresh store), as the student's screen reads them. */
async function slotsNow(database: Database, now: number): Promise<Window> {
  const rules = bookingRules({ publicCache: new PublicCache({ securityHeaders: {} }), database });
  const [settings, hours, store] = await Promise.all([rules.settings(), rules.hours(), rules.slots()]);
  const span = bookingSpan(now, settings);
  const list = await slotDayList(store, hours, span);
  const days = [];
  for (const { date, free, byGearbox } of list.days) {
    const day = await daySlots(store, hours, span, date);
    // The cache's bytes, joined from each unit's kept text, are the same JSON, in ASCII.
    const bytes = await daySlotsJson(store, hours, span, date);
    expect(bytes.every((byte) => byte < 0x80)).toBe(true);
    expect(JSON.parse(bytes.toString())).toEqual(day);
    expect([day.slots.length, day.slots.filter((slot) => slot.gearbox === 'manual').length]).toEqual([
      free,
      byGearbox.manual,
    ]);
    days.push(day);
  }
  return { instructors: list.instructors, days };
}

/** The window's fullest day: large enough to be compressed. */
const last0 = (window: Window) => [...window.days].sort((a, b) => b.slots.length - a.slots.length)[0]?.date as string;

/** A small, seeded generator: a failing seed can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A school of random size and hours: shared and retired cars, instructors without a car, days and
 * hours off, extra shifts, lessons and blocks of every status over the window of `now`.
 */
async function randomSchool(database: Database, seed: number, now: number) {
  const { db } = database;
  const { next, int, pick } = random(seed);
  await db.delete(drivingLessons);
  await db.delete(hoursExceptions);
  await db.delete(workingPeriods);
  await db.delete(lessonInstructors);
  await db.delete(bookingSettings);
  await db.insert(bookingSettings).values({
    id: 1,
    windowDays: pick([7, 14, 21]),
    noticeHours: pick([0, 2, 12, 24]),
    maxUpcoming: 3,
    cancelHours: 24,
    requirePaidUpToDate: false,
  });
  const fleet = await db
    .insert(vehicles)
    .values(
      Array.from({ length: int(1, 4) }, (_, index) => ({
        // Beyond ASCII, also beyond the Basic Multilingual Plane: the day's bytes escape them.
        name: `${pick(['Škoda', 'Dacia 🚗', 'Auto'])} ${seed}-${index}`,
        plate: `RK${String(seed % 1000).padStart(3, '0')}${index}`,
        licenceGroup: 'B',
        gearbox: pick(['manual', 'automatic']),
        active: next() > 0.2,
      })),
    )
    .returning({ id: vehicles.id });
  const carOrNone = () => (next() < 0.2 ? null : pick(fleet).id);
  const instructorIds: number[] = [];
  for (let index = 0; index < int(1, 6); index += 1) {
    const [user] = await db
      .insert(users)
      .values({ email: `inst-${seed}-${index}-${now}@example.sk`, passwordHash: '!', roles: ['ROLE_INSTRUCTOR'] })
      .returning({ id: users.id });
    const id = user?.id as number;
    instructorIds.push(id);
    await db.insert(lessonInstructors).values({ userId: id, name: `Inštruktor ${pick(['A', 'B', 'C'])} ${index}` });
    const periods = [];
    for (let weekday = 1; weekday <= 7; weekday += 1) {
      // Up to two periods a day on a 5-minute grid, some ending at or after midnight's hours.
      let from = int(0, 40) * 15;
      for (let count = int(0, 2); count > 0 && from < 23 * 60; count -= 1) {
        const to = Math.min(from + int(3, 60) * 5 + 45, 24 * 60 - 5);
        if (to <= from) break;
        periods.push({ instructorId: id, weekday, from: clock(from), to: clock(to), vehicleId: carOrNone() });
        from = to + int(0, 12) * 15;
      }
    }
    if (periods.length > 0) await db.insert(workingPeriods).values(periods);
  }
  const firstDay = schoolDate(new Date(now));
  const exceptions = [];
  for (let count = int(0, 8); count > 0; count -= 1) {
    const date = addDays(firstDay, int(-1, 22));
    const kind = pick(['holiday', 'sick', 'exam', 'extra'] as const);
    const from = int(0, 80) * 15;
    const to = Math.min(from + int(3, 30) * 15, 24 * 60 - 5);
    const whole = kind !== 'extra' && next() < 0.4;
    exceptions.push({
      instructorId: pick(instructorIds),
      date,
      kind,
      from: whole ? null : clock(from),
      to: whole ? null : clock(to),
      vehicleId: kind === 'extra' ? carOrNone() : null,
    });
  }
  if (exceptions.length > 0) await db.insert(hoursExceptions).values(exceptions);
  for (let count = int(20, 160); count > 0; count -= 1) {
    const block = next() < 0.15;
    const units = int(1, 3);
    const startsAt = schoolInstant(addDays(firstDay, int(-1, 22)), clock(int(0, 95) * 15));
    const minutes = block ? int(1, 48) * 15 : units * 45;
    try {
      await db.transaction(async (tx) => {
        await tx.insert(drivingLessons).values({
          kind: block ? 'block' : 'lesson',
          instructorId: pick(instructorIds),
          vehicleId: block ? null : carOrNone(),
          startsAt,
          endsAt: new Date(startsAt.getTime() + minutes * 60_000),
          units: block ? 0 : units,
          status: pick(['booked', 'booked', 'driven', 'noShow', 'cancelled', 'lateCancelled']),
        });
      });
    } catch (error) {
      // Two random times that overlap: the database refuses the second, as it would a booking.
      if (!isExclusionViolation(error)) throw error;
    }
  }
}

/** Just before the clocks change in Bratislava: the window holds the Sunday of the change. */
const BEFORE_SPRING = Date.parse('2027-03-22T09:17:00Z');
const BEFORE_AUTUMN = Date.parse('2027-10-27T21:43:00Z');

describeEachDatabase('free slots computed per day give what the whole window gave (issue 52)', (database) => {
  it('on random schools, also over both changes of the clocks', async () => {
    const nows = [Date.now(), BEFORE_SPRING, BEFORE_AUTUMN];
    let compared = 0;
    for (let seed = 1; seed <= 12; seed += 1) {
      const now = nows[seed % nows.length] as number;
      await randomSchool(database(), seed, now);
      const before = await slotsAsBefore(database(), now);
      expect({ seed, ...(await slotsNow(database(), now)) }).toEqual({ seed, ...before });
      compared += before.days.reduce((sum, day) => sum + day.slots.length, 0);
    }
    // The schools are not empty by chance: there was something to compare.
    expect(compared).toBeGreaterThan(500);
  });

  it('on the demo school, today and over the changes of the clocks', async () => {
    const imagesRoot = mkdtempSync(join(tmpdir(), 'autoskola-slots-demo-'));
    try {
      const { db } = database();
      await db.delete(drivingLessons);
      await db.delete(hoursExceptions);
      await db.delete(workingPeriods);
      await db.delete(lessonInstructors);
      await db.delete(bookingSettings);
      await seedDemo(db, imagesRoot);
      for (const now of [Date.now(), BEFORE_SPRING, BEFORE_AUTUMN]) {
        const before = await slotsAsBefore(database(), now);
        expect(before.days.length).toBeGreaterThan(3);
        expect(await slotsNow(database(), now)).toEqual(before);
      }
    } finally {
      rmSync(imagesRoot, { recursive: true, force: true });
    }
  });
});

describeEachDatabase('the kept free slots after each change (issue 52)', (database) => {
  it('give what a computation from nothing gives after bookings, cancellations, blocks, exceptions, rules and cars', async () => {
    const api = await createTestApi(database());
    try {
      const jan = await api.instructorToken();
      const peter = await api.instructorToken();
      const car = async (plate: string, gearbox: string) =>
        (
          await api.call('POST /admin/vehicle', {
            token: jan,
            body: { name: 'Škoda Fabia', plate, group: 'B', gearbox, active: true },
          })
        ).json().vehicle.id as number;
      const fabia = await car('RK-111AA', 'manual');
      const scala = await car('RK-222BB', 'automatic');
      const week = (vehicleId: number, from: string, to: string) =>
        [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from, to, vehicleId }));
      // Ján and Peter share the Fabia, from 10:00 at the same time; Peter also drives the Scala.
      await api.call('PUT /admin/lesson/hours', {
        token: jan,
        body: { name: 'Ján Vodička', template: week(fabia, '07:00', '12:00') },
      });
      const peterHours = await api.call('PUT /admin/lesson/hours', {
        token: peter,
        body: {
          name: 'Peter Horváth',
          template: [...week(fabia, '10:00', '16:00'), ...week(scala, '16:00', '20:00')],
          confirmSharedVehicle: true,
        },
      });
      expect(peterHours.statusCode).toBe(200);
      const janId = Number((await api.call('GET /auth/me', { token: jan })).json().user.id);
      const same = async (step: string) => {
        const kept = await windowSlots(api);
        expect({ step, ...kept }).toEqual({ step, ...(await slotsAsBefore(api.database, Date.now())) });
        return kept;
      };
      const first = await same('at first');
      // A day's answer compresses fast (br at once, gzip only when a client asks): both decode to it.
      const asked = { date: last0(first) };
      const plain = await api.call('GET /lesson/slots', { query: asked, headers: { 'accept-encoding': 'identity' } });
      for (const encoding of ['br', 'gzip'] as const) {
        const packed = await api.app.inject({
          url: `/api/lesson/slots?date=${asked.date}`,
          headers: { 'accept-encoding': encoding },
        });
        expect(packed.headers['content-encoding'], encoding).toBe(encoding);
        const bytes = encoding === 'br' ? brotliDecompressSync(packed.rawPayload) : gunzipSync(packed.rawPayload);
        expect(JSON.parse(bytes.toString()), encoding).toEqual(plain.json());
      }
      const students = [await studentInTraining(api), await studentInTraining(api)];
      const [day3, day4] = [first.days[3], first.days[4]];
      const slotOf = (day: typeof day3, instructorId: number, time?: string) =>
        ((day?.slots ?? []) as { start: string; instructorId: number }[]).find(
          (slot) =>
            slot.instructorId === instructorId &&
            (time === undefined || slot.start === schoolInstant(day?.date as string, time).toISOString()),
        );
      // Ján's 10:00 in the Fabia also takes Peter's Fabia units of that time.
      const booked = await api.call('POST /lesson/book', {
        token: students[0]?.token,
        body: { instructorId: janId, start: slotOf(day3, janId, '10:00')?.start, units: 2 },
      });
      expect(booked.statusCode).toBe(201);
      await same('after a booking');
      // Ján in the Fabia again, now while Peter has it too: Peter's block below (no car) forgets only
      // Peter's units of that day, and they must still see the car taken by Ján's lesson.
      const other = slotOf(day4, janId, '10:00');
      expect(
        (
          await api.call('POST /lesson/book', {
            token: students[1]?.token,
            body: { instructorId: janId, start: other?.start, units: 1 },
          })
        ).statusCode,
      ).toBe(201);
      await same('after a second booking');
      const cancelled = await api.call('POST /lesson/{id}/cancel', {
        token: students[0]?.token,
        params: { id: booked.json().lesson.id },
      });
      expect(cancelled.statusCode).toBe(200);
      await same('after a cancellation');
      const date = day4?.date as string;
      const blocked = await api.call('POST /admin/lesson/block', {
        token: peter,
        body: { start: schoolInstant(date, '13:00').toISOString(), end: schoolInstant(date, '14:30').toISOString() },
      });
      expect(blocked.statusCode).toBe(201);
      await same('after a block');
      const off = await api.call('POST /admin/lesson/hours/exception', {
        token: jan,
        body: { date: day3?.date, kind: 'holiday', from: '', to: '' },
      });
      expect(off.statusCode).toBe(201);
      await same('after a day off');
      await api.call('PUT /admin/lesson/settings', {
        token: jan,
        body: { windowDays: 7, noticeHours: 30, maxUpcoming: 3, cancelHours: 24, requirePaidUpToDate: false },
      });
      await same('after new rules');
      await api.call('PUT /admin/vehicle/{id}', {
        token: jan,
        params: { id: scala },
        body: { name: 'Škoda Scala', plate: 'RK-222BB', group: 'B', gearbox: 'automatic', active: false },
      });
      const last = await same('after a car out of service');
      expect(
        last.days.flatMap((day) => day.slots).some((slot) => (slot as { gearbox: string }).gearbox === 'automatic'),
      ).toBe(false);
    } finally {
      await api.close();
    }
  });
});

describe('free slots across instances [postgres]', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  it.runIf(serverUrl)(
    "a booking through one instance takes the slot from the other's kept day, and the other keeps its pages",
    () =>
      withTwoApis(serverUrl as string, async (writer, reader) => {
        const instructor = await writer.instructorToken();
        const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '07:00', to: '19:00', vehicleId: null }));
        await writer.call('PUT /admin/lesson/hours', {
          token: instructor,
          body: { name: 'Peter Horváth', template: week },
        });
        const instructorId = Number((await writer.call('GET /auth/me', { token: instructor })).json().user.id);
        await untilCaching(reader);
        const date = addDays(schoolDate(new Date()), 3);
        const starts = async () =>
          ((await reader.call('GET /lesson/slots', { query: { date } })).json().slots as { start: string }[]).map(
            (slot) => slot.start,
          );
        const start = schoolInstant(date, '10:00').toISOString();
        await expect.poll(starts).toContain(start);
        // A cached read the booking does not touch: another instance's booking must not make it go.
        await reader.call('GET /offer/list');
        const student = await studentInTraining(writer);
        const booked = await writer.call('POST /lesson/book', {
          token: student.token,
          body: { instructorId, start, units: 1 },
        });
        expect(booked.statusCode).toBe(201);
        await expect.poll(starts, { timeout: 5000 }).not.toContain(start);
        expect(reader.app.publicCache.peek('json:offers')).toBeDefined();
      }),
  );
});

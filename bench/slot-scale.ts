import { createHmac } from 'node:crypto';
import { Agent } from 'node:http';
import pg from 'pg';
import { type Latencies, latencies } from './booking.ts';
import { type RushSlot, runBookingRush } from './booking-rush.ts';
import { processTree, readStatus } from './footprint.ts';
import { type Answer, decoded, send } from './http-send.ts';
import { directSchoolServer, processCpuMicros, rssMbOf } from './servers.ts';

/**
 * The scale curve of issue 52: a school of 3, 10 and 30 instructors (each with a car and hours
 * Mon–Sat 07:00–19:00), 25 students in training per instructor, a school year of lessons behind
 * them and the booking window partly booked, written straight into the bench server's embedded
 * PostgreSQL (hundreds of students through the real flow would take minutes). For each size: the
 * first read of a day's slots after the cache was cleared (idle server), the read right after each
 * booking while 50 connections book and read at once, the first screen's bytes (br), booking
 * latency and the server's memory after the run.
 */
export interface ScalePoint {
  instructors: number;
  studentsInTraining: number;
  /** Rows of driving_lessons: the school year behind and the window ahead. */
  lessonRows: number;
  /** Free units in the booking window before the run (the sum of slot-days' `free`). */
  freeUnits: number;
  daysWithSlots: number;
  /** The first read of a day after the school's rules were saved (everything cleared), idle server: median and slowest. */
  recomputeMs: number;
  recomputeMaxMs: number;
  /** The first read of a day right after a booking on it, idle server (median). */
  idleReadAfterBookingMs: number;
  /** The second read of the same day (cached), idle server (median). */
  cachedReadMs: number;
  /** The first screen: slot-days and the first day's slots, as sent with `accept-encoding: br`, and their JSON. */
  firstScreen: {
    daysBytes: number;
    slotsBytes: number;
    totalBytes: number;
    daysJsonBytes: number;
    slotsJsonBytes: number;
    /** The fullest day's slots (br) and JSON: a first screen opened the day before. */
    largestDayBytes: number;
    largestDayJsonBytes: number;
  };
  connections: number;
  offeredPerSecond: number;
  seconds: number;
  /** Every booking's answer, timed from when it was due (open loop, as in booking.ts). */
  booking: Latencies & {
    booked: number;
    taken: number;
    refused: number;
    errors: number;
    others: Record<string, number>;
  };
  /** GET lesson/slots?date=<the booked day>, sent as each booking's answer came: after a 201, and after a refusal. */
  readAfterBooked: Latencies;
  readAfterRefused: Latencies;
  /** Reads after a 201 that still offered the booked unit. */
  staleReads: number;
  /** Server CPU (all threads) per booking and its read, and the bench's own (it shares the cores). */
  serverCpuUs: number;
  /** The server's PostgreSQL (its child processes when embedded), per booking and read. */
  databaseCpuUs: number;
  clientCpuUs: number;
  /** The Node process's resident memory, and the whole tree's PSS (with PostgreSQL), 2 s after the run. */
  rssMb: number;
  treePssMb: number;
  /** How long the size took, seeding included. */
  wallSeconds: number;
}

export interface ScaleOptions {
  port: number;
  sizes: number[];
  offeredPerSecond: number;
  seconds: number;
  connections?: number;
  warmupSeconds?: number;
}

const STUDENTS_PER_INSTRUCTOR = 25;
/** A year's students of an instructor who finished: the lessons older than two months are theirs. */
export const FINISHED_PER_INSTRUCTOR = 50;
/** The in-training students' own past: the last 60 days of lessons. */
const TRAINING_DAYS = 60;
const SETTINGS = { windowDays: 14, noticeHours: 12, maxUpcoming: 20, cancelHours: 24, requirePaidUpToDate: false };
/** Idle reads per kind (after one that warms up): their median is the number. */
export const SAMPLES = 7;

interface Person {
  id: number;
  email: string;
  token: string;
}

type Slot = RushSlot;

/** A login token as the server signs it (HS256 with its JWT_SECRET, decision in tokens.ts). */
export function mintToken(secret: string, user: { id: number; email: string; roles: string[] }): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    email: user.email,
    roles: user.roles,
    ver: 0,
    sub: String(user.id),
    iat: now,
    exp: now + 6 * 3600,
  })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/**
 * The school of `instructors`, replacing the demo's lesson data (its instructors' hours, lessons
 * and history go; its offers, pages and accounts stay). Times are Bratislava wall-clock, lessons
 * of two units on the 90-minute grid from 07:00: in the past year 6 of the 8 a day (one in 20
 * cancelled, one in 50 a no-show), from today to the end of the window 2 of 5 booked.
 */
export async function seedSchool(databaseUrl: string, instructors: number): Promise<{ lessonRows: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('DELETE FROM lesson_waitlist');
    // Cascades to their hours, exceptions, lessons and the lessons' history.
    await client.query('DELETE FROM lesson_instructors');
    await client.query(
      `INSERT INTO booking_settings (id, window_days, notice_hours, max_upcoming, cancel_hours, require_paid_up_to_date)
       VALUES (1, $1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET window_days = excluded.window_days, notice_hours = excluded.notice_hours,
         max_upcoming = excluded.max_upcoming, cancel_hours = excluded.cancel_hours,
         require_paid_up_to_date = excluded.require_paid_up_to_date`,
      [
        SETTINGS.windowDays,
        SETTINGS.noticeHours,
        SETTINGS.maxUpcoming,
        SETTINGS.cancelHours,
        SETTINGS.requirePaidUpToDate,
      ],
    );
    // Nobody logs in with a password: the bench signs their tokens.
    const hash = 'bench-no-password';
    await client.query(
      `INSERT INTO users (email, password_hash, roles, email_verified_at, firstname, lastname)
       SELECT format('skala.instruktor.%s@autoskola.sk', i), $1, ARRAY['ROLE_USER', 'ROLE_INSTRUCTOR'], now(),
         'Inštruktor', 'Škálový'
       FROM generate_series(1, $2::integer) i`,
      [hash, instructors],
    );
    await client.query(
      `INSERT INTO vehicles (name, plate, licence_group, gearbox)
       SELECT 'Škoda Fabia', format('SKALA%s', i), 'B', CASE WHEN i % 4 = 0 THEN 'automatic' ELSE 'manual' END
       FROM generate_series(1, $1::integer) i`,
      [instructors],
    );
    await client.query(
      `CREATE TEMP TABLE scale_instructors ON COMMIT DROP AS
       SELECT i, u.id AS user_id, v.id AS vehicle_id
       FROM generate_series(1, $1::integer) i
       JOIN users u ON u.email = format('skala.instruktor.%s@autoskola.sk', i)
       JOIN vehicles v ON v.plate = format('SKALA%s', i)`,
      [instructors],
    );
    await client.query(
      `INSERT INTO lesson_instructors (user_id, name) SELECT user_id, format('Inštruktor %s', i) FROM scale_instructors`,
    );
    await client.query(
      `INSERT INTO working_periods (instructor_id, weekday, from_time, to_time, vehicle_id)
       SELECT user_id, weekday, '07:00', '19:00', vehicle_id FROM scale_instructors, generate_series(1, 6) weekday`,
    );
    // Students: 'training' ones book, 'finished' ones drove the older part of the year.
    await client.query(
      `CREATE TEMP TABLE scale_students ON COMMIT DROP AS
       SELECT i, k, kind, format('skala.%s.%s.%s@example.sk', kind, i, k) AS email
       FROM generate_series(1, $1::integer) i,
         LATERAL (SELECT 'training' AS kind, k FROM generate_series(0, $2::integer - 1) k
                  UNION ALL SELECT 'finished', k FROM generate_series(0, $3::integer - 1) k) s`,
      [instructors, STUDENTS_PER_INSTRUCTOR, FINISHED_PER_INSTRUCTOR],
    );
    await client.query(
      `INSERT INTO users (email, password_hash, email_verified_at) SELECT email, $1, now() FROM scale_students`,
      [hash],
    );
    await client.query(
      `INSERT INTO course_applications (offer_id, course_name, licence_group, price, user_id, firstname, lastname,
         birth_date, email, phone, street, town, postal_code, status, submitted_at, status_changed_at, confirmed_at)
       SELECT (SELECT id FROM offers WHERE licence_group = 'B' ORDER BY id LIMIT 1), 'Skupina B', 'B', 139000, u.id,
         'Záťažový', 'Žiak', '2005-03-03', s.email, '+421 905 000 111', 'Hlavná 1', 'Ružomberok', '034 01',
         s.kind, now() - interval '120 days', now() - interval '100 days', now() - interval '120 days'
       FROM scale_students s JOIN users u ON u.email = s.email`,
    );
    await client.query(
      `CREATE TEMP TABLE scale_people ON COMMIT DROP AS
       SELECT s.i, s.k, s.kind, a.user_id, a.id AS application_id
       FROM scale_students s JOIN course_applications a ON a.email = s.email`,
    );
    await client.query('CREATE INDEX ON scale_people (i, kind, k)');
    await client.query(
      `CREATE TEMP TABLE scale_days ON COMMIT DROP AS
       WITH today AS (SELECT (now() AT TIME ZONE 'Europe/Bratislava')::date AS day)
       SELECT d::date AS day, d::date - today.day AS offset_days
       FROM today, generate_series((today.day - 365)::timestamp, (today.day + $1::integer)::timestamp, interval '1 day') d
       WHERE extract(isodow FROM d) <= 6`,
      [SETTINGS.windowDays],
    );
    await client.query(
      `INSERT INTO driving_lessons (instructor_id, vehicle_id, student_id, application_id, starts_at, ends_at, units,
         status, drive_kind, created_at)
       SELECT t.user_id, t.vehicle_id, p.user_id, p.application_id, t.starts_at, t.starts_at + interval '90 minutes', 2,
         CASE WHEN t.offset_days >= 0 THEN 'booked' WHEN t.n % 20 = 0 THEN 'cancelled' WHEN t.n % 50 = 7 THEN 'noShow'
           ELSE 'driven' END,
         CASE WHEN t.offset_days < 0 THEN 'road' END,
         least(t.starts_at - interval '3 days', now() - interval '1 hour')
       FROM (
         SELECT si.i, si.user_id, si.vehicle_id, d.offset_days, (d.offset_days + 400) * 8 + slot AS n,
           (d.day + time '07:00' + slot * interval '90 minutes') AT TIME ZONE 'Europe/Bratislava' AS starts_at,
           CASE WHEN d.offset_days >= -$1::integer THEN 'training' ELSE 'finished' END AS kind
         FROM scale_instructors si, scale_days d, generate_series(0, 7) slot
         WHERE CASE WHEN d.offset_days < 0 THEN (slot + d.offset_days + 400 + si.i) % 4 <> 0
                    ELSE (slot + d.offset_days + si.i) % 5 < 2 END
       ) t
       JOIN scale_people p ON p.i = t.i AND p.kind = t.kind
         AND p.k = t.n % CASE WHEN t.kind = 'training' THEN $2::integer ELSE $3::integer END`,
      [TRAINING_DAYS, STUDENTS_PER_INSTRUCTOR, FINISHED_PER_INSTRUCTOR],
    );
    // Their history as the server writes it: who booked each, and who cancelled.
    await client.query(
      `INSERT INTO driving_lesson_events (lesson_id, action, at, by)
       SELECT l.id, 'booked', l.created_at, u.email
       FROM driving_lessons l JOIN users u ON u.id = l.student_id JOIN scale_instructors si ON si.user_id = l.instructor_id
       UNION ALL
       SELECT l.id, 'cancelled', l.starts_at - interval '1 day', u.email
       FROM driving_lessons l JOIN users u ON u.id = l.student_id JOIN scale_instructors si ON si.user_id = l.instructor_id
       WHERE l.status = 'cancelled'`,
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
    const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM driving_lessons');
    return { lessonRows: Number(rows[0]?.count ?? 0) };
  } finally {
    await client.end();
  }
}

async function people(databaseUrl: string, secret: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; email: string; roles: string[] }>(
      `SELECT id, email, roles FROM users WHERE email LIKE 'skala.training.%' OR email = 'skala.instruktor.1@autoskola.sk'
       ORDER BY id`,
    );
    const withToken = rows.map((row) => ({ id: row.id, email: row.email, token: mintToken(secret, row) }));
    return {
      instructor: withToken.find((person) => person.email.startsWith('skala.instruktor.')) as Person,
      students: withToken.filter((person) => person.email.startsWith('skala.training.')),
    };
  } finally {
    await client.end();
  }
}

function jsonOf<T>(answer: Answer, what: string): T {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${decoded(answer).slice(0, 300)}`);
  return JSON.parse(decoded(answer)) as T;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 10) / 10;
};
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A fixed shuffle (same order every run): bookings spread over the days and instructors as students' do. */
function shuffled<T>(items: T[]): T[] {
  const result = [...items];
  let seed = 52;
  for (let index = result.length - 1; index > 0; index -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const other = seed % (index + 1);
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

const BR = { 'accept-encoding': 'br' };

async function measureSize(instructors: number, options: ScaleOptions): Promise<ScalePoint> {
  const began = performance.now();
  const { port, offeredPerSecond, seconds, connections = 50, warmupSeconds = 3 } = options;
  const school = directSchoolServer(port, 'scale');
  const { databaseUrl, secret } = school;
  try {
    await school.startWithDemo();
    const { lessonRows } = await seedSchool(databaseUrl, instructors);
    const { instructor, students } = await people(databaseUrl, secret);
    // Started again, so that nothing it cached from the demo school remains.
    const pid = await school.restart();

    const idle = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string, headers: Record<string, string> = BR) => send(idle, port, 'GET', path, headers);
    const book = (agent: Agent, student: Person, slot: Slot) =>
      send(
        agent,
        port,
        'POST',
        '/api/lesson/book',
        { authorization: `Bearer ${student.token}` },
        JSON.stringify({ instructorId: slot.instructorId, start: slot.start, units: 1 }),
      );
    const readDays = async () =>
      jsonOf<{ days: { date: string; free: number }[] }>(await get('/api/lesson/slot-days'), 'slot-days').days;
    const readDay = async (date: string) => {
      const answer = await get(`/api/lesson/slots?date=${date}`);
      return { answer, slots: jsonOf<{ slots: Slot[] }>(answer, `slots of ${date}`).slots };
    };

    // Every free unit of the window (and the code compiled by the reads, as on a server that has run a while).
    const days = await readDays();
    const free: Slot[] = [];
    // The first day is what the screen opens with; it may be today's last hours, the fullest is the one to compare.
    const largestDay = { bytes: 0, jsonBytes: 0 };
    for (const { date } of days) {
      const { answer, slots } = await readDay(date);
      for (const slot of slots) free.push({ instructorId: slot.instructorId, start: slot.start, date });
      // The fullest by its JSON: small answers go uncompressed, so their bytes on the wire say less.
      const jsonBytes = Buffer.byteLength(decoded(answer));
      if (jsonBytes > largestDay.jsonBytes) Object.assign(largestDay, { bytes: answer.body.length, jsonBytes });
    }
    for (let round = 0; round < 3; round += 1) for (const { date } of days) await readDay(date);
    const freeUnits = days.reduce((sum, day) => sum + day.free, 0);
    if (days.length === 0) throw new Error(`no free slots at ${instructors} instructors`);

    // Saving the rules clears everything: the next read of a day recomputes it (the first round only warms up).
    const settings = JSON.stringify(SETTINGS);
    const recompute: number[] = [];
    const cached: number[] = [];
    for (let sample = 0; sample <= SAMPLES; sample += 1) {
      const saved = await send(
        idle,
        port,
        'PUT',
        '/api/admin/lesson/settings',
        { authorization: `Bearer ${instructor.token}` },
        settings,
      );
      if (saved.status < 200 || saved.status > 299)
        throw new Error(`saving the rules answered ${saved.status}: ${decoded(saved)}`);
      const date = (days[sample % days.length] as { date: string }).date;
      const first = await get(`/api/lesson/slots?date=${date}`);
      const second = await get(`/api/lesson/slots?date=${date}`);
      if (sample > 0) {
        recompute.push(first.ms);
        cached.push(second.ms);
      }
    }

    // The first read after a booking, nobody else asking.
    const pool = shuffled(free);
    const idleAfterBooking: number[] = [];
    for (let sample = 0; sample <= SAMPLES; sample += 1) {
      const student = students[sample % students.length] as Person;
      // A unit at the time of the student's own lesson (with their instructor) is refused: the next one then.
      let slot = pool.pop() as Slot;
      let booked = await book(idle, student, slot);
      for (let tries = 0; booked.status === 409 && tries < 20; tries += 1) {
        slot = pool.pop() as Slot;
        booked = await book(idle, student, slot);
      }
      if (booked.status !== 201) throw new Error(`an idle booking answered ${booked.status}: ${decoded(booked)}`);
      const read = await get(`/api/lesson/slots?date=${slot.date}`);
      if (sample > 0) idleAfterBooking.push(read.ms);
    }

    // The first screen: the list of days and the first day's units, as a browser gets them.
    const daysAnswer = await get('/api/lesson/slot-days');
    const firstDay = jsonOf<{ days: { date: string }[] }>(daysAnswer, 'slot-days').days[0]?.date ?? '';
    const slotsAnswer = await get(`/api/lesson/slots?date=${firstDay}`);
    const firstScreen = {
      daysBytes: daysAnswer.body.length,
      slotsBytes: slotsAnswer.body.length,
      totalBytes: daysAnswer.body.length + slotsAnswer.body.length,
      daysJsonBytes: Buffer.byteLength(decoded(daysAnswer)),
      slotsJsonBytes: Buffer.byteLength(decoded(slotsAnswer)),
      largestDayBytes: largestDay.bytes,
      largestDayJsonBytes: largestDay.jsonBytes,
    };
    idle.destroy();

    // The rush runs in a worker thread (booking-rush.ts): this thread's garbage does not delay its answers.
    const warmup = warmupSeconds * offeredPerSecond;
    // The warm-up books its own few units, so that the measured bookings still find free ones
    // (a small school's window is booked up within seconds at this rate; later ones meet 409).
    const warmupPool = pool.slice(0, Math.max(1, Math.min(warmup, Math.floor(pool.length * 0.15))));
    const measuredPool = pool.slice(warmupPool.length);
    // The embedded PostgreSQL's processes are the server's children: what the database spends shares the cores too.
    const databaseCpu = () =>
      processTree(pid)
        .slice(1)
        .reduce((sum, each) => {
          try {
            return sum + processCpuMicros(each);
          } catch {
            return sum; // ended meanwhile
          }
        }, 0);
    const cpu = { server: 0, database: 0, client: process.cpuUsage() };
    const measuring = () => {
      cpu.server = processCpuMicros(pid);
      cpu.database = databaseCpu();
      cpu.client = process.cpuUsage();
    };
    measuring();
    const { bookingTimes, statuses, afterBooked, afterRefused, staleReads } = await runBookingRush(
      {
        port,
        connections,
        offeredPerSecond,
        seconds,
        warmupSeconds,
        tokens: students.map((student) => student.token),
        warmupPool,
        measuredPool,
      },
      {
        onMeasuring: measuring,
        onOver: () => {
          cpu.server = processCpuMicros(pid) - cpu.server;
          cpu.database = databaseCpu() - cpu.database;
          const client = process.cpuUsage(cpu.client);
          cpu.client = { user: client.user, system: client.system };
        },
      },
    );
    const answers = bookingTimes.length;
    const serverCpuUs = Math.round(cpu.server / Math.max(1, answers));
    const databaseCpuUs = Math.round(cpu.database / Math.max(1, answers));
    const clientCpuUs = Math.round((cpu.client.user + cpu.client.system) / Math.max(1, answers));

    // Steady: the sender and the timers settle, as on a server between visits.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssMb = rssMbOf(pid);
    const treePssMb = oneDecimal(processTree(pid).reduce((sum, each) => sum + readStatus(each, 'Pss'), 0));
    const { 201: booked = 0, 409: taken = 0, 422: refused = 0, 0: errors = 0, ...others } = statuses;
    return {
      instructors,
      studentsInTraining: students.length,
      lessonRows,
      freeUnits,
      daysWithSlots: days.length,
      recomputeMs: median(recompute),
      recomputeMaxMs: oneDecimal(Math.max(...recompute)),
      idleReadAfterBookingMs: median(idleAfterBooking),
      cachedReadMs: median(cached),
      firstScreen,
      connections,
      offeredPerSecond,
      seconds,
      booking: { ...latencies(bookingTimes), booked, taken, refused, errors, others },
      readAfterBooked: latencies(afterBooked),
      readAfterRefused: latencies(afterRefused),
      staleReads,
      serverCpuUs,
      databaseCpuUs,
      clientCpuUs,
      rssMb,
      treePssMb,
      wallSeconds: Math.round((performance.now() - began) / 1000),
    };
  } finally {
    await school.remove();
  }
}

/** The curve: one school after the other, each on a server of its own (nothing else runs meanwhile). */
export async function measureSlotScale(options: ScaleOptions): Promise<ScalePoint[]> {
  const points: ScalePoint[] = [];
  for (const instructors of options.sizes) points.push(await measureSize(instructors, options));
  return points;
}

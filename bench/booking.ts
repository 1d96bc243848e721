import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { processCpuMicros } from './servers.ts';

/**
 * Lesson booking under load (issue 39): students in training (made through the real flow:
 * registration, application, the e-mailed confirmation, the instructor's status steps) book the
 * free slots of the demo school and of four bench instructors at an offered rate over 50
 * connections (benchBooking). Consecutive requests are different students and slots: the first
 * pass books (two e-mails with .ics each, sent during the run), later ones meet the cap (422) or
 * a taken slot (409). The p99 over every answer is the target's number (decision 0030).
 */
export interface BookingResult {
  connections: number;
  offeredPerSecond: number;
  seconds: number;
  warmupSeconds: number;
  answered: number;
  booked: number;
  taken: number;
  refused: number;
  otherStatuses: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  p999Ms: number;
  maxMs: number;
  /** The booked answers (201) and the taken ones (409) apart. */
  bookedLatency: Latencies;
  takenLatency: Latencies;
  /** Requests that got no answer (connection errors). */
  errors: number;
  serverCpuUs: number;
}

interface Student {
  email: string;
  token: string;
}

const STUDENT_PASSWORD = 'bench-heslo-123';

async function json(response: Response) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** The newest confirmation link in the server's mail spool (no SMTP_URL: each mail is an .eml in DATA_DIR/mail). */
/** The token of the newest link to `path` e-mailed to `email` (the spool is the mailbox). */
async function linkToken(dataDir: string, email: string, path: string): Promise<string | null> {
  const spool = join(dataDir, 'mail');
  if (!existsSync(spool)) return null;
  const files = readdirSync(spool)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const mail = await simpleParser(readFileSync(join(spool, file)));
    const to = Array.isArray(mail.to) ? mail.to.map((each) => each.text).join(' ') : (mail.to?.text ?? '');
    if (!to.includes(email)) continue;
    const match = new RegExp(`${path}#token=([\\w-]+)`).exec(mail.text ?? '');
    if (match?.[1]) return match[1];
  }
  return null;
}

/** A session token of a bench user (they all have the same password). */
async function logIn(baseUrl: string, email: string): Promise<string> {
  const { token } = (await json(
    await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: STUDENT_PASSWORD }),
    }),
  )) as { token: string };
  return token;
}

async function waitFor<T>(probe: () => Promise<T | null>, what: string): Promise<T> {
  for (let waited = 0; waited < 15_000; waited += 50) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** Students in training, through the same calls a student and an instructor make. */
export async function studentsInTraining(
  baseUrl: string,
  dataDir: string,
  instructorToken: string,
  count: number,
): Promise<Student[]> {
  const offers = (await json(await fetch(`${baseUrl}/api/offer/list`))) as { offers: { id: number; name: string }[] };
  const offerId = offers.offers.find((offer) => offer.name === 'Skupina B')?.id ?? offers.offers[0]?.id;
  const admin = { authorization: `Bearer ${instructorToken}`, 'content-type': 'application/json' };
  const students: Student[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `zatazovy.ziak.${index}.${Date.now()}@example.sk`;
    await json(
      await fetch(`${baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: STUDENT_PASSWORD }),
      }),
    );
    // The address is proven by the registration's link, as a student does (decision 0033).
    const verification = await waitFor(() => linkToken(dataDir, email, 'overenie-emailu'), `the link of ${email}`);
    await json(
      await fetch(`${baseUrl}/api/auth/verify-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: verification }),
      }),
    );
    const token = await logIn(baseUrl, email);
    await json(
      await fetch(`${baseUrl}/api/course-application/add`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          offerId,
          firstname: 'Záťažový',
          // A name takes letters only (issue 50): the index as letters (0 → a, 12 → bc).
          lastname: `Žiak ${String(index).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? '')}`,
          birthDate: '1995-03-03',
          email,
          phone: '+421 905 000 111',
          street: 'Hlavná 1',
          town: 'Ružomberok',
          postalCode: '034 01',
          heldGroups: [],
          termsAccepted: true,
        }),
      }),
    );
    const confirmation = await waitFor(
      () => linkToken(dataDir, email, 'prihlaska/potvrdenie'),
      `the confirmation of ${email}`,
    );
    await json(
      await fetch(`${baseUrl}/api/course-application/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: confirmation }),
      }),
    );
    const list = (await json(
      await fetch(`${baseUrl}/api/admin/course-application/list?search=${encodeURIComponent(email)}`, {
        headers: admin,
      }),
    )) as { courseApplications: { id: number }[] };
    const id = list.courseApplications[0]?.id;
    for (const status of ['verified', 'enrolled', 'training']) {
      await json(
        await fetch(`${baseUrl}/api/admin/course-application/${id}/status`, {
          method: 'POST',
          headers: admin,
          body: JSON.stringify({ status }),
        }),
      );
    }
    students.push({ email, token });
  }
  return students;
}

/** The free slots now, as (instructor, start) pairs, one unit each: the days that have some, then each day's. */
export async function freeSlotList(baseUrl: string): Promise<{ instructorId: number; start: string }[]> {
  const { days } = (await json(await fetch(`${baseUrl}/api/lesson/slot-days`))) as { days: { date: string }[] };
  const perDay = await Promise.all(
    days.map(
      async ({ date }) =>
        (await json(await fetch(`${baseUrl}/api/lesson/slots?date=${date}`))) as {
          slots: { instructorId: number; start: string }[];
        },
    ),
  );
  return perDay.flatMap((day) => day.slots.map(({ instructorId, start }) => ({ instructorId, start })));
}

/** Instructors of the bench with hours every day 06:00–21:00 (no vehicle): free slots enough for every booking. */
export async function benchInstructorsWithHours(
  baseUrl: string,
  cli: (...args: string[]) => { status: number | null },
  count: number,
): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `zataz.instruktor.${index + 1}@autoskola.sk`;
    cli('user:create', '--email', email, '--password', STUDENT_PASSWORD, '--role', 'ROLE_INSTRUCTOR');
    const token = await logIn(baseUrl, email);
    await json(
      await fetch(`${baseUrl}/api/admin/lesson/hours`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Záťažový inštruktor ${index + 1}`,
          template: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '06:00', to: '21:00', vehicleId: null })),
        }),
      }),
    );
    tokens.push(token);
  }
  return tokens;
}

export interface Latencies {
  count: number;
  p50Ms: number;
  p99Ms: number;
  p999Ms: number;
  maxMs: number;
}

export function latencies(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0) * 10) / 10;
  return { count: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), p999Ms: at(0.999), maxMs: at(1) };
}

/**
 * Bookings offered at a steady rate (open loop: one every 1/rate s, whether or not the earlier
 * ones were answered) over at most `connections` kept-alive connections. Each request is the
 * next student and the next slot in turn, so a first pass books and a later one meets taken
 * slots (409). A request's time runs from when it was due, so waiting for a free connection
 * counts too, and every answer counts (booked or refused). The first `warmupSeconds` are not
 * in the result: the server's code is compiled by then, as on a server that has run a while.
 */
export async function benchBooking(
  baseUrl: string,
  pid: number,
  students: Student[],
  slots: { instructorId: number; start: string }[],
  { connections = 50, offeredPerSecond = 200, seconds = 20, warmupSeconds = 3 } = {},
): Promise<BookingResult> {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const post = (token: string, body: string) =>
    new Promise<number>((resolve) => {
      const request = httpRequest(
        {
          agent,
          hostname,
          port,
          method: 'POST',
          path: '/api/lesson/book',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            authorization: `Bearer ${token}`,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', () => resolve(0));
      request.end(body);
    });

  const statuses: Record<string, number> = {};
  const all: number[] = [];
  const byStatus: Record<string, number[]> = {};
  const interval = 1000 / offeredPerSecond;
  const total = (warmupSeconds + seconds) * offeredPerSecond;
  const pending: Promise<void>[] = [];
  let cpuBefore = processCpuMicros(pid);
  const started = performance.now();
  for (let n = 0; n < total; n += 1) {
    const due = started + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (n === warmupSeconds * offeredPerSecond) cpuBefore = processCpuMicros(pid);
    const measured = n >= warmupSeconds * offeredPerSecond;
    const student = students[n % students.length] as Student;
    const slot = slots[n % slots.length] as { instructorId: number; start: string };
    pending.push(
      post(student.token, JSON.stringify({ instructorId: slot.instructorId, start: slot.start, units: 1 })).then(
        (status) => {
          if (!measured) return;
          const ms = performance.now() - due;
          statuses[status] = (statuses[status] ?? 0) + 1;
          all.push(ms);
          const times = byStatus[status] ?? [];
          times.push(ms);
          byStatus[status] = times;
        },
      ),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  const answered = all.length;
  const { 201: booked = 0, 409: taken = 0, 422: refused = 0, 0: errors = 0, ...other } = statuses;
  const overall = latencies(all);
  return {
    connections,
    offeredPerSecond,
    seconds,
    warmupSeconds,
    answered,
    booked,
    taken,
    refused,
    otherStatuses: other,
    p50Ms: overall.p50Ms,
    p99Ms: overall.p99Ms,
    p999Ms: overall.p999Ms,
    maxMs: overall.maxMs,
    bookedLatency: latencies(byStatus[201] ?? []),
    takenLatency: latencies(byStatus[409] ?? []),
    errors,
    serverCpuUs: Math.round((processCpuMicros(pid) - cpuBefore) / Math.max(1, answered)),
  };
}

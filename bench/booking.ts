import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { simpleParser } from 'mailparser';
import { processCpuMicros } from './servers.ts';

/**
 * Lesson booking under load (issue 39): students in training (made through the real flow:
 * registration, application, the e-mailed confirmation, the instructor's status steps) book the
 * free slots of the demo school at an offered rate over 50 connections. Consecutive requests are
 * different students and slots, so the first round books and later ones meet taken slots (409);
 * both go through the whole transaction. The p99 is the target's number.
 */
export interface BookingResult {
  connections: number;
  offeredPerSecond: number;
  seconds: number;
  answered: number;
  booked: number;
  taken: number;
  refused: number;
  otherStatuses: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  p999Ms: number;
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
async function confirmationToken(dataDir: string, email: string): Promise<string | null> {
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
    const match = /prihlaska\/potvrdenie#token=([\w-]+)/.exec(mail.text ?? '');
    if (match?.[1]) return match[1];
  }
  return null;
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
    const { token } = (await json(
      await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: STUDENT_PASSWORD }),
      }),
    )) as { token: string };
    await json(
      await fetch(`${baseUrl}/api/course-application/add`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          offerId,
          firstname: 'Záťažový',
          lastname: `Žiak ${index}`,
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
    const confirmation = await waitFor(() => confirmationToken(dataDir, email), `the confirmation of ${email}`);
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

/** The free slots now, as (instructor, start) pairs, one unit each. */
export async function freeSlotList(baseUrl: string): Promise<{ instructorId: number; start: string }[]> {
  const slots = (await json(await fetch(`${baseUrl}/api/lesson/slots`))) as {
    days: { slots: { instructorId: number; start: string }[] }[];
  };
  return slots.days.flatMap((day) => day.slots.map(({ instructorId, start }) => ({ instructorId, start })));
}

/** Bookings at an offered rate over `connections` connections: each request a student and a slot in turn. */
export async function benchBooking(
  baseUrl: string,
  pid: number,
  students: Student[],
  slots: { instructorId: number; start: string }[],
  { connections = 50, offeredPerSecond = 200, seconds = 20 } = {},
): Promise<BookingResult> {
  let n = 0;
  const statuses: Record<string, number> = {};
  const before = processCpuMicros(pid);
  const result = await autocannon({
    url: `${baseUrl}/api/lesson/book`,
    connections,
    overallRate: offeredPerSecond,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          n += 1;
          // One after another, each request another student and another slot: the first round
          // books, later ones find most slots taken (as when many students open the list at once).
          const student = students[n % students.length] as Student;
          const slot = slots[n % slots.length] as { instructorId: number; start: string };
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${student.token}` },
            body: JSON.stringify({ instructorId: slot.instructorId, start: slot.start, units: 1 }),
          };
        },
        onResponse: (status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  const { 201: booked = 0, 409: taken = 0, 422: refused = 0, ...other } = statuses;
  return {
    connections,
    offeredPerSecond,
    seconds,
    answered,
    booked,
    taken,
    refused,
    otherStatuses: other,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    p999Ms: result.latency.p99_9 ?? result.latency.p99,
    errors: result.errors + result.timeouts,
    serverCpuUs: Math.round((processCpuMicros(pid) - before) / Math.max(1, answered)),
  };
}

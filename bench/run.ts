// npm run bench: builds if needed, then measures the production build on this machine and writes
// docs/benchmarks.md. Settings: BENCH_DURATION (seconds per API round, default 10), BENCH_ROUNDS
// (rounds per API case and per page, default 3), BENCH_PAGE_DURATION (seconds per page round, default 5),
// BENCH_OFFERED_SECONDS (the steady load over the pages, default 60), BENCH_LIGHTHOUSE_RUNS (runs per page, median kept, default 3), CHROMIUM_PATH,
// BENCH_SCALE_SIZES (instructors of the scale curve's schools, default 3,10,30), BENCH_SCALE_SECONDS (of bookings at each, default BENCH_BOOKING_SECONDS).
// BENCH_OVERVIEW_SAMPLES (requests per period of the owner's overview on a school's decade, default 100).

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { robotsFor } from '@autoskola/routes';
import { type ApiCase, type ApiResult, benchApi, percent } from './api.ts';
import {
  type BookingResult,
  benchBooking,
  benchInstructorsWithHours,
  freeSlotList,
  studentsInTraining,
} from './booking.ts';
import { type FootprintResult, measureFootprint } from './footprint.ts';
import { type LighthouseResult, runLighthouse } from './lighthouse.ts';
import { DECADE, measureOverviewScale, OVERVIEW_P99_TARGET_MS, type OverviewScaleResult } from './overview-scale.ts';
import { measurePageBytes, type PageBytes } from './page-bytes.ts';
import { benchPages, cpuColumn, type OfferedLoadResult, type PageResult } from './pages.ts';
import { assertPrerequisites, partsToRun } from './prerequisites.ts';
import { startBareServer, startProductionServer, stopChildProcesses } from './servers.ts';
import { FINISHED_PER_INSTRUCTOR, measureSlotScale, SAMPLES, type ScalePoint } from './slot-scale.ts';

const PUBLIC_PAGES = ['/', '/ponuka', '/ucebne-materialy', '/kontakt', '/gdpr', '/testy', '/prihlaska'];
const duration = Number(process.env.BENCH_DURATION ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4410);
const pageDuration = Number(process.env.BENCH_PAGE_DURATION ?? 5);
const offeredSeconds = Number(process.env.BENCH_OFFERED_SECONDS ?? 60);
// Bookings offered per second over 50 connections, and for how long (issue 39).
const bookingRate = Number(process.env.BENCH_BOOKING_RATE ?? 200);
const bookingSeconds = Number(process.env.BENCH_BOOKING_SECONDS ?? 10);
// Issue 52: the schools of the scale curve (instructors each) and the seconds of bookings and reads at each.
const scaleSizes = (process.env.BENCH_SCALE_SIZES ?? '3,10,30').split(',').map(Number);
const scaleSeconds = Number(process.env.BENCH_SCALE_SECONDS ?? bookingSeconds);
// While tuning: BENCH_ONLY=api (or pages, bytes, booking, lighthouse, footprint, scale, overview) runs one part and leaves the report alone.
const only = process.env.BENCH_ONLY?.split(',');
const runs = partsToRun(process.env.BENCH_ONLY);
// While tuning one API case: BENCH_API_CASES=contact (parts of the cases' names, comma-separated).
const apiCases = process.env.BENCH_API_CASES?.split(',');
const apiCaseRuns = (name: string) => !apiCases || apiCases.some((part) => name.includes(part));
// Before anything starts: wrk, nginx and Chromium, as far as the parts that run need them.
assertPrerequisites();
// On any failure, even one no `finally` sees (a child's 'error' event, Ctrl-C, a kill), nothing
// this run started stays listening.
let stopping = false;
async function stopEverything(reason: unknown, code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.error(reason);
    const stopped = await stopChildProcesses();
    if (stopped.length > 0) console.error(`bench: stopped what it had started (pids ${stopped.join(', ')})`);
  }
  process.exit(code);
}
process.on('uncaughtException', (error) => stopEverything(error, 1));
process.on('unhandledRejection', (error) => stopEverything(error, 1));
process.on('SIGINT', () => stopEverything('bench: interrupted', 130));
process.on('SIGTERM', () => stopEverything('bench: terminated', 143));

const TARGETS = {
  performance: 95,
  otherScores: 100,
  landingJsKb: 150,
  // Issue 23: the first visit to /testy, against the landing page's JavaScript.
  testsExtraJsKb: 15,
  // Issue 38: the first visit to /prihlaska (the course application, mf-training).
  applicationExtraJsKb: 20,
  // Issue 39: the first visit to /jazdy (a student's lessons), free-slot reads, bookings at 50 connections.
  lessonsExtraJsKb: 25,
  slotReadRatio: 0.7,
  bookingP99Ms: 20,
  // Issue 20: the cached public reads against the bare route, a contact message at 200 connections.
  readRatio: 0.7,
  p99Ms: 50,
  postP99Ms: 20,
  // Issue 21: every public page against the bare route and nginx, and a steady offered load.
  pageShareOfBare: 0.7,
  pageShareOfNginx: 0.5,
  offeredP99Ms: 20,
  peakMb: 300,
  steadyMb: 200,
  warmStartMs: 1000,
  npmStartMs: 1500,
  firstStartMs: 3000,
  postgresNodeMb: 150,
  // Issue 52, at 30 instructors: the read right after a booking and the booking at 50 connections,
  // the first screen of free slots (br), the server's memory after the run.
  scaleMinInstructors: 30,
  readAfterBookingP99Ms: 20,
  scaleBookingP99Ms: 20,
  firstScreenKb: 10,
  scaleMemoryMb: 200,
};

/** How much more JavaScript (gzip) a first visit to `path` downloads than one to the landing page. */
function extraJsKb(measured: PageBytes[], path: string): number | null {
  const landing = measured.find((page) => page.path === '/');
  const other = measured.find((page) => page.path === path);
  return landing && other ? Math.round((other.jsGzipKb - landing.jsGzipKb) * 10) / 10 : null;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
/** Whether a scale point is held to the targets (they are set at 30 instructors). */
const heldToTargets = (point: ScalePoint) => point.instructors >= TARGETS.scaleMinInstructors;
const metOrNot = (point: ScalePoint, pass: boolean) => (heldToTargets(point) ? (pass ? ' met' : ' NOT met') : '');

/** One size of the scale curve on the console, with the targets beside the numbers they hold. */
function scaleSummary(point: ScalePoint): string {
  const { booking, readAfterBooked: read, firstScreen } = point;
  return [
    `scale ${point.instructors} instructors (${point.studentsInTraining} students in training, ${point.lessonRows} lessons, ${point.freeUnits} free units over ${point.daysWithSlots} days, ${point.wallSeconds} s):`,
    `  recompute (first read after everything was cleared, idle) ${point.recomputeMs} ms (slowest ${point.recomputeMaxMs} ms), first read after a booking (idle) ${point.idleReadAfterBookingMs} ms, cached ${point.cachedReadMs} ms`,
    `  first read after a booking at ${point.connections} connections: p50 ${read.p50Ms} ms, p99 ${read.p99Ms} ms (target ≤ ${TARGETS.readAfterBookingP99Ms} ms${metOrNot(point, read.p99Ms <= TARGETS.readAfterBookingP99Ms)}), ${read.count} reads, ${point.staleReads} stale`,
    `  booking: p50 ${booking.p50Ms} ms, p99 ${booking.p99Ms} ms (target ≤ ${TARGETS.scaleBookingP99Ms} ms${metOrNot(point, booking.p99Ms <= TARGETS.scaleBookingP99Ms)}), ${booking.booked} booked, ${booking.taken} taken, ${booking.refused} refused, ${booking.errors} errors${Object.keys(booking.others).length > 0 ? `, others ${JSON.stringify(booking.others)}` : ''}; CPU per booking and read: server ${point.serverCpuUs} µs, its PostgreSQL ${point.databaseCpuUs} µs, bench ${point.clientCpuUs} µs`,
    `  first screen (br): ${kb(firstScreen.totalBytes)} KB = slot-days ${firstScreen.daysBytes} B + first day ${firstScreen.slotsBytes} B (JSON ${firstScreen.daysJsonBytes} + ${firstScreen.slotsJsonBytes} B) (target ≤ ${TARGETS.firstScreenKb} KB${metOrNot(point, firstScreen.totalBytes <= TARGETS.firstScreenKb * 1024)}); the fullest day ${firstScreen.largestDayBytes} B br (JSON ${firstScreen.largestDayJsonBytes} B)`,
    `  memory after the run: Node RSS ${point.rssMb} MB (target ≤ ${TARGETS.scaleMemoryMb} MB${metOrNot(point, point.rssMb <= TARGETS.scaleMemoryMb)}), process tree PSS ${point.treePssMb} MB${metOrNot(point, point.treePssMb <= TARGETS.scaleMemoryMb)}`,
  ].join('\n');
}

/** A logged-in user's token (registered through the API). */
async function registeredToken(baseUrl: string, email: string): Promise<string> {
  const body = JSON.stringify({ email, password: 'bench-heslo-123' });
  const headers = { 'content-type': 'application/json' };
  await fetch(`${baseUrl}/api/auth/register`, { method: 'POST', headers, body });
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers, body });
  return ((await login.json()) as { token: string }).token;
}

/** An instructor made with the CLI, logged in. */
async function benchInstructor(
  server: { baseUrl: string; cli: (...args: string[]) => { status: number | null } },
  email: string,
) {
  server.cli('user:create', '--email', email, '--password', 'bench-heslo-123', '--role', 'ROLE_INSTRUCTOR');
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-heslo-123' }),
  });
  return ((await login.json()) as { token: string }).token;
}

// Measured first, on an otherwise idle machine: its own servers, started and stopped one at a time.
let footprint: FootprintResult[] = [];
if (runs('footprint')) {
  const postgres =
    process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  footprint = await measureFootprint(port + 5, postgres).catch(async (error: unknown) => {
    console.warn(`footprint on PostgreSQL skipped (${(error as Error).message})`);
    return measureFootprint(port + 5, null);
  });
  for (const result of footprint) console.log(JSON.stringify(result));
}

// The scale curve (issue 52) next, also on an idle machine: a server of its own per school size.
let scale: ScalePoint[] = [];
if (runs('scale')) {
  scale = await measureSlotScale({
    port: port + 6,
    sizes: scaleSizes,
    offeredPerSecond: bookingRate,
    seconds: scaleSeconds,
  });
  for (const point of scale) {
    console.log(JSON.stringify(point));
    console.log(scaleSummary(point));
  }
}
// Issue 54: the owner's overview on a school's decade, on a server of its own, also on an idle machine.
let overview: OverviewScaleResult | null = null;
if (runs('overview')) {
  overview = await measureOverviewScale({ port: port + 7, samples: Number(process.env.BENCH_OVERVIEW_SAMPLES ?? 100) });
  console.log(JSON.stringify(overview.rows));
  for (const item of overview.cases) {
    console.log(
      `${item.answer} ${item.name} (${item.from}..${item.to}): p50 ${item.latency.p50Ms} ms, p99 ${item.latency.p99Ms} ms (target ≤ ${OVERVIEW_P99_TARGET_MS} ms ${item.latency.p99Ms <= OVERVIEW_P99_TARGET_MS ? 'met' : 'NOT met'}), ${kb(item.bytes)} KB br`,
    );
  }
}
// Nothing else asked for: the demo server is not needed.
if (only?.every((part) => part === 'footprint' || part === 'scale' || part === 'overview')) process.exit(0);

const app = await startProductionServer(port);
console.log(`server started in ${app.startMs} ms, ${app.rssMb()} MB resident`);
const rssAfterStart = app.rssMb();
let lighthouseResults: LighthouseResult[] = [];
let bytes: PageBytes[] = [];
let api: ApiResult[] = [];
let pages: PageResult[] = [];
let offered: OfferedLoadResult | null = null;
let booking: BookingResult | null = null;
let slotsAfterBookings: { stale: number; free: number } | null = null;
let rssAfterBench = 0;
try {
  const categories = (await (await fetch(`${app.baseUrl}/api/learning-material/categories`)).json()) as {
    learningMaterialCategories: { id: number }[];
  };
  const firstCategory = categories.learningMaterialCategories[0]?.id ?? 1;
  // The free slots are read one day at a time (issue 52): the first day the student's screen shows.
  const slotDays = (await (await fetch(`${app.baseUrl}/api/lesson/slot-days`)).json()) as { days: { date: string }[] };
  const firstSlotDay =
    slotDays.days[0]?.date ?? new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Bratislava' });
  const bare = await startBareServer(port + 1);
  const appPid = app.server.child.pid as number;
  try {
    if (runs('api'))
      api = await benchApi(
        bare,
        (
          [
            { name: 'GET offer/list', url: `${app.baseUrl}/api/offer/list`, pid: appPid },
            {
              name: 'GET learning-material/categories',
              url: `${app.baseUrl}/api/learning-material/categories`,
              pid: appPid,
            },
            {
              name: `GET learning-material/list/${firstCategory}`,
              url: `${app.baseUrl}/api/learning-material/list/${firstCategory}`,
              pid: appPid,
            },
            // Issue 39: the free lesson slots every student sees, cached like the public reads.
            { name: 'GET lesson/slots', url: `${app.baseUrl}/api/lesson/slots?date=${firstSlotDay}`, pid: appPid },
            {
              name: 'POST contact-form/add',
              pid: appPid,
              url: `${app.baseUrl}/api/contact-form/add`,
              method: 'POST',
              body: JSON.stringify({
                firstname: 'Záťažový',
                lastname: 'Test',
                email: 'zataz@example.sk',
                phone: '',
                message: 'Správa z merania výkonu č. {n}',
              }),
            },
          ] satisfies ApiCase[]
        ).filter((apiCase) => apiCaseRuns(apiCase.name)),
        { durationSeconds: duration, rounds },
      );
    if (runs('pages')) {
      ({ pages, offered } = await benchPages({ url: app.baseUrl, pid: appPid }, bare, PUBLIC_PAGES, {
        durationSeconds: pageDuration,
        rounds,
        nginxPort: port + 2,
        offeredSeconds,
      }));
    }
  } finally {
    await bare.stop();
  }
  // Students and an instructor, as the booking and the logged-in pages need them.
  const needsPeople = runs('booking') || runs('bytes');
  const instructorEmail = 'zataz.instruktor@autoskola.sk';
  const instructorToken = needsPeople ? await benchInstructor(app, instructorEmail) : '';
  if (runs('booking')) {
    // Four more instructors with long days and 70 students who may have 20 coming lessons each
    // (the most the rules allow): the first pass over the free slots books them all (201), the
    // requests after it find them taken (409), none is refused for the cap.
    await benchInstructorsWithHours(app.baseUrl, app.cli, 4);
    await fetch(`${app.baseUrl}/api/admin/lesson/settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${instructorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        windowDays: 14,
        noticeHours: 12,
        maxUpcoming: 20,
        cancelHours: 24,
        requirePaidUpToDate: false,
      }),
    });
    const students = await studentsInTraining(app.baseUrl, app.dataDir, instructorToken, 70);
    const slots = await freeSlotList(app.baseUrl);
    console.log(`booking: ${students.length} students in training, ${slots.length} free slots`);
    booking = await benchBooking(app.baseUrl, appPid, students, slots, {
      connections: 50,
      offeredPerSecond: bookingRate,
      seconds: bookingSeconds,
    });
    console.log(JSON.stringify(booking));
    // Every booking cleared the cached slots: none of the booked ones is offered any more.
    const after = await freeSlotList(app.baseUrl);
    const booked = new Set(
      (
        (await (
          await fetch(`${app.baseUrl}/api/lesson/mine`, { headers: { authorization: `Bearer ${students[0]?.token}` } })
        ).json()) as {
          upcoming: { start: string; instructor: { id: number } }[];
        }
      ).upcoming.map((lesson) => `${lesson.instructor.id} ${lesson.start}`),
    );
    slotsAfterBookings = {
      stale: after.filter((slot) => booked.has(`${slot.instructorId} ${slot.start}`)).length,
      free: after.length,
    };
    console.log(
      `after the bookings: ${after.length} free slots, ${slotsAfterBookings.stale} of student 1's lessons still offered`,
    );
  }
  // The browsers run after the API measurement, on the same server.
  if (runs('bytes')) {
    const student = needsPeople ? await registeredToken(app.baseUrl, 'zataz.ziak.stranky@example.sk') : '';
    bytes = await measurePageBytes(
      app.baseUrl,
      [...PUBLIC_PAGES, '/jazdy', '/admin/jazdy', '/admin/ucebne-materialy', '/admin/prehlad'],
      {
        '/jazdy': student,
        '/admin/jazdy': instructorToken,
        '/admin/prehlad': instructorToken,
      },
    );
  }
  for (const page of bytes) {
    console.log(
      `${page.path}: ${page.requests} requests, ${page.transferredKb} KB transferred, JS ${page.jsGzipKb} KB gzip, CSS ${page.cssGzipKb} KB gzip, editor ${page.editorLoaded ? 'loaded' : 'not loaded'}, charts ${page.chartsLoaded ? 'loaded' : 'not loaded'}`,
    );
  }
  const testsExtraJs = extraJsKb(bytes, '/testy');
  if (testsExtraJs !== null) console.log(`/testy: ${testsExtraJs} KB of JavaScript (gzip) more than /`);
  const applicationExtraJs = extraJsKb(bytes, '/prihlaska');
  if (applicationExtraJs !== null) console.log(`/prihlaska: ${applicationExtraJs} KB of JavaScript (gzip) more than /`);
  const lessonsExtraJs = extraJsKb(bytes, '/jazdy');
  if (lessonsExtraJs !== null) console.log(`/jazdy: ${lessonsExtraJs} KB of JavaScript (gzip) more than /`);
  const weekExtraJs = extraJsKb(bytes, '/admin/jazdy');
  if (weekExtraJs !== null) console.log(`/admin/jazdy: ${weekExtraJs} KB of JavaScript (gzip) more than /`);
  if (runs('lighthouse')) lighthouseResults = await runLighthouse(app.baseUrl, PUBLIC_PAGES, lighthouseRuns);

  rssAfterBench = app.rssMb();
} finally {
  await app.stop();
}

if (only) process.exit(0);

// The report.
/**
 * This machine's speed moves by a factor of three or four over a day (a shared CPU): the bare GET
 * route's rate over the rounds says which phase the run was in, so that runs can be compared.
 */
function phaseLine(): string[] {
  const bareRounds = api
    .filter((r) => r.name.startsWith('bare Fastify route'))
    .flatMap((r) => r.requestsPerSecondRange);
  if (bareRounds.length === 0) return [];
  const thousands = (n: number) => Math.round(n / 1000);
  return [
    `The machine's phase in this run: the bare Fastify GET route answered ${thousands(Math.min(...bareRounds))}–${thousands(Math.max(...bareRounds))} thousand requests per second over its rounds at 200 connections through wrk (through autocannon, before [0022](decisions/0022-rates-measured-with-wrk.md), machines of this kind gave about 17–57 thousand on an AMD EPYC, from its slow phases to its fast ones, and 84–99 thousand on an Intel Xeon; the CPU is named at the top). Compare shares of the bare route and p99s across runs, not raw rates.`,
    '',
  ];
}
const ok = (pass: boolean) => (pass ? '✅' : '❌');
/** ✅ or ❌ where the targets hold (30 instructors), nothing on the smaller schools. */
const okAt = (point: ScalePoint, pass: boolean) => (heldToTargets(point) ? ` ${ok(pass)}` : '');
/** Issue 52: the free slots as the school grows. */
function scaleSection(): string[] {
  const first = scale[0];
  if (!first) return [];
  return [
    '## Free slots as the school grows (issue 52)',
    '',
    `Targets at ${TARGETS.scaleMinInstructors} instructors: the first read after a booking p99 ≤ ${TARGETS.readAfterBookingP99Ms} ms and booking p99 ≤ ${TARGETS.scaleBookingP99Ms} ms at ${first.connections} connections, the first screen's slots ≤ ${TARGETS.firstScreenKb} KB (br), the server's memory after the run ≤ ${TARGETS.scaleMemoryMb} MB.`,
    '',
    `Each school on a server of its own (the embedded PostgreSQL, the demo site), measured before the other sections on an idle machine: every instructor with a car (one in four automatic) and hours Mon–Sat 07:00–19:00, ${first.studentsInTraining / first.instructors} students in training and ${FINISHED_PER_INSTRUCTOR} who finished this year per instructor, a year of lessons behind them (6 of the 8 two-unit lessons a day; one in 20 cancelled, one in 50 a no-show, each with its history) and 2 in 5 of the window's lessons booked, written into the database directly; the rules: a window of 14 days, 12 hours' notice, 20 coming lessons at most. The students' tokens are signed with the server's \`JWT_SECRET\`.`,
    '',
    `Recompute: the first read of a day's slots (\`GET lesson/slots?date=\`, br) after the school's rules were saved again (which clears every cached slot), on the idle server, as the client sees it; the median of ${SAMPLES} days, and the slowest. Then the same after a booking on that day, and the cached read. The first screen: \`GET lesson/slot-days\` and the first day's \`GET lesson/slots?date=\`, as sent with \`accept-encoding: br\`; the first day may be today's last hours after the notice (it depends on the hour of the run), so the fullest day of the window is shown beside it.`,
    '',
    `Under load: ${first.offeredPerSecond} bookings per second offered for ${first.seconds} s (after 3 s of warm-up) over at most ${first.connections} connections, each a student in turn and a free unit of the window in a fixed shuffle (the later ones find units taken: 409), every booking timed from when it was due, by a client in a worker thread of its own (the bench's main thread, which seeded the school, paused it with its own garbage collections); as each booking's answer comes, the same connection pool reads the booked day (\`accept-encoding: br, gzip\`), timed from when it was sent. Stale: reads after a 201 that still offered the booked unit. Memory 2 s after the run: the Node process's RSS and the whole process tree's PSS (with PostgreSQL, as the footprint's steady).`,
    '',
    '| instructors | students in training | lesson rows | free units in the window | recompute: median (slowest) | first read after a booking, idle | cached read | first read after a booking at 50 connections: p50 / p99 | booking: p50 / p99 | first screen (br): slot-days + first day | the fullest day (br) | memory: Node RSS / tree PSS |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...scale.map((point) => {
      const read = point.readAfterBooked;
      const screen = point.firstScreen;
      return `| ${point.instructors} | ${point.studentsInTraining} | ${point.lessonRows} | ${point.freeUnits} over ${point.daysWithSlots} days | ${point.recomputeMs} ms (${point.recomputeMaxMs} ms) | ${point.idleReadAfterBookingMs} ms | ${point.cachedReadMs} ms | ${read.p50Ms} / ${read.p99Ms} ms${okAt(point, read.p99Ms <= TARGETS.readAfterBookingP99Ms)} | ${point.booking.p50Ms} / ${point.booking.p99Ms} ms${okAt(point, point.booking.p99Ms <= TARGETS.scaleBookingP99Ms)} | ${kb(screen.totalBytes)} KB: ${screen.daysBytes} + ${screen.slotsBytes} B (JSON ${kb(screen.daysJsonBytes + screen.slotsJsonBytes)} KB)${okAt(point, screen.totalBytes <= TARGETS.firstScreenKb * 1024)} | ${kb(screen.largestDayBytes)} KB (JSON ${kb(screen.largestDayJsonBytes)} KB) | ${point.rssMb} MB${okAt(point, point.rssMb <= TARGETS.scaleMemoryMb)} / ${point.treePssMb} MB${okAt(point, point.treePssMb <= TARGETS.scaleMemoryMb)} |`;
    }),
    '',
    '| instructors | bookings answered | booked | taken (409) | refused (422) | errors | reads after a 201 | stale | reads after a refusal: p50 / p99 | CPU per booking and read: server / its PostgreSQL / bench | minutes of the size, seeding included |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...scale.map(
      (point) =>
        `| ${point.instructors} | ${point.booking.count} | ${point.booking.booked} | ${point.booking.taken} | ${point.booking.refused}${Object.keys(point.booking.others).length > 0 ? ` (others ${JSON.stringify(point.booking.others)})` : ''} | ${point.booking.errors} ${ok(point.booking.errors === 0)} | ${point.readAfterBooked.count} | ${point.staleReads} ${ok(point.staleReads === 0)} | ${point.readAfterRefused.p50Ms} / ${point.readAfterRefused.p99Ms} ms | ${point.serverCpuUs} / ${point.databaseCpuUs} / ${point.clientCpuUs} µs | ${Math.round(point.wallSeconds / 6) / 10} |`,
    ),
    '',
  ];
}
/** Issue 54: the owner's overview on ten years of a school. */
function overviewSection(): string[] {
  if (!overview) return [];
  const rows = overview.rows;
  const many = (n: number) => n.toLocaleString('en-US');
  return [
    "## The owner's overview on a school's decade (issue 54)",
    '',
    `Target: every answer of the owner's overview (\`GET /admin/overview\`, and the lists its tables and CSV ask for: \`/admin/overview/payments\`, \`/admin/overview/instructor-days\`) at most ${OVERVIEW_P99_TARGET_MS} ms p99 on the embedded database. On a server of its own, measured before the other sections on an idle machine: ten years of a school of ${DECADE.instructors} instructors written into the database directly (\`bench/overview-scale.ts\`, ${overview.seedSeconds} s): ${many(rows.course_applications ?? 0)} applications with ${many(rows.course_application_events ?? 0)} history steps and ${many(rows.course_application_payments ?? 0)} payments, ${many(rows.driving_lessons ?? 0)} lessons, ${many(rows.test_attempts ?? 0)} theory tests, ${many(rows.exam_registrations ?? 0)} exam registrations with ${many(rows.exam_results ?? 0)} results. Each period asked one request at a time (the owner's screen), ${overview.cases[0]?.latency.count ?? 0} times after 5 warm-ups, \`accept-encoding: br, gzip\`.`,
    '',
    '| call | period | days | answer (br) / JSON | p50 | p99 |',
    '|---|---|---|---|---|---|',
    ...overview.cases.map(
      (item) =>
        `| ${item.answer} | ${item.name} | ${item.from} – ${item.to} | ${kb(item.bytes)} KB / ${kb(item.jsonBytes)} KB | ${item.latency.p50Ms} ms | ${item.latency.p99Ms} ms ${ok(item.latency.p99Ms <= OVERVIEW_P99_TARGET_MS)} |`,
    ),
    '',
  ];
}
const date = new Date().toISOString().slice(0, 10);
const lines: string[] = [
  '# Benchmarks',
  '',
  `Measured ${date} on this machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chromium at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}.`,
  'The production build served by the real server (the embedded PostgreSQL, the demo school from `seed:demo`), on loopback.',
  '',
  "Reproduce with `npm run bench` (about 22 minutes; it needs Debian's `wrk`, `nginx-light` and `chromium` and says which are missing before it starts; `BENCH_ROUNDS` rounds of `BENCH_DURATION` seconds per API case, defaults 3 and 10, and of `BENCH_PAGE_DURATION` seconds per page, default 5; `BENCH_OFFERED_SECONDS` of offered load, default 60;",
  "`BENCH_LIGHTHOUSE_RUNS` runs per page, median kept, default 3; `BENCH_SCALE_SIZES` instructors of the scale curve's schools, default 3,10,30, each with `BENCH_SCALE_SECONDS` of bookings, default `BENCH_BOOKING_SECONDS`, about 2 minutes in all; `BENCH_ONLY=scale` measures only the curve; `BENCH_OVERVIEW_SAMPLES` requests per overview period, default 100, and `BENCH_ONLY=overview` only the decade of issue 54). The script rewrites this file.",
  '',
  '## Lighthouse (mobile defaults: simulated slow 4G, mid-range phone)',
  '',
  `Targets: performance ≥ ${TARGETS.performance}; accessibility, best practices and SEO ${TARGETS.otherScores}. A page the SPEC keeps out of search engines (noindex: ${PUBLIC_PAGES.filter((path) => robotsFor(path) === 'noindex,nofollow').join(', ')}) is scored without the crawlability audit, which asks for the opposite.`,
  '',
  '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
  '|---|---|---|---|---|---|---|---|',
  ...lighthouseResults.map(
    (r) =>
      `| ${r.path} | ${r.performance} ${ok(r.performance >= TARGETS.performance)} | ${r.accessibility} ${ok(r.accessibility >= 100)} | ${r.bestPractices} ${ok(r.bestPractices >= 100)} | ${r.seo} ${ok(r.seo >= 100)} | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} |`,
  ),
  '',
  '## What a first visit downloads',
  '',
  `Target: at most ${TARGETS.landingJsKb} KB of JavaScript (gzip) for the landing page; the editor never loaded outside the admin; the chart library only on /admin/prehlad (issue 54).`,
  '',
  '| page | requests | transferred | JavaScript (gzip) | CSS (gzip) | editor loaded | charts loaded |',
  '|---|---|---|---|---|---|---|',
  ...bytes.map(
    (b) =>
      `| ${b.path} | ${b.requests} | ${b.transferredKb} KB | ${b.jsGzipKb} KB${b.path === '/' ? ` ${ok(b.jsGzipKb <= TARGETS.landingJsKb)}` : ''} | ${b.cssGzipKb} KB | ${b.editorLoaded ? 'yes' : 'no'}${b.path.startsWith('/admin') ? '' : ` ${ok(!b.editorLoaded)}`} | ${b.chartsLoaded ? 'yes' : 'no'} ${ok(b.chartsLoaded === (b.path === '/admin/prehlad'))} |`,
  ),
  '',
  'The admin pages are listed for comparison: /admin/ucebne-materialy fetches its editor only when a material dialog opens.',
  '',
  `The first visit to /testy downloads ${extraJsKb(bytes, '/testy') ?? '–'} KB of JavaScript (gzip) more than the landing page (target ≤ ${TARGETS.testsExtraJsKb} KB ${ok((extraJsKb(bytes, '/testy') ?? Number.POSITIVE_INFINITY) <= TARGETS.testsExtraJsKb)}).`,
  '',
  `The first visit to /prihlaska downloads ${extraJsKb(bytes, '/prihlaska') ?? '–'} KB of JavaScript (gzip) more than the landing page (target ≤ ${TARGETS.applicationExtraJsKb} KB ${ok((extraJsKb(bytes, '/prihlaska') ?? Number.POSITIVE_INFINITY) <= TARGETS.applicationExtraJsKb)}).`,
  '',
  `The first visit to /jazdy (logged in) downloads ${extraJsKb(bytes, '/jazdy') ?? '–'} KB of JavaScript (gzip) more than the landing page (target ≤ ${TARGETS.lessonsExtraJsKb} KB ${ok((extraJsKb(bytes, '/jazdy') ?? Number.POSITIVE_INFINITY) <= TARGETS.lessonsExtraJsKb)}).`,
  '',
  `The first visit to /admin/jazdy (an instructor's week) downloads ${extraJsKb(bytes, '/admin/jazdy') ?? '–'} KB of JavaScript (gzip) more than the landing page (target ≤ ${TARGETS.lessonsExtraJsKb} KB ${ok((extraJsKb(bytes, '/admin/jazdy') ?? Number.POSITIVE_INFINITY) <= TARGETS.lessonsExtraJsKb)}).`,
  '',
  ...phaseLine(),
  `## API throughput (wrk on one thread, 200 connections, the reads asking for br and gzip as browsers do; ${rounds} rounds of ${duration} s per route, each after a run of the bare route; medians)`,
  '',
  `Targets: read routes ≥ ${TARGETS.readRatio * 100} % of the bare Fastify route's requests per second, p99 under ${TARGETS.p99Ms} ms (a contact message: p99 ≤ ${TARGETS.postP99Ms} ms), no errors.`,
  '',
  '| route | requests/s | share of bare route | p50 | p99 | p99 of the rounds | errors | non-2xx | server CPU per answer | wrk CPU per answer | through autocannon: share of bare route, p99 |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...api.map((r) => {
    const isRead = r.name.startsWith('GET');
    return `| ${r.name} | ${r.requestsPerSecond} | ${percent(r.ratio ?? 1)}${isRead ? ` ${ok((r.ratio ?? 0) >= TARGETS.readRatio)}` : ''} | ${r.p50Ms} ms | ${r.p99Ms} ms ${ok(isRead || r.name.startsWith('bare') ? r.p99Ms < TARGETS.p99Ms : r.p99Ms <= TARGETS.postP99Ms)} | ${r.p99RangeMs[0]}–${r.p99RangeMs[1]} ms | ${r.errors} ${ok(r.errors === 0)} | ${r.non2xx} | ${r.serverCpuUs} µs | ${r.clientCpuUs} µs | ${r.autocannon ? `${percent(r.autocannon.ratio)}, ${r.autocannon.p99Ms} ms` : '–'} |`;
  }),
  '',
  'A contact message is compared with the bare route answering the same POST (the JSON body read and parsed, nothing validated or stored): its p99 is what 200 connections cost on this machine before any database.',
  '',
  "The CPU columns: the server process's CPU time (all its threads, user and system) and wrk's, divided by the answers. The two share this machine's two cores. The last column is the same case through autocannon, the client of the runs before [0022](decisions/0022-rates-measured-with-wrk.md), in the same rounds: it parses every answer in JavaScript, and on these two cores its own cost per answer lowers the rates it sees.",
  '',
  `## Public pages (wrk on one thread, 20 connections asking for br and gzip; ${rounds} rounds of ${pageDuration} s per page, each after a run of the bare route, of nginx serving the bare answer and of nginx serving the page; medians)`,
  '',
  `Targets: every page ≥ ${TARGETS.pageShareOfBare * 100} % of the bare Fastify route's requests per second and ≥ ${TARGETS.pageShareOfNginx * 100} % of nginx serving the same HTML as a file (with its .gz, gzip_static); at an offered 1,000 requests per second over all of them, no errors and p99 ≤ ${TARGETS.offeredP99Ms} ms.`,
  '',
  '| page | requests/s | share of bare route | nginx, same file | share of nginx | nginx: this file / its 30-byte file | p50 | p99 | errors | HTML | gzip | br | server CPU per answer: page / bare / nginx | wrk CPU per answer: page / bare / nginx | through autocannon: share of bare route |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...pages.map(
    (p) =>
      `| ${p.path} | ${p.requestsPerSecond} | ${percent(p.shareOfBare)} ${ok(p.shareOfBare >= TARGETS.pageShareOfBare)} | ${p.nginxRequestsPerSecond} | ${percent(p.shareOfNginx)} ${ok(p.shareOfNginx >= TARGETS.pageShareOfNginx)} | ${percent(p.nginxShareOfTiny)} | ${p.p50Ms} ms | ${p.p99Ms} ms | ${p.errors + p.non2xx} ${ok(p.errors + p.non2xx === 0)} | ${p.bytes.identity} B | ${p.bytes.gzip} B | ${p.bytes.br} B | ${cpuColumn(p.cpuUs, 'server')} | ${cpuColumn(p.cpuUs, 'client')} | ${percent(p.autocannonShareOfBare)} |`,
  ),
  '',
  "The column \"nginx: this file / its 30-byte file\" is the control: nginx serving the page's file against nginx serving the bare route's answer as a file, in the same round. It is what the page's bytes cost the load generator and the kernel on this machine, whoever serves them.",
  '',
  "The last column is the page's share of the bare route when autocannon asks for both in the same round (as issue 21's first measurements did): autocannon parses headers and keeps bodies in JavaScript, so on these two shared cores it runs out of CPU on a page answer before the server does ([0022](decisions/0022-rates-measured-with-wrk.md)).",
  '',
  ...(offered
    ? [
        `Offered ${offered.offeredPerSecond} requests per second for ${offered.seconds} s, spread over the ${PUBLIC_PAGES.length} pages (50 connections): ${offered.requestsPerSecond} per second answered, p50 ${offered.p50Ms} ms, p99 ${offered.p99Ms} ms ${ok(offered.p99Ms <= TARGETS.offeredP99Ms)}, errors ${offered.errors + offered.non2xx} ${ok(offered.errors + offered.non2xx === 0)}.`,
        '',
      ]
    : []),
  ...(booking
    ? [
        '## Lesson booking',
        '',
        `Targets: booking p99 ≤ ${TARGETS.bookingP99Ms} ms at ${booking.connections} connections; free-slot reads (GET lesson/slots, in the API table) ≥ ${TARGETS.slotReadRatio * 100} % of the bare route, cleared by every booking.`,
        '',
        `${booking.offeredPerSecond} bookings per second offered for ${booking.seconds} s (after ${booking.warmupSeconds} s of warm-up) over at most ${booking.connections} connections, one every ${1000 / booking.offeredPerSecond} ms whatever the answers, each a different student in training (70, made through registration, application, confirmation and the status steps) and slot in turn (the demo school's and four bench instructors' 06:00–21:00): ${booking.answered} answered (${booking.booked} booked, ${booking.taken} taken already: 409, ${booking.refused} refused: 422${Object.keys(booking.otherStatuses).length > 0 ? `, others ${JSON.stringify(booking.otherStatuses)}` : ''}), every answer timed from when it was due: p50 ${booking.p50Ms} ms, p99 ${booking.p99Ms} ms ${ok(booking.p99Ms <= TARGETS.bookingP99Ms)}, p99.9 ${booking.p999Ms} ms; booked p99 ${booking.bookedLatency.p99Ms} ms ${ok(booking.bookedLatency.p99Ms <= TARGETS.bookingP99Ms)}, taken p99 ${booking.takenLatency.p99Ms} ms; errors ${booking.errors} ${ok(booking.errors === 0)}; server CPU ${booking.serverCpuUs} µs per answer.`,
        ...(slotsAfterBookings
          ? [
              '',
              `After the bookings the slot list offers ${slotsAfterBookings.free} units and ${slotsAfterBookings.stale} of the booked ones ${ok(slotsAfterBookings.stale === 0)}.`,
            ]
          : []),
        '',
      ]
    : []),
  ...scaleSection(),
  ...overviewSection(),
  '## Footprint (memory and start of the whole server process tree)',
  '',
  `Targets on the embedded default with the demo data: peak ≤ ${TARGETS.peakMb} MB (sum of VmHWM), steady ≤ ${TARGETS.steadyMb} MB (sum of PSS after the load), warm start ≤ ${TARGETS.warmStartMs} ms from spawning the server and ≤ ${TARGETS.npmStartMs} ms from \`npm start\`, first start ≤ ${TARGETS.firstStartMs} ms; with \`DATABASE_URL\` the Node process ≤ ${TARGETS.postgresNodeMb} MB steady.`,
  'The load: every public page and public read 40 times over, 5 at a time, and 5 contact messages; steady is read 2 s after it.',
  '',
  '| mode | start until /api/ready | npm start until /api/ready | peak (VmHWM) | steady (PSS) | Node process (PSS) |',
  '|---|---|---|---|---|---|',
  ...footprint.map((f) => {
    const first = f.mode.includes('first start');
    const postgres = f.mode.includes('DATABASE_URL');
    // The start, peak and steady targets are the embedded default's, the peak over a warm start.
    const start = `${f.startMs} ms${postgres ? '' : ` ${ok(f.startMs <= (first ? TARGETS.firstStartMs : TARGETS.warmStartMs))}`}`;
    const npmStart = f.npmStartMs === undefined ? '–' : `${f.npmStartMs} ms ${ok(f.npmStartMs <= TARGETS.npmStartMs)}`;
    const peak = `${f.peakMb} MB${postgres || first ? '' : ` ${ok(f.peakMb <= TARGETS.peakMb)}`}`;
    const steady = first ? '–' : `${f.steadyMb} MB${postgres ? '' : ` ${ok(f.steadyMb <= TARGETS.steadyMb)}`}`;
    const node = first ? '–' : `${f.nodeMb} MB${postgres ? ` ${ok(f.nodeMb <= TARGETS.postgresNodeMb)}` : ''}`;
    return `| ${f.mode} | ${start} | ${npmStart} | ${peak} | ${steady} | ${node} |`;
  }),
  '',
  "The peak of a first start is the first minute's: `initdb` making the embedded PostgreSQL's cluster in `DATA_DIR`, then the migrations.",
  '',
  '## Server',
  '',
  '| measure | value |',
  '|---|---|',
  `| start (spawn to first healthy answer, embedded PostgreSQL with the demo data) | ${app.startMs} ms |`,
  `| resident memory after start | ${rssAfterStart} MB |`,
  `| resident memory after the benchmark | ${rssAfterBench} MB |`,
  '',
];
// What the numbers mean and what is still short: written by hand in bench/notes.md, kept below the numbers.
const notes = join(import.meta.dirname, 'notes.md');
const extra = existsSync(notes) ? `\n${readFileSync(notes, 'utf8')}` : '';
writeFileSync(join(import.meta.dirname, '../docs/benchmarks.md'), `${lines.join('\n')}${extra}`);
console.log('Wrote docs/benchmarks.md');

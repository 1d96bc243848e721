import { Agent } from 'node:http';
import { addDays, todayInBratislava, toIsoDate } from '@autoskola/rules/calendar-dates';
import pg from 'pg';
import { type Latencies, latencies } from './booking.ts';
import { decoded, send } from './http-send.ts';
import { directSchoolServer } from './servers.ts';
import { mintToken } from './slot-scale.ts';

/**
 * Issue 54: the owner's overview on a school's decade: 3,000 students and 100,000 lessons. A school
 * keeps a finished file 5 years and a cancelled one 6 months (decision 0028; the retention job
 * deletes the rest when the server starts), so a decade's database holds its last five years: the
 * issue's volume is written into those, straight into the bench server's embedded PostgreSQL as
 * the scale curve does: 20 instructors with a car each, 3,000 students (one every 14.6 hours;
 * groups B, A and C), their history, payments and instalments, about 100,000 lessons on the
 * instructors' 90-minute grid, 10 theory tests each, an exam date every two weeks with every
 * student's attempts (one in five fails the drive and passes the re-sit). Then GET
 * /admin/overview for each period the screen offers (this month, quarter and year, last year, the
 * five years kept and the longest period, ten years; all groups and one), one request at a time as
 * the owner would, `samples` times each after a warm-up.
 */
export interface OverviewCase {
  /** Which of the screen's calls: the overview's sums, or a list its folded table or CSV asks for. */
  answer: string;
  name: string;
  from: string;
  to: string;
  group: string | null;
  /** The answer as a browser gets it (br) and its JSON. */
  bytes: number;
  jsonBytes: number;
  latency: Latencies;
}

export interface OverviewScaleResult {
  rows: Record<string, number>;
  seedSeconds: number;
  cases: OverviewCase[];
}

export const DECADE = { students: 3000, instructors: 20, years: 5, longestPeriodYears: 10 } as const;
/**
 * The screen's calls: the sums it opens with, and the two lists it asks for when their table is
 * opened or their CSV downloaded (the accountant's payments, payroll's hours by day).
 */
export const OVERVIEW_ANSWERS = [
  { answer: 'overview', path: '/api/admin/overview' },
  { answer: 'payments list', path: '/api/admin/overview/payments' },
  { answer: 'instructor days', path: '/api/admin/overview/instructor-days' },
] as const;
/** The screen's answers the target holds (issue 54): p99 of each. */
export const OVERVIEW_P99_TARGET_MS = 50;

/** Ten years of the school, written in a few set-based statements (seconds, not the real flow's hours). */
export async function seedDecade(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const hours = (DECADE.years * 365.25 * 24) / DECADE.students;
  try {
    await client.query('BEGIN');
    const hash = 'bench-no-password';
    await client.query(
      `INSERT INTO users (email, password_hash, roles, email_verified_at, firstname, lastname)
       SELECT format('dekada.instruktor.%s@autoskola.sk', i), $1, ARRAY['ROLE_USER', 'ROLE_INSTRUCTOR'], now(),
         'Inštruktor', format('Desaťročný %s', i)
       FROM generate_series(1, $2::integer) i`,
      [hash, DECADE.instructors],
    );
    await client.query(
      `INSERT INTO vehicles (name, plate, licence_group, gearbox)
       SELECT 'Škoda Octavia', format('DEKADA%s', i), 'B', 'manual' FROM generate_series(1, $1::integer) i`,
      [DECADE.instructors],
    );
    await client.query(
      `CREATE TEMP TABLE decade_instructors ON COMMIT DROP AS
       SELECT i, u.id AS user_id, v.id AS vehicle_id
       FROM generate_series(1, $1::integer) i
       JOIN users u ON u.email = format('dekada.instruktor.%s@autoskola.sk', i)
       JOIN vehicles v ON v.plate = format('DEKADA%s', i)`,
      [DECADE.instructors],
    );
    await client.query(
      `INSERT INTO lesson_instructors (user_id, name) SELECT user_id, format('Inštruktor %s', i) FROM decade_instructors`,
    );
    // Student s applied at start + s × `hours`; trains from 14 days later for 100 days; one in 15 gave up.
    await client.query(
      `CREATE TEMP TABLE decade_students ON COMMIT DROP AS
       SELECT s, format('dekada.%s@example.sk', s) AS email,
         now() - make_interval(years => $2::integer) + make_interval(secs => s * $3::float8 * 3600) AS submitted_at,
         CASE WHEN s % 10 = 0 THEN 'A' WHEN s % 20 = 5 THEN 'C' ELSE 'B' END AS licence_group
       FROM generate_series(1, $1::integer) s`,
      [DECADE.students, DECADE.years, hours],
    );
    await client.query(
      `ALTER TABLE decade_students ADD COLUMN status text;
       UPDATE decade_students SET status = CASE
         WHEN submitted_at > now() - interval '14 days' THEN 'enrolled'
         WHEN s % 15 = 0 AND submitted_at < now() - interval '60 days' THEN 'cancelled'
         WHEN submitted_at > now() - interval '114 days' THEN 'training'
         WHEN submitted_at > now() - interval '130 days' THEN 'exam'
         ELSE 'finished' END`,
    );
    await client.query(
      `INSERT INTO users (email, password_hash, email_verified_at) SELECT email, $1, now() FROM decade_students`,
      [hash],
    );
    await client.query(
      `INSERT INTO course_applications (offer_id, course_name, licence_group, price, user_id, firstname, lastname,
         birth_date, email, phone, street, town, postal_code, status, submitted_at, status_changed_at, confirmed_at)
       SELECT NULL, format('Skupina %s', s.licence_group), s.licence_group, 120000 + (s.s % 4) * 10000, u.id,
         'Desaťročný', format('Žiak %s', s.s), '2000-03-03', s.email, '+421 905 000 111', 'Hlavná 1', 'Ružomberok',
         '034 01', s.status, s.submitted_at,
         -- When it reached its status: what the retention job reads.
         s.submitted_at + CASE s.status WHEN 'finished' THEN interval '130 days' WHEN 'cancelled' THEN interval '44 days'
           WHEN 'exam' THEN interval '114 days' WHEN 'training' THEN interval '14 days' ELSE interval '7 days' END,
         s.submitted_at + interval '1 hour'
       FROM decade_students s JOIN users u ON u.email = s.email`,
    );
    await client.query(
      `CREATE TEMP TABLE decade_people ON COMMIT DROP AS
       SELECT s.*, a.user_id, a.id AS application_id, a.price,
         (s.submitted_at + interval '14 days') AS training_from,
         (s.submitted_at + CASE WHEN s.status = 'cancelled' THEN interval '44 days' ELSE interval '114 days' END) AS training_to
       FROM decade_students s JOIN course_applications a ON a.email = s.email`,
    );
    await client.query('CREATE UNIQUE INDEX ON decade_people (s)');
    // The history the funnel counts: enrolled, training, then finished or cancelled.
    await client.query(
      `INSERT INTO course_application_events (application_id, status, at, by)
       SELECT p.application_id, step.status, p.submitted_at + step.after, 'dekada.instruktor.1@autoskola.sk'
       FROM decade_people p,
         LATERAL (VALUES ('verified', interval '1 hour'), ('enrolled', interval '7 days'), ('training', interval '14 days'),
           ('exam', interval '114 days'), ('finished', interval '130 days'), ('cancelled', interval '44 days')) step(status, after)
       WHERE p.submitted_at + step.after < now()
         AND CASE step.status WHEN 'cancelled' THEN p.status = 'cancelled'
           WHEN 'exam' THEN p.status IN ('exam', 'finished') WHEN 'finished' THEN p.status = 'finished'
           ELSE p.status <> 'cancelled' OR step.after < interval '44 days' END`,
    );
    // A third of the price at enrolment, a third 40 days later, the rest at 80 days; what is due later is owed.
    await client.query(
      `INSERT INTO course_application_instalments (application_id, amount, due_date)
       SELECT p.application_id, p.price / 3, ((p.submitted_at + due) AT TIME ZONE 'Europe/Bratislava')::date
       FROM decade_people p, (VALUES (interval '7 days'), (interval '40 days'), (interval '80 days')) d(due)
       WHERE p.status <> 'cancelled'`,
    );
    await client.query(
      `INSERT INTO course_application_payments (application_id, amount, date, method, recorded_by, recorded_at)
       SELECT p.application_id, p.price / 3, ((p.submitted_at + paid) AT TIME ZONE 'Europe/Bratislava')::date,
         CASE WHEN p.s % 3 = 0 THEN 'cash' ELSE 'transfer' END, 'dekada.instruktor.1@autoskola.sk', p.submitted_at + paid
       FROM decade_people p, (VALUES (interval '6 days'), (interval '39 days'), (interval '85 days')) d(paid)
       WHERE p.submitted_at + paid < now() AND (p.status <> 'cancelled' OR paid < interval '44 days')
         AND NOT (p.s % 11 = 0 AND paid = interval '85 days')`,
    );
    // Lessons on each instructor's grid of 8 a day (Mon–Sat), 2 in 5 taken, by the students in
    // training that day; what would overlap a student's other lesson is left out.
    await client.query(
      `INSERT INTO driving_lessons (instructor_id, vehicle_id, student_id, application_id, starts_at, ends_at, units,
         status, drive_kind, created_at)
       SELECT t.user_id, t.vehicle_id, p.user_id, p.application_id, t.starts_at, t.starts_at + interval '90 minutes', 2,
         CASE WHEN t.starts_at > now() THEN 'booked' WHEN t.n % 25 = 3 THEN 'cancelled' WHEN t.n % 40 = 7 THEN 'noShow'
           WHEN t.n % 60 = 11 THEN 'lateCancelled' ELSE 'driven' END,
         CASE WHEN t.starts_at < now() THEN 'road' END,
         t.starts_at - interval '3 days'
       FROM (
         SELECT di.i, di.user_id, di.vehicle_id, d.n AS day_number, (d.n * 8 + slot) * $4::integer + di.i AS n,
           (d.day + time '07:00' + slot * interval '90 minutes') AT TIME ZONE 'Europe/Bratislava' AS starts_at,
           -- The students in training that day are numbered lo..hi; each lesson of the slot takes another.
           greatest(1, ceil(extract(epoch FROM d.day - (now() - make_interval(years => $1::integer)) - interval '114 days') / 3600 / $2::float8))::integer AS lo,
           least($3::integer, floor(extract(epoch FROM d.day - (now() - make_interval(years => $1::integer)) - interval '14 days') / 3600 / $2::float8))::integer AS hi,
           slot
         FROM decade_instructors di,
           (SELECT row_number() OVER (ORDER BY day) AS n, day::timestamp AS day
            FROM generate_series((now() - make_interval(years => $1::integer))::date, (now() + interval '14 days')::date, interval '1 day') day
            WHERE extract(isodow FROM day) <= 6) d,
           generate_series(0, 7) slot
         WHERE (slot + di.i + d.n) % 5 < 2
       ) t
       JOIN decade_people p ON t.hi >= t.lo AND p.s = t.lo + (t.slot * $4::integer + t.i + t.day_number * 3) % (t.hi - t.lo + 1)
       WHERE t.starts_at >= p.training_from AND t.starts_at < p.training_to
       ON CONFLICT DO NOTHING`,
      [DECADE.years, hours, DECADE.students, DECADE.instructors],
    );
    // Ten practice tests each during the training, 7 in 10 passed.
    await client.query(
      `INSERT INTO test_attempts (id, user_id, question_ids, pass_mark, started_at, deadline, evaluated_at, points,
         max_points, percentage, passed)
       SELECT gen_random_uuid(), p.user_id, ARRAY[1, 2, 3], 90, at, at + interval '30 minutes', at + interval '20 minutes',
         CASE WHEN (p.s + k) % 10 < 7 THEN 92 ELSE 70 END, 100, CASE WHEN (p.s + k) % 10 < 7 THEN 92 ELSE 70 END,
         (p.s + k) % 10 < 7
       FROM decade_people p, generate_series(0, 9) k, LATERAL (SELECT p.training_from + k * interval '9 days' AS at) a
       WHERE a.at < least(now(), p.training_to)`,
    );
    // An exam date every second Tuesday at 8:00; every student who got there sits the first one after training.
    await client.query(
      `INSERT INTO exam_dates (starts_at, place, licence_groups, places, note)
       SELECT (day + time '08:00') AT TIME ZONE 'Europe/Bratislava', 'Ružomberok, ODI', ARRAY['A', 'B', 'C'], 50, NULL
       FROM generate_series(date_trunc('week', now() - make_interval(years => $1::integer))::date + 1, (now() + interval '30 days')::date, interval '14 days') day`,
      [DECADE.years],
    );
    await client.query(
      `CREATE TEMP TABLE decade_exams ON COMMIT DROP AS
       SELECT p.s, p.application_id, p.status, p.licence_group,
         (SELECT id FROM exam_dates d WHERE d.starts_at >= p.training_to ORDER BY d.starts_at LIMIT 1) AS first_date,
         NULL::integer AS second_date
       FROM decade_people p WHERE p.status IN ('exam', 'finished')`,
    );
    // The re-sit: the next date at least 10 days after the first.
    await client.query(
      `UPDATE decade_exams e SET second_date = (SELECT d.id FROM exam_dates d, exam_dates f
         WHERE f.id = e.first_date AND d.starts_at >= f.starts_at + interval '10 days' ORDER BY d.starts_at LIMIT 1)`,
    );
    await client.query(
      `INSERT INTO exam_registrations (exam_date_id, application_id, parts, registered_by, registered_at)
       SELECT first_date, application_id,
         CASE WHEN licence_group = 'C' THEN ARRAY['test', 'maintenance', 'driving'] ELSE ARRAY['test', 'driving'] END,
         'dekada.instruktor.1@autoskola.sk', now() FROM decade_exams WHERE first_date IS NOT NULL
       UNION ALL
       SELECT second_date, application_id, ARRAY['driving'], 'dekada.instruktor.1@autoskola.sk', now()
       FROM decade_exams WHERE s % 5 = 0 AND status = 'finished' AND second_date IS NOT NULL`,
    );
    await client.query(
      `INSERT INTO exam_results (registration_id, part, result, recorded_by)
       SELECT r.id, part, CASE WHEN part = 'driving' AND e.s % 5 = 0 AND r.exam_date_id = e.first_date THEN 'failed' ELSE 'passed' END,
         'dekada.instruktor.1@autoskola.sk'
       FROM exam_registrations r JOIN decade_exams e ON e.application_id = r.application_id
         JOIN exam_dates d ON d.id = r.exam_date_id, unnest(r.parts) part
       WHERE d.starts_at < now()`,
    );
    await client.query('COMMIT');
    // As autovacuum leaves a database that has run a while: statistics and the visibility map (index-only scans).
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/** The rows the overview reads, as the server holds them after its retention job ran at start. */
async function countRows(databaseUrl: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows: Record<string, number> = {};
    for (const table of [
      'course_applications',
      'course_application_events',
      'course_application_payments',
      'driving_lessons',
      'test_attempts',
      'exam_registrations',
      'exam_results',
    ]) {
      const { rows: counted } = await client.query<{ count: string }>(`SELECT count(*) FROM ${table}`);
      rows[table] = Number(counted[0]?.count ?? 0);
    }
    return rows;
  } finally {
    await client.end();
  }
}

async function instructorToken(databaseUrl: string, secret: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; email: string; roles: string[] }>(
      `SELECT id, email, roles FROM users WHERE email = 'dekada.instruktor.1@autoskola.sk'`,
    );
    const [user] = rows;
    if (!user) throw new Error('the decade has no instructor');
    return mintToken(secret, user);
  } finally {
    await client.end();
  }
}

/**
 * Waits (at most 90 s) until PostgreSQL's autovacuum has nothing left to do in the derived totals
 * (migration 0021's thresholds): the retention job's first run erases the applications the seed
 * dated before the five years kept, rewriting their lessons' totals, which a school's server
 * tidied long before its owner opens the overview. Measured before, the decade's payroll count
 * reads the table behind its index-only scan.
 */
async function afterAutovacuum(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_stat_all_tables
         WHERE schemaname = 'derived' AND n_dead_tup > 200 + 0.01 * n_live_tup`,
      );
      if (rows[0]?.waiting === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    console.warn('autovacuum had not tidied the derived totals within 90 s: measured as they are');
  } finally {
    await client.end();
  }
}

/** The periods the screen offers around today, and the decade itself. */
function periods(): { name: string; from: string; to: string; group: string | null }[] {
  const today = todayInBratislava();
  const iso = toIsoDate(today);
  const [year, month] = iso.split('-').map(Number) as [number, number];
  const pad = (value: number) => String(value).padStart(2, '0');
  const monthStart = `${year}-${pad(month)}-01`;
  const quarterStart = `${year}-${pad(Math.floor((month - 1) / 3) * 3 + 1)}-01`;
  // The longest period allowed: ten years back to the day after (OVERVIEW_MAX_YEARS).
  const decadeStart = addDays(`${year - DECADE.longestPeriodYears}${iso.slice(4)}`, 1);
  const keptStart = addDays(`${year - DECADE.years}${iso.slice(4)}`, 1);
  return [
    { name: 'this month', from: monthStart, to: iso, group: null },
    { name: 'this quarter', from: quarterStart, to: iso, group: null },
    { name: 'this year', from: `${year}-01-01`, to: iso, group: null },
    { name: 'last year', from: `${year - 1}-01-01`, to: `${year - 1}-12-31`, group: null },
    { name: 'last year, group B', from: `${year - 1}-01-01`, to: `${year - 1}-12-31`, group: 'B' },
    { name: 'last year, group C', from: `${year - 1}-01-01`, to: `${year - 1}-12-31`, group: 'C' },
    { name: 'the five years kept', from: keptStart, to: iso, group: null },
    { name: 'ten years', from: decadeStart, to: iso, group: null },
    { name: 'ten years, group B', from: decadeStart, to: iso, group: 'B' },
  ];
}

export async function measureOverviewScale({ port, samples = 100 }: { port: number; samples?: number }) {
  const school = directSchoolServer(port, 'decade');
  const { databaseUrl, secret } = school;
  try {
    await school.startWithDemo();
    const seedStarted = performance.now();
    await seedDecade(databaseUrl);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    const token = await instructorToken(databaseUrl, secret);
    await school.restart();
    // The retention job's first run comes 5 s after the start (retention-job.ts): measured after it.
    await new Promise((resolve) => setTimeout(resolve, 8000));
    await afterAutovacuum(databaseUrl);
    const rows = await countRows(databaseUrl);

    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
    const cases: OverviewCase[] = [];
    const measure = async (path: string) => {
      const times: number[] = [];
      let bytes = 0;
      let jsonBytes = 0;
      let body = '';
      for (let round = -5; round < samples; round++) {
        const answer = await send(agent, port, 'GET', path, headers);
        if (answer.status !== 200)
          throw new Error(`${path} answered ${answer.status}: ${decoded(answer).slice(0, 300)}`);
        if (round < 0) continue;
        times.push(answer.ms);
        bytes = answer.body.length;
        body = decoded(answer);
        jsonBytes = Buffer.byteLength(body);
      }
      return {
        bytes,
        jsonBytes,
        latency: latencies(times),
        pagesCount: (JSON.parse(body) as { pagesCount?: number }).pagesCount,
      };
    };
    for (const [{ answer, path: callPath }, period] of OVERVIEW_ANSWERS.flatMap((call) =>
      periods().map((period) => [call, period] as const),
    )) {
      const query = `from=${period.from}&to=${period.to}${period.group ? `&group=${period.group}` : ''}`;
      const { pagesCount, ...first } = await measure(`${callPath}?${query}`);
      if (pagesCount === undefined || pagesCount <= 1) {
        cases.push({ answer, ...period, ...first });
        continue;
      }
      // A list of several pages: its first page, and its last, the deepest the table or the CSV asks for.
      cases.push({ answer: `${answer} (page 1 of ${pagesCount})`, ...period, ...first });
      const last = await measure(`${callPath}?${query}&page=${pagesCount}`);
      cases.push({ answer: `${answer} (page ${pagesCount} of ${pagesCount})`, ...period, ...last });
    }
    agent.destroy();
    return { rows, seedSeconds, cases } satisfies OverviewScaleResult;
  } finally {
    // BENCH_KEEP_DATA=1 keeps the decade for a look at the queries (DATA_DIR printed).
    const keep = Boolean(process.env.BENCH_KEEP_DATA);
    await school.remove(keep);
    if (keep) console.log(`decade kept in DATA_DIR=${school.dataDir}`);
  }
}

// `node bench/overview-scale.ts` alone (after `npm run build`): the numbers on the console.
if (import.meta.main) {
  const result = await measureOverviewScale({
    port: Number(process.env.BENCH_PORT ?? 4410),
    samples: Number(process.env.BENCH_OVERVIEW_SAMPLES ?? 100),
  });
  console.log(JSON.stringify(result.rows));
  console.log(`seeded in ${result.seedSeconds} s`);
  for (const item of result.cases) {
    console.log(
      `${item.answer.padEnd(16)} ${item.name.padEnd(22)} ${item.from}..${item.to}  p50 ${item.latency.p50Ms} ms  p99 ${item.latency.p99Ms} ms  ${(item.bytes / 1024).toFixed(1)} KB br (JSON ${(item.jsonBytes / 1024).toFixed(0)} KB)`,
    );
  }
}

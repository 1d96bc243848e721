import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sendToRunningServer } from '@autoskola/server/control-client';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

const root = join(import.meta.dirname, '../..');
let counter = 0;

/** An unsigned JWT-shaped token, for cases the server never sees (e.g. expired on start). */
export function fakeToken(roles: string[], secondsValid = 3600, email = 'ucitel@autoskola.sk'): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + secondsValid;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', email, roles, exp })}.signature`;
}

const dataDir = process.env.E2E_DATA_DIR ?? '';

/** The PostgreSQL database of a run on PostgreSQL (see web-server.ts), else '' (the embedded PostgreSQL in DATA_DIR). */
function databaseUrl(): string {
  const file = join(dataDir, 'database-url');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** The command line of the server (`npm run user:create -- …`), on the database the server uses. */
export function runCli(args: string[]): void {
  execFileSync(process.execPath, [join(root, 'server/src/cli/main.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl() },
  });
}

/**
 * A user made as the CLI makes one. With the embedded database the command goes straight to the
 * running server's control socket, as the CLI hands it over: a CLI process per user cost about a
 * second of CPU. On a PostgreSQL server the CLI itself writes the user.
 */
export async function createUser(email: string, password: string, instructor: boolean): Promise<void> {
  const role = instructor ? ['ROLE_INSTRUCTOR'] : [];
  if (databaseUrl()) {
    runCli(['user:create', '--email', email, '--password', password, ...role.flatMap((name) => ['--role', name])]);
    return;
  }
  const answer = await sendToRunningServer(dataDir, 'user:create', { email, password, role });
  if (!answer.ok) throw new Error(answer.message);
}

/** A real token of a new user, from the real login. */
export async function realToken(
  request: APIRequestContext,
  instructor: boolean,
): Promise<{ email: string; token: string }> {
  counter += 1;
  const email = `${instructor ? 'ucitel' : 'ziak'}-${process.pid}-${counter}@autoskola.sk`;
  await createUser(email, 'heslo123', instructor);
  const response = await request.post('/api/auth/login', { data: { email, password: 'heslo123' } });
  return { email, token: ((await response.json()) as { token: string }).token };
}

/**
 * A student with an account (password 'heslo123') whose confirmed application for the demo
 * school's 'Skupina B' an instructor moved on, step by step, to `status`.
 */
export async function studentWithCourse(
  request: APIRequestContext,
  instructor: string,
  { firstname = 'Dana', lastname, status = 'training' }: { firstname?: string; lastname: string; status?: string },
): Promise<{ email: string; token: string; applicationId: number; name: string }> {
  const { email, token } = await realToken(request, false);
  const offers = (await (await request.get('/api/offer/list')).json()) as { offers: { id: number; name: string }[] };
  const sent = await request.post('/api/course-application/add', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      offerId: offers.offers.find((offer) => offer.name === 'Skupina B')?.id,
      firstname,
      lastname,
      birthDate: '1999-05-05',
      email,
      phone: '+421 905 444 555',
      street: 'Hlavná 2',
      town: 'Ružomberok',
      postalCode: '034 01',
      heldGroups: [],
      termsAccepted: true,
    },
  });
  expect(sent.status()).toBe(201);
  const link = await mailedLink(email, '/prihlaska/potvrdenie');
  const confirmed = await request.post('/api/course-application/confirm', {
    data: { token: link.split('#token=')[1] },
  });
  expect(confirmed.status()).toBe(200);
  const admin = { authorization: `Bearer ${instructor}` };
  const list = await request.get(`/api/admin/course-application/list?search=${encodeURIComponent(email)}`, {
    headers: admin,
  });
  const applicationId = ((await list.json()) as { courseApplications: { id: number }[] }).courseApplications[0]
    ?.id as number;
  const steps = ['verified', 'enrolled', 'training', 'exam', 'finished'];
  for (const next of steps.slice(0, steps.indexOf(status) + 1)) {
    const moved = await request.post(`/api/admin/course-application/${applicationId}/status`, {
      headers: admin,
      data: { status: next },
    });
    expect(moved.status()).toBe(200);
  }
  return { email, token, applicationId, name: `${firstname} ${lastname}` };
}

/** Starts the page with a token in localStorage, as if the user had logged in earlier. */
export async function withStoredToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('auth_token', value);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
}

export const INSTRUCTOR = ['ROLE_USER', 'ROLE_INSTRUCTOR'];

export interface DeliveredMail {
  from: string;
  to: string[];
  subject: string;
  replyTo: string;
  text: string;
}

/** Every e-mail the server has handed to the test's SMTP server so far (see web-server.ts). */
export function deliveredMail(): DeliveredMail[] {
  const inbox = join(dataDir, 'smtp-inbox');
  if (!existsSync(inbox)) return [];
  return readdirSync(inbox)
    .filter((file) => file.endsWith('.json') && !file.startsWith('.'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(inbox, file), 'utf8')) as DeliveredMail);
}

/** The link of the newest e-mail to `to` that leads to `path` (its token in the fragment). */
export async function mailedLink(to: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path}#token=[\\w-]+`);
  await expect.poll(() => deliveredMail().some((mail) => mail.to.includes(to) && pattern.test(mail.text))).toBe(true);
  const mail = deliveredMail()
    .filter((candidate) => candidate.to.includes(to) && pattern.test(candidate.text))
    .at(-1);
  return pattern.exec(mail?.text ?? '')?.[0] as string;
}

/**
 * Waits until React has hydrated the server-rendered element (its remote has loaded). Before
 * that, a link there is a plain link: clicking it loads the next page from the server.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/** WCAG 2.1 A and AA rules; a page (or the part `include` selects) passes with no serious or critical violation. */
export async function expectAccessible(page: Page, what: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `accessibility of ${what}`).toEqual([]);
}

/** Work on the run's database itself (as the API tests do): what a browser test cannot wait months for. */
async function withDatabase<T>(work: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: databaseUrl() || `postgres://postgres@localhost/postgres?host=${join(dataDir, 'postgres')}`,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Moves an exam date to 9:00 (Bratislava) on `day`, straight in the database: time passing, which
 * no API allows (a new date is in the future, a started one keeps its start), and results need a
 * start in the past. The embedded database listens on its Unix socket in DATA_DIR (trust, as the server).
 */
export async function moveExamDate(examDateId: number, day: string): Promise<void> {
  await withDatabase(async (client) => {
    const moved = await client.query(
      `update exam_dates set starts_at = ($2::date + time '09:00') at time zone 'Europe/Bratislava' where id = $1`,
      [examDateId, day],
    );
    expect(moved.rowCount).toBe(1);
  });
}

/**
 * A student in training made ready for the exam (decision 0029's four parts), written as the
 * school's months would have: group B's syllabus driven (38 units in lessons of two: 4 on the
 * simulator, 4 on the training ground, the rest on the road) with the demo's first instructor, long
 * ago at hours of the application's own, three theory tests passed, an adult's documents handed in
 * and the course paid. The instructor's name: the student's main one in the overview.
 */
export async function readyForExam(applicationId: number): Promise<{ instructor: string }> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{ user_id: number; name: string }>(
      'select user_id, name from lesson_instructors order by user_id limit 1',
    );
    const teacher = rows[0];
    if (!teacher) throw new Error('the demo has no instructor');
    await client.query('begin');
    // 19 lessons of 90 minutes, two hours apart from 2010 on, in a stretch of the application's own.
    await client.query(
      `insert into driving_lessons (instructor_id, student_id, application_id, starts_at, ends_at, units, status, drive_kind)
       select $2, a.user_id, a.id, start, start + interval '90 minutes', 2, 'driven',
         case when k < 2 then 'simulator' when k < 4 then 'ground' else 'road' end
       from course_applications a,
         generate_series(0, 18) k,
         lateral (select timestamptz '2010-01-01 00:00+00' + (a.id * 19 + k) * interval '2 hours' as start) s
       where a.id = $1`,
      [applicationId, teacher.user_id],
    );
    await client.query(
      `insert into test_attempts (id, user_id, question_ids, pass_mark, started_at, deadline, evaluated_at, points, max_points, percentage, passed)
       select gen_random_uuid(), a.user_id, '{}', 55, now() - k * interval '1 day' - interval '30 minutes',
         now() - k * interval '1 day', now() - k * interval '1 day' - interval '5 minutes', 60, 60, 100, true
       from course_applications a, generate_series(1, 3) k where a.id = $1`,
      [applicationId],
    );
    await client.query(
      `insert into course_application_documents (application_id, kind, date)
       values ($1, 'medicalCertificate', current_date), ($1, 'firstAidCourse', current_date)
       on conflict do nothing`,
      [applicationId],
    );
    await client.query(
      `insert into course_application_payments (application_id, amount, date, method)
       select id, price, current_date, 'cash' from course_applications where id = $1`,
      [applicationId],
    );
    await client.query('commit');
    return { instructor: teacher.name };
  });
}

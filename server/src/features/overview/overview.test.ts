import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { featureSchemaName } from '@autoskola/rules/feature-schemas';
import { overviewPeriodMessages } from '@autoskola/rules/overview';
import { decodeJwt } from 'jose';
import YAML from 'yaml';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { answerProblems, sectionKeysOf } from '../../../test/feature-sections.ts';
import { studentInTraining } from '../../../test/students.ts';
import type { ApiContext } from '../../api/context.ts';
import { spec } from '../../contract/spec.ts';
import { seedDemoContent } from '../../modules/demo-seed.ts';
import { featureModules } from '../index.ts';
import {
  courseApplicationEvents,
  courseApplicationInstalments,
  courseApplicationPayments,
  drivingLessons,
  testAttempts,
} from '../tables.ts';

const CONTRACT_DIR = join(import.meta.dirname, '../../../../contract');
type SchemaFile = { components?: { schemas?: Record<string, unknown> } };
const schemasOf = (feature: string) =>
  (YAML.parse(readFileSync(join(CONTRACT_DIR, `${feature}.yaml`), 'utf8')) as SchemaFile).components?.schemas ?? {};
const withOverview = featureModules.filter((module) => module.overview);

// Issue 54: GET /admin/overview takes any key; each feature declares its sections as `<Feature>Overview`.
describe("the features' sections of the owner's overview", () => {
  it('are declared in their own contract files, under keys of their own, and SchoolOverview names none', () => {
    const overview = (spec.components.schemas as Record<string, { properties?: object }>).SchoolOverview;
    expect(overview?.properties).toBeUndefined();
    expect(withOverview.map((module) => module.name).sort()).toEqual([
      'course-applications',
      'driving-lessons',
      'exams',
      'theory-tests',
    ]);
    const claimed = new Map<string, string>();
    for (const { name } of withOverview) {
      const schema = featureSchemaName(name, 'overview');
      expect(Object.keys(schemasOf(name)), `contract/${name}.yaml declares ${schema}`).toContain(schema);
      for (const key of sectionKeysOf(name, 'overview')) {
        expect(claimed.get(key), `SchoolOverview.${key} of ${name}`).toBeUndefined();
        claimed.set(key, name);
      }
    }
  });

  it('gives an example of GET /admin/overview that holds the sections as they are declared', () => {
    type Ok = { content: { 'application/json': { example: Record<string, unknown> } } };
    const paths = spec.paths as Record<string, { get: { responses: Record<string, unknown> } }>;
    const ok = paths['/admin/overview']?.get.responses['200'] as Ok;
    expect(answerProblems('overview', ok.content['application/json'].example)).toEqual([]);
  });
});

describeEachDatabase('GET /admin/overview', (database) => {
  let api: TestApi;
  let instructor: string;
  let instructorId: number;
  let vehicleId: number;
  const db = () => api.database.db;
  const overview = async (query: string, token: string | null = instructor) => {
    const response = await api.call('GET /admin/overview', {
      token,
      query: Object.fromEntries(new URLSearchParams(query)),
    });
    if (response.statusCode === 200) expect(answerProblems('overview', response.json())).toEqual([]);
    return response;
  };
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    api = await createTestApi(database());
    instructor = await api.instructorToken();
    instructorId = Number(decodeJwt(instructor).sub);
    const vehicle = await api.call('POST /admin/vehicle', {
      token: instructor,
      body: { name: 'Škoda Fabia', plate: 'RK-123AB', group: 'B', gearbox: 'manual', active: true },
    });
    vehicleId = vehicle.json().vehicle.id;
    await api.call('PUT /admin/lesson/hours', { token: instructor, body: { name: 'Peter Horváth', template: [] } });
  });
  afterAll(() => api.close());

  it('is for instructors only', async () => {
    expect((await overview('from=2026-01-01&to=2026-01-31', null)).statusCode).toBe(401);
    expect((await overview('from=2026-01-01&to=2026-01-31', await api.userToken())).statusCode).toBe(403);
  });

  it('refuses a period that is not one with a Slovak message', async () => {
    const reversed = await overview('from=2026-02-01&to=2026-01-31');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ to: overviewPeriodMessages.reversed });
    const long = await overview('from=2010-01-01&to=2026-01-31');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ to: overviewPeriodMessages.tooLong });
    expect((await overview('from=2026-02-30&to=2026-03-31')).statusCode).toBe(400);
    expect((await overview('to=2026-03-31')).statusCode).toBe(400);
  });

  it('counts the period: applications, money, lessons and tests, of one group when asked', async () => {
    const empty = await overview('from=2025-03-01&to=2025-03-31');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      applicationFunnel: { received: 0, enrolled: 0, finished: 0, cancelled: 0 },
      payments: { received: 0, count: 0 },
      lessonsByInstructor: [],
      lessonsByVehicle: [],
      theoryPractice: { taken: 0, passed: 0 },
      examsByGroup: [],
      examsByInstructor: [],
    });

    // Two students of group B and one of group A, received in March 2025 (Bratislava's days:
    // 31 March 23:30 local is still March; 1 April 00:30 local is not).
    const jana = await studentInTraining(api, { submittedAt: at('2025-03-03T09:00:00Z'), price: 90000 });
    const peter = await studentInTraining(api, {
      firstname: 'Peter',
      lastname: 'Kováč',
      submittedAt: at('2025-03-31T21:30:00Z'),
      price: 50000,
    });
    const anna = await studentInTraining(api, {
      licenceGroup: 'A',
      courseName: 'Skupina A',
      submittedAt: at('2025-03-31T22:30:00Z'),
      price: 60000,
    });
    await db()
      .insert(courseApplicationEvents)
      .values([
        { applicationId: jana.applicationId, status: 'enrolled', at: at('2025-03-05T10:00:00Z') },
        { applicationId: peter.applicationId, status: 'enrolled', at: at('2025-03-20T10:00:00Z') },
        { applicationId: anna.applicationId, status: 'enrolled', at: at('2025-03-20T10:00:00Z') },
        { applicationId: peter.applicationId, status: 'cancelled', at: at('2025-04-02T10:00:00Z') },
      ]);
    await db()
      .insert(courseApplicationPayments)
      .values([
        { applicationId: jana.applicationId, amount: 30000, date: '2025-03-10', method: 'transfer' },
        { applicationId: jana.applicationId, amount: 20000, date: '2025-04-10', method: 'cash' },
        { applicationId: anna.applicationId, amount: 15050, date: '2025-03-31', method: 'cash' },
      ]);
    await db()
      .insert(courseApplicationInstalments)
      .values({ applicationId: peter.applicationId, amount: 25000, dueDate: '2025-03-25' });
    const lesson = (student: typeof jana, startsAt: string, minutes: number, status: string) => ({
      instructorId,
      vehicleId,
      studentId: student.userId,
      applicationId: student.applicationId,
      startsAt: at(startsAt),
      endsAt: new Date(Date.parse(startsAt) + minutes * 60_000),
      units: minutes / 45,
      status,
      driveKind: status === 'driven' ? 'road' : null,
    });
    await db()
      .insert(drivingLessons)
      .values([
        lesson(jana, '2025-03-10T07:00:00Z', 90, 'driven'),
        lesson(jana, '2025-03-10T09:00:00Z', 45, 'driven'),
        lesson(peter, '2025-03-11T07:00:00Z', 90, 'noShow'),
        lesson(anna, '2025-03-12T07:00:00Z', 90, 'driven'),
        lesson(anna, '2025-03-13T07:00:00Z', 90, 'lateCancelled'),
        lesson(jana, '2025-04-10T07:00:00Z', 90, 'driven'),
      ]);
    const attempt = (userId: number, evaluatedAt: string, passed: boolean) => ({
      id: randomUUID(),
      userId,
      questionIds: [1],
      passMark: 90,
      startedAt: at(evaluatedAt),
      deadline: at(evaluatedAt),
      evaluatedAt: at(evaluatedAt),
      points: passed ? 100 : 10,
      maxPoints: 100,
      percentage: passed ? 100 : 10,
      passed,
    });
    await db()
      .insert(testAttempts)
      .values([
        attempt(jana.userId, '2025-03-15T10:00:00Z', true),
        attempt(jana.userId, '2025-03-16T10:00:00Z', false),
        attempt(anna.userId, '2025-03-16T10:00:00Z', true),
        attempt(anna.userId, '2025-05-16T10:00:00Z', true),
      ]);

    const march = await overview('from=2025-03-01&to=2025-03-31');
    expect(march.statusCode).toBe(200);
    expect(march.json()).toMatchObject({
      applicationFunnel: { received: 2, enrolled: 3, finished: 0, cancelled: 0 },
      payments: { received: 45050, count: 2 },
      lessonsByInstructor: [
        { instructorId, instructor: 'Peter Horváth', drivenMinutes: 225, driven: 3, noShows: 1, lateCancellations: 1 },
      ],
      lessonsByVehicle: [{ vehicleId, vehicle: 'Škoda Fabia RK-123AB', drivenMinutes: 225, driven: 3 }],
      theoryPractice: { taken: 3, passed: 2 },
    });
    // What is owed is today's: every application in training, less what each paid (never below zero).
    expect(march.json().payments.outstanding).toBe(90000 - 50000 + 50000 + (60000 - 15050));
    expect(march.json().payments.overdue).toEqual({ count: 1, amount: 25000 });

    const groupB = await overview('from=2025-03-01&to=2025-03-31&group=B');
    expect(groupB.json()).toMatchObject({
      applicationFunnel: { received: 2, enrolled: 2, finished: 0, cancelled: 0 },
      payments: { received: 30000, count: 1, outstanding: 90000 - 50000 + 50000 },
      lessonsByInstructor: [{ drivenMinutes: 135, driven: 2, noShows: 1, lateCancellations: 0 }],
      theoryPractice: { taken: 2, passed: 1 },
    });

    const april = await overview('from=2025-04-01&to=2025-04-30');
    expect(april.json()).toMatchObject({
      applicationFunnel: { received: 1, enrolled: 0, cancelled: 1 },
      payments: { received: 20000, count: 1 },
      theoryPractice: { taken: 0, passed: 0 },
    });
  });
});

describeEachDatabase("each feature's overview sections on the demo", (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(database());
    await api.instructorToken();
    await seedDemoContent(api.database.db, api.config.uploadDir, featureModules);
  }, 60_000);
  afterAll(() => api.close());

  it('answers the demo school of the last year as each feature declares, and every feature has something', async () => {
    const context = { database: api.database, config: api.config, modules: featureModules } as unknown as ApiContext;
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    const answer: Record<string, unknown> = {};
    for (const module of withOverview) {
      const sections = (await module.overview?.(context, { from: yearAgo, to: today, group: null })) ?? {};
      Object.assign(answer, sections);
    }
    expect(answerProblems('overview', answer)).toEqual([]);
    const json = answer as {
      applicationFunnel: { received: number };
      payments: { count: number };
      lessonsByInstructor: unknown[];
    };
    expect(json.applicationFunnel.received).toBeGreaterThan(0);
    expect(json.payments.count).toBeGreaterThan(0);
    expect(json.lessonsByInstructor.length).toBeGreaterThan(0);
  });
});

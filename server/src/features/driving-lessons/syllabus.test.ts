import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, schoolDate, schoolInstant } from '@autoskola/rules/driving-lessons';
import { DECREE_SYLLABUS } from '@autoskola/rules/syllabus';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { studentInTraining } from '../../../test/students.ts';
import { seedDemo } from '../../cli/commands.ts';
import { readinessOf } from '../../features/driving-lessons/exam-readiness.ts';
import { drivingLessons, syllabusOverrides } from '../tables.ts';

describeEachDatabase('the syllabus of every group (decision 0036)', (database) => {
  let api: TestApi;
  let instructor: string;
  let instructorId: number;
  let day = -120;
  const db = () => api.database.db;

  beforeAll(async () => {
    api = await createTestApi(database());
    instructor = await api.instructorToken();
    instructorId = Number(decodeJwt(instructor).sub);
    // The instructor's row the lessons refer to.
    const hours = await api.call('PUT /admin/lesson/hours', {
      token: instructor,
      body: { name: 'Peter Horváth', template: [] },
    });
    expect(hours.statusCode).toBe(200);
  });
  afterAll(() => api.close());

  /** Driven lessons of 1 unit each on days of their own, as an instructor records them. */
  async function drive(student: { userId: number; applicationId: number }, kind: 'ground' | 'road', units: number) {
    for (let done = 0; done < units; done += 1) {
      day += 1;
      const start = schoolInstant(addDays(schoolDate(new Date()), day), '06:00');
      await db()
        .insert(drivingLessons)
        .values({
          instructorId,
          studentId: student.userId,
          applicationId: student.applicationId,
          startsAt: start,
          endsAt: new Date(start.getTime() + 45 * 60_000),
          units: 1,
          status: 'driven',
          driveKind: kind,
        });
    }
  }
  const lessonsPart = async (applicationId: number) =>
    (await api.call('GET /admin/exam-readiness/{id}', { token: instructor, params: { id: applicationId } }))
      .json()
      .parts.find((part: { part: string }) => part.part === 'lessons');

  it("lists every licence group with the decree's numbers until the school changes them", async () => {
    const list = await api.call('GET /admin/syllabus', { token: instructor });
    expect(list.statusCode).toBe(200);
    const groups = list.json().groups as { group: string; numbers: unknown; decree: unknown }[];
    expect(groups.map((each) => each.group)).toEqual([
      'AM',
      'A1',
      'A2',
      'A',
      'B1',
      'B',
      'BE',
      'C1',
      'C',
      'CE',
      'D1',
      'D',
      'DE',
      'T',
    ]);
    expect(groups.find((each) => each.group === 'C')).toEqual({
      group: 'C',
      numbers: DECREE_SYLLABUS.C,
      decree: DECREE_SYLLABUS.C,
    });
    expect((await api.call('GET /admin/syllabus', { token: await api.userToken() })).statusCode).toBe(403);
  });

  it('meets readiness for groups A and C once the units are driven (issue 51)', async () => {
    const biker = await studentInTraining(api, { licenceGroup: 'A', courseName: 'Skupina A' });
    await drive(biker, 'ground', 4);
    await drive(biker, 'road', 12);
    expect(await lessonsPart(biker.applicationId)).toEqual({
      part: 'lessons',
      ready: false,
      detail: 'Odjazdené: 16 z 17 vyučovacích hodín (45 min).',
    });
    await drive(biker, 'road', 1);
    expect(await lessonsPart(biker.applicationId)).toEqual({
      part: 'lessons',
      ready: true,
      detail: 'Odjazdené: 17 z 17 vyučovacích hodín (45 min).',
    });

    const trucker = await studentInTraining(api, { licenceGroup: 'C', courseName: 'Skupina C' });
    await drive(trucker, 'ground', 4);
    await drive(trucker, 'road', 14);
    expect(await lessonsPart(trucker.applicationId)).toEqual({
      part: 'lessons',
      ready: true,
      detail: 'Odjazdené: 18 z 18 vyučovacích hodín (45 min).',
    });
  });

  it("refuses less than the decree in Slovak, and counts readiness against the school's higher numbers", async () => {
    const below = await api.call('PUT /admin/syllabus/{group}', {
      token: instructor,
      params: { group: 'C' },
      body: { ...DECREE_SYLLABUS.C, road: 10 },
    });
    expect([below.statusCode, below.json()]).toEqual([
      422,
      {
        message: 'Učebnú osnovu nemožno nastaviť pod minimum podľa vyhlášky č. 45/2016 Z. z.',
        errors: { road: 'Vyhláška č. 45/2016 Z. z. predpisuje pre skupinu C najmenej 14.' },
      },
    ]);
    const negative = await api.call('PUT /admin/syllabus/{group}', {
      token: instructor,
      params: { group: 'C' },
      body: { ...DECREE_SYLLABUS.C, road: -1 },
    });
    expect(negative.statusCode).toBe(400);
    expect(await db().select().from(syllabusOverrides)).toEqual([]);

    const trucker = await studentInTraining(api, { licenceGroup: 'C', courseName: 'Skupina C' });
    await drive(trucker, 'ground', 4);
    await drive(trucker, 'road', 14);
    const more = { ...DECREE_SYLLABUS.C, road: 20, total: 24 };
    const saved = await api.call('PUT /admin/syllabus/{group}', {
      token: instructor,
      params: { group: 'C' },
      body: more,
    });
    expect([saved.statusCode, saved.json()]).toEqual([200, { group: 'C', numbers: more, decree: DECREE_SYLLABUS.C }]);
    expect(await lessonsPart(trucker.applicationId)).toEqual({
      part: 'lessons',
      ready: false,
      detail: 'Odjazdené: 18 z 24 vyučovacích hodín (45 min). Chýba: cestná premávka 6.',
    });
    const list = (await api.call('GET /admin/syllabus', { token: instructor })).json().groups;
    expect(list.find((each: { group: string }) => each.group === 'C').numbers).toEqual(more);

    // The decree's own numbers again: the school keeps no row, readiness counts against the decree.
    const back = await api.call('PUT /admin/syllabus/{group}', {
      token: instructor,
      params: { group: 'C' },
      body: DECREE_SYLLABUS.C,
    });
    expect(back.statusCode).toBe(200);
    expect(await db().select().from(syllabusOverrides)).toEqual([]);
    expect((await lessonsPart(trucker.applicationId)).ready).toBe(true);
  });
});

describeEachDatabase("the demo school's progress (issue 51)", (database) => {
  it('seeds students whose driven units stay within a few of the syllabus', async () => {
    const { db } = database();
    const imagesRoot = mkdtempSync(join(tmpdir(), 'autoskola-syllabus-demo-'));
    try {
      await seedDemo(db, imagesRoot);
      const perApplication = await db
        .select({ applicationId: drivingLessons.applicationId, units: sql<number>`sum(${drivingLessons.units})` })
        .from(drivingLessons)
        // The students in training, who have accounts; the past exam students' lessons have none.
        .where(and(eq(drivingLessons.status, 'driven'), isNotNull(drivingLessons.studentId)))
        .groupBy(drivingLessons.applicationId);
      expect(perApplication).toHaveLength(30);
      const units = perApplication.map((row) => Number(row.units));
      expect(Math.max(...units)).toBeLessThanOrEqual(DECREE_SYLLABUS.B.total + 6);
      expect(Math.min(...units)).toBeGreaterThan(0);
      const most = perApplication.find((row) => Number(row.units) === Math.max(...units));
      const readiness = await readinessOf(db, most?.applicationId as number);
      expect(readiness?.parts[0]).toEqual({
        part: 'lessons',
        ready: true,
        detail: `Odjazdené: ${Math.max(...units)} z 38 vyučovacích hodín (45 min).`,
      });
      // Nobody who has driven the syllabus books more.
      const [booked] = await db
        .select({ n: sql<number>`count(*)` })
        .from(drivingLessons)
        .where(
          and(eq(drivingLessons.status, 'booked'), eq(drivingLessons.applicationId, most?.applicationId as number)),
        );
      expect(Number(booked?.n)).toBe(0);
    } finally {
      rmSync(imagesRoot, { recursive: true, force: true });
    }
  });
});

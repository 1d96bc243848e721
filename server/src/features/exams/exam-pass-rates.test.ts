import { addDays, schoolDate } from '@autoskola/rules/calendar-dates';
import type { ExamPart, ExamResult } from '@autoskola/rules/exams';
import { decodeJwt } from 'jose';
import { createTestApi, type TestApi, untilCaching } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { studentInTraining } from '../../../test/students.ts';
import { drivingLessons, examDates, examRegistrations, examResults } from '../tables.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Pass rates (decision 0041): the owner's overview per group and per main instructor, and the
 * landing page's rate at the first attempt over the last 12 months, the school's choice.
 */
describeEachDatabase('exam pass rates (issue 54)', (database) => {
  let api: TestApi;
  let instructor: string;
  const ids = { peter: 0, jan: 0 };
  let slot = 0;
  const db = () => api.database.db;
  const students: Record<string, number> = {};
  /** Lucia's registration, still waiting for the driving result. */
  let pending = { examDateId: 0, registrationId: 0 };

  async function instructorNamed(name: string): Promise<{ token: string; id: number }> {
    const token = await api.instructorToken();
    const hours = await api.call('PUT /admin/lesson/hours', { token, body: { name, template: [] } });
    expect(hours.statusCode).toBe(200);
    return { token, id: Number(decodeJwt(token).sub) };
  }

  /** Driven lessons of one application, each in hours of its own, the earliest `daysAgo` days ago. */
  async function drive(applicationId: number, instructorId: number, count: number, daysAgo: number) {
    await db()
      .insert(drivingLessons)
      .values(
        Array.from({ length: count }, () => {
          slot += 1;
          const start = new Date(Date.now() - daysAgo * DAY + slot * 2 * HOUR);
          return {
            instructorId,
            applicationId,
            startsAt: start,
            endsAt: new Date(start.getTime() + 90 * 60_000),
            units: 2,
            status: 'driven',
            driveKind: 'road',
          };
        }),
      );
  }

  async function examDate(daysAgo: number): Promise<number> {
    const [row] = await db()
      .insert(examDates)
      .values({
        startsAt: new Date(Date.now() - daysAgo * DAY),
        place: 'ODI Ružomberok',
        licenceGroups: ['B', 'C'],
        places: 10,
      })
      .returning({ id: examDates.id });
    if (!row) throw new Error('no date');
    return row.id;
  }

  async function sitting(
    examDateId: number,
    applicationId: number,
    results: Partial<Record<ExamPart, ExamResult | null>>,
  ) {
    const [row] = await db()
      .insert(examRegistrations)
      .values({ examDateId, applicationId, parts: Object.keys(results) })
      .returning({ id: examRegistrations.id });
    if (!row) throw new Error('no registration');
    const recorded = Object.entries(results).filter(([, result]) => result);
    if (recorded.length > 0) {
      await db()
        .insert(examResults)
        .values(recorded.map(([part, result]) => ({ registrationId: row.id, part, result: result as string })));
    }
    return row.id;
  }

  beforeAll(async () => {
    api = await createTestApi(database());
    const peter = await instructorNamed('Peter Horváth');
    const jan = await instructorNamed('Ján Vodička');
    instructor = peter.token;
    ids.peter = peter.id;
    ids.jan = jan.id;
    for (const [name, group] of [
      ['jana', 'B'],
      ['marek', 'B'],
      ['eva', 'C'],
      ['lucia', 'B'],
      ['adam', 'B'],
    ] as const) {
      students[name] = (await studentInTraining(api, { licenceGroup: group, firstname: name })).applicationId;
    }
    const s = students as Record<'jana' | 'marek' | 'eva' | 'lucia' | 'adam', number>;
    // Jana: mostly Peter's. Marek: two each, Ján's first (the tie goes to him). Eva: Ján's. Lucia, Adam: none.
    await drive(s.jana, ids.peter, 3, 60);
    await drive(s.jana, ids.jan, 1, 60);
    await drive(s.marek, ids.jan, 2, 50);
    await drive(s.marek, ids.peter, 2, 45);
    await drive(s.eva, ids.jan, 1, 40);

    const longAgo = await examDate(400);
    const twentyDaysAgo = await examDate(20);
    const tenDaysAgo = await examDate(10);
    // Jana fails the drive, then passes its re-sit: not passed at the first attempt, passed overall.
    await sitting(twentyDaysAgo, s.jana, { test: 'passed', driving: 'failed' });
    await sitting(tenDaysAgo, s.jana, { driving: 'passed' });
    await sitting(twentyDaysAgo, s.marek, { test: 'passed', driving: 'passed' });
    // 'Neprišiel' is not passed.
    await sitting(twentyDaysAgo, s.eva, { test: 'absent', maintenance: 'passed', driving: 'passed' });
    // A result still to come: not an attempt yet.
    pending = {
      examDateId: tenDaysAgo,
      registrationId: await sitting(tenDaysAgo, s.lucia, { test: 'passed', driving: null }),
    };
    // Adam's first attempt was 400 days ago: only his re-sit is in the month, and not a first attempt.
    await sitting(longAgo, s.adam, { test: 'failed', driving: 'failed' });
    await sitting(tenDaysAgo, s.adam, { test: 'passed', driving: 'passed' });
  });
  afterAll(() => api.close());

  const today = () => schoolDate(new Date());
  const overview = async (query: Record<string, string>) => {
    const response = await api.call('GET /admin/overview', { token: instructor, query });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('counts the period per group and per main instructor, first attempts and all', async () => {
    const answer = await overview({ from: addDays(today(), -30), to: today() });
    expect(answer.examsByGroup).toEqual([
      { group: 'B', firstAttempts: 2, firstPassed: 1, attempts: 4, passed: 3 },
      { group: 'C', firstAttempts: 1, firstPassed: 0, attempts: 1, passed: 0 },
    ]);
    expect(answer.examsByInstructor).toEqual([
      { instructorId: ids.jan, instructor: 'Ján Vodička', firstAttempts: 2, firstPassed: 1, attempts: 2, passed: 1 },
      {
        instructorId: ids.peter,
        instructor: 'Peter Horváth',
        firstAttempts: 1,
        firstPassed: 0,
        attempts: 2,
        passed: 1,
      },
      { instructorId: null, instructor: null, firstAttempts: 0, firstPassed: 0, attempts: 1, passed: 1 },
    ]);
  });

  it("takes an attempt by its exam's day, and one group when the period names it", async () => {
    const lastTwoWeeks = await overview({ from: addDays(today(), -14), to: today() });
    expect(lastTwoWeeks.examsByGroup).toEqual([
      { group: 'B', firstAttempts: 0, firstPassed: 0, attempts: 2, passed: 2 },
    ]);
    const groupC = await overview({ from: addDays(today(), -30), to: today(), group: 'C' });
    expect(groupC.examsByGroup).toEqual([{ group: 'C', firstAttempts: 1, firstPassed: 0, attempts: 1, passed: 0 }]);
    expect(groupC.examsByInstructor).toEqual([
      { instructorId: ids.jan, instructor: 'Ján Vodička', firstAttempts: 1, firstPassed: 0, attempts: 1, passed: 0 },
    ]);
    const before = await overview({ from: addDays(today(), -120), to: addDays(today(), -31) });
    expect([before.examsByGroup, before.examsByInstructor]).toEqual([[], []]);
  });

  it("shows the landing page's rate only when switched on, and a recorded result moves it", async () => {
    await untilCaching(api);
    const publicRate = async () => (await api.call('GET /exam/pass-rate')).json().firstAttemptPercent;
    expect((await api.call('GET /admin/exam/settings', { token: instructor })).json()).toEqual({
      examSettings: { showPassRate: false },
    });
    expect(await publicRate()).toBeNull();

    const switched = await api.call('PUT /admin/exam/settings', { token: instructor, body: { showPassRate: true } });
    expect(switched.json()).toEqual({ examSettings: { showPassRate: true } });
    // The last 12 months' first attempts with results: Jana failed, Marek passed, Eva missed a part.
    expect(await publicRate()).toBe(33);

    const recorded = await api.call('PUT /admin/exam/{id}/registration/{registrationId}/result', {
      token: instructor,
      params: { id: pending.examDateId, registrationId: pending.registrationId },
      body: { part: 'driving', result: 'passed' },
    });
    expect(recorded.statusCode).toBe(200);
    // Lucia's first attempt now counts, passed: 2 of 4.
    expect(await publicRate()).toBe(50);

    const student = await api.userToken();
    expect(
      (await api.call('PUT /admin/exam/settings', { token: student, body: { showPassRate: false } })).statusCode,
    ).toBe(403);
    await api.call('PUT /admin/exam/settings', { token: instructor, body: { showPassRate: false } });
    expect(await publicRate()).toBeNull();
  });
});

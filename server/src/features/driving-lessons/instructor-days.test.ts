import { OVERVIEW_LIST_PAGE_SIZE, overviewPeriodMessages } from '@autoskola/rules/overview';
import { decodeJwt } from 'jose';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { studentInTraining } from '../../../test/students.ts';
import { drivingLessons, lessonInstructors } from '../tables.ts';

// Issue 54: payroll's list of each instructor's driven time by day, asked apart from the overview.
describeEachDatabase('GET /admin/overview/instructor-days', (database) => {
  let api: TestApi;
  let instructor: string;
  let instructorId: number;
  const days = async (query: string, token: string | null = instructor) =>
    api.call('GET /admin/overview/instructor-days', { token, query: Object.fromEntries(new URLSearchParams(query)) });

  beforeAll(async () => {
    api = await createTestApi(database());
    instructor = await api.instructorToken();
    instructorId = Number(decodeJwt(instructor).sub);
    await api.call('PUT /admin/lesson/hours', { token: instructor, body: { name: 'Peter Horváth', template: [] } });
  });
  afterAll(() => api.close());

  it('is for instructors only', async () => {
    expect((await days('from=2026-01-01&to=2026-01-31', null)).statusCode).toBe(401);
    expect((await days('from=2026-01-01&to=2026-01-31', await api.userToken())).statusCode).toBe(403);
  });

  it('refuses a period that is not one with the Slovak message of the overview', async () => {
    const reversed = await days('from=2026-02-01&to=2026-01-31');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ to: overviewPeriodMessages.reversed });
    const long = await days('from=2010-01-01&to=2026-01-31');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ to: overviewPeriodMessages.tooLong });
    expect((await days('from=2026-02-30&to=2026-03-31')).statusCode).toBe(400);
  });

  it("sums each instructor's driven lessons by Bratislava's day, by date then name, of one group when asked", async () => {
    expect((await days('from=2024-03-01&to=2024-03-31')).json()).toEqual({ instructorDays: [], pagesCount: 0 });

    const jana = await studentInTraining(api);
    const anna = await studentInTraining(api, { licenceGroup: 'A', courseName: 'Skupina A' });
    // A second instructor whose name sorts first (any account may teach; the row names it).
    const adamId = Number(decodeJwt(await api.userToken()).sub);
    await api.database.db.insert(lessonInstructors).values({ userId: adamId, name: 'Adam Bielik' });
    const lesson = (
      teacher: number,
      student: typeof jana,
      startsAt: string,
      minutes: number,
      status = 'driven',
      kind = 'lesson',
    ) => ({
      kind,
      instructorId: teacher,
      studentId: student.userId,
      applicationId: student.applicationId,
      startsAt: new Date(startsAt),
      endsAt: new Date(Date.parse(startsAt) + minutes * 60_000),
      units: Math.max(1, Math.round(minutes / 45)),
      status,
      driveKind: status === 'driven' ? 'road' : null,
    });
    await api.database.db.insert(drivingLessons).values([
      lesson(instructorId, jana, '2024-03-10T07:00:00Z', 90),
      lesson(instructorId, jana, '2024-03-10T09:00:00Z', 45),
      lesson(adamId, anna, '2024-03-10T10:00:00Z', 90),
      // 31 March 23:30 in Bratislava (summer time from that night): still March's last day.
      lesson(instructorId, anna, '2024-03-31T21:30:00Z', 45),
      // Not driven, a block, or on 1 April in Bratislava: not payroll's for March.
      lesson(instructorId, jana, '2024-03-11T07:00:00Z', 90, 'noShow'),
      lesson(instructorId, jana, '2024-03-12T07:00:00Z', 90, 'lateCancelled'),
      lesson(instructorId, jana, '2024-03-13T07:00:00Z', 90, 'driven', 'block'),
      lesson(instructorId, jana, '2024-03-31T22:30:00Z', 90),
    ]);

    const march = await days('from=2024-03-01&to=2024-03-31');
    expect(march.statusCode).toBe(200);
    expect(march.json().instructorDays).toEqual([
      { date: '2024-03-10', instructorId: adamId, instructor: 'Adam Bielik', drivenMinutes: 90, driven: 1 },
      { date: '2024-03-10', instructorId, instructor: 'Peter Horváth', drivenMinutes: 135, driven: 2 },
      { date: '2024-03-31', instructorId, instructor: 'Peter Horváth', drivenMinutes: 45, driven: 1 },
    ]);

    const groupB = await days('from=2024-03-01&to=2024-03-31&group=B');
    expect(groupB.json().instructorDays).toEqual([
      { date: '2024-03-10', instructorId, instructor: 'Peter Horváth', drivenMinutes: 135, driven: 2 },
    ]);

    const april = await days('from=2024-04-01&to=2024-04-30');
    expect(april.json().instructorDays).toEqual([expect.objectContaining({ date: '2024-04-01', drivenMinutes: 90 })]);
    expect(april.json().pagesCount).toBe(1);
  });

  it('comes in pages of OVERVIEW_LIST_PAGE_SIZE days, the next where the last ended', async () => {
    const eva = await studentInTraining(api);
    // One driven lesson a day, 501 days from 1 January 2022: a page and one day more.
    const first = Date.parse('2022-01-01T08:00:00Z');
    await api.database.db.insert(drivingLessons).values(
      Array.from({ length: OVERVIEW_LIST_PAGE_SIZE + 1 }, (_, day) => ({
        instructorId,
        studentId: eva.userId,
        applicationId: eva.applicationId,
        startsAt: new Date(first + day * 86_400_000),
        endsAt: new Date(first + day * 86_400_000 + 45 * 60_000),
        units: 1,
        status: 'driven',
        driveKind: 'road',
      })),
    );
    const period = 'from=2022-01-01&to=2023-12-31';
    const one = (await days(period)).json();
    expect([one.instructorDays.length, one.pagesCount]).toEqual([OVERVIEW_LIST_PAGE_SIZE, 2]);
    expect(one.instructorDays[0]).toMatchObject({ date: '2022-01-01', drivenMinutes: 45, driven: 1 });
    const two = (await days(`${period}&page=2`)).json();
    expect(two).toEqual({
      instructorDays: [{ date: '2023-05-16', instructorId, instructor: 'Peter Horváth', drivenMinutes: 45, driven: 1 }],
      pagesCount: 2,
    });
    // Past the end: empty, and still how many pages there are.
    expect((await days(`${period}&page=3`)).json()).toEqual({ instructorDays: [], pagesCount: 2 });
  });
});

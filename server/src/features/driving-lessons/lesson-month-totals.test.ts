import { eq, inArray } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { studentInTraining } from '../../../test/students.ts';
import { courseApplications, drivingLessons, lessonApplications } from '../tables.ts';

// Decision 0043: the overview reads whole months from totals the database keeps by triggers. Whatever
// writes the lessons (a status, a move, a deletion, an application erased), the totals must say what
// the lessons say: the overview of whole months equals the one read lesson by lesson.
describeEachDatabase('the lessons of whole months in the overview (lesson month totals)', (database) => {
  let api: TestApi;
  let instructor: string;
  let instructorId: number;
  let otherId: number;
  const db = () => api.database.db;
  const lessons = async (query: string) => {
    const response = await api.call('GET /admin/overview', {
      token: instructor,
      query: Object.fromEntries(new URLSearchParams(query)),
    });
    expect(response.statusCode).toBe(200);
    const { lessonsByInstructor, lessonsByVehicle } = response.json();
    return { lessonsByInstructor, lessonsByVehicle };
  };

  /** An instructor's row of the overview: driven minutes and lessons, no-shows. */
  const row = (instructor: 'Peter Horváth' | 'Anna Bieliková', drivenMinutes: number, driven: number, noShows = 0) => ({
    instructorId: instructor === 'Peter Horváth' ? instructorId : otherId,
    instructor,
    drivenMinutes,
    driven,
    noShows,
    lateCancellations: 0,
  });

  beforeAll(async () => {
    api = await createTestApi(database());
    instructor = await api.instructorToken();
    instructorId = Number(decodeJwt(instructor).sub);
    await api.call('PUT /admin/lesson/hours', { token: instructor, body: { name: 'Peter Horváth', template: [] } });
    const other = await api.instructorToken();
    otherId = Number(decodeJwt(other).sub);
    await api.call('PUT /admin/lesson/hours', { token: other, body: { name: 'Anna Bieliková', template: [] } });
  });
  afterAll(() => api.close());

  it('follows every write of the lessons, and the whole months agree with the same days read one by one', async () => {
    const jana = await studentInTraining(api, { firstname: 'Jana', licenceGroup: 'B' });
    const karol = await studentInTraining(api, { firstname: 'Karol', licenceGroup: 'C' });
    const lesson = (student: typeof jana, by: number, startsAt: string, status: string) => ({
      instructorId: by,
      studentId: student.userId,
      applicationId: student.applicationId,
      startsAt: new Date(startsAt),
      endsAt: new Date(Date.parse(startsAt) + 90 * 60_000),
      units: 2,
      status,
    });
    const rows = await db()
      .insert(drivingLessons)
      .values([
        // 31 January 23:30 UTC is 1 February in Bratislava: February's.
        lesson(jana, instructorId, '2025-01-31T23:30:00Z', 'driven'),
        lesson(jana, instructorId, '2025-02-10T07:00:00Z', 'driven'),
        lesson(jana, otherId, '2025-02-11T07:00:00Z', 'driven'),
        lesson(jana, otherId, '2025-02-12T07:00:00Z', 'booked'),
        lesson(karol, otherId, '2025-02-13T07:00:00Z', 'noShow'),
        lesson(karol, otherId, '2025-03-03T07:00:00Z', 'driven'),
      ])
      .returning({ id: drivingLessons.id });
    const ids = rows.map((row) => row.id);
    const whole = 'from=2025-02-01&to=2025-03-31';
    // The same days, but the period starts on 31 January: nothing is a whole month but March.
    const byLesson = 'from=2025-01-31&to=2025-02-28';
    const february = await lessons('from=2025-02-01&to=2025-02-28');
    expect(february.lessonsByInstructor).toEqual([row('Anna Bieliková', 90, 1, 1), row('Peter Horváth', 180, 2)]);
    expect(await lessons(byLesson)).toEqual(february);

    // A booked lesson driven, a driven one moved to March, a no-show deleted.
    await db()
      .update(drivingLessons)
      .set({ status: 'driven' })
      .where(eq(drivingLessons.id, ids[3] as number));
    await db()
      .update(drivingLessons)
      .set({ startsAt: new Date('2025-03-04T07:00:00Z'), endsAt: new Date('2025-03-04T08:00:00Z') })
      .where(eq(drivingLessons.id, ids[1] as number));
    await db()
      .delete(drivingLessons)
      .where(eq(drivingLessons.id, ids[4] as number));
    expect((await lessons(whole)).lessonsByInstructor).toEqual([
      row('Anna Bieliková', 270, 3),
      row('Peter Horváth', 150, 2),
    ]);
    expect((await lessons('from=2025-02-01&to=2025-02-28')).lessonsByInstructor).toEqual(
      (await lessons(byLesson)).lessonsByInstructor,
    );

    // Jana drove two lessons with each: a tie goes to the one who drove her first (decision 0041),
    // and one lesson less changes her main instructor, kept as the lessons change.
    const main = async () =>
      (await db().select().from(lessonApplications).where(eq(lessonApplications.applicationId, jana.applicationId)))[0]
        ?.mainInstructorId;
    expect(await main()).toBe(instructorId);
    await db()
      .update(drivingLessons)
      .set({ status: 'cancelled' })
      .where(inArray(drivingLessons.id, [ids[0] as number]));
    expect(await main()).toBe(otherId);

    // A group's months count only its applications' lessons; an erased application's leave the group.
    expect((await lessons(`${whole}&group=C`)).lessonsByInstructor).toEqual([row('Anna Bieliková', 90, 1)]);
    await db().delete(courseApplications).where(eq(courseApplications.id, karol.applicationId));
    expect((await lessons(`${whole}&group=C`)).lessonsByInstructor).toEqual([]);
    expect((await lessons(whole)).lessonsByInstructor).toEqual([
      row('Anna Bieliková', 270, 3),
      row('Peter Horváth', 60, 1),
    ]);

    // Payroll's days follow the same writes (the day totals): only what is driven now, on its day now.
    const payroll = async (query: string) =>
      (
        await api.call('GET /admin/overview/instructor-days', {
          token: instructor,
          query: Object.fromEntries(new URLSearchParams(query)),
        })
      ).json().instructorDays as { date: string; instructor: string; drivenMinutes: number }[];
    const brief = (rows: { date: string; instructor: string; drivenMinutes: number }[]) =>
      rows.map(({ date, instructor: name, drivenMinutes }) => `${date} ${name} ${drivenMinutes}`);
    expect(brief(await payroll(whole))).toEqual([
      '2025-02-11 Anna Bieliková 90',
      '2025-02-12 Anna Bieliková 90',
      '2025-03-03 Anna Bieliková 90',
      '2025-03-04 Peter Horváth 60',
    ]);
    expect(brief(await payroll(`${whole}&group=B`))).toEqual([
      '2025-02-11 Anna Bieliková 90',
      '2025-02-12 Anna Bieliková 90',
      '2025-03-04 Peter Horváth 60',
    ]);
    expect(await payroll(`${whole}&group=C`)).toEqual([]);
  });
});

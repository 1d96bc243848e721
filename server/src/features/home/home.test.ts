import { addDays, schoolDate, schoolInstant } from '@autoskola/rules/driving-lessons';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { answerProblems } from '../../../test/feature-sections.ts';
import { storedApplication, studentInTraining } from '../../../test/students.ts';
import {
  contactMessages,
  courseApplicationInstalments,
  courseApplicationPayments,
  courseApplications,
  drivingLessons,
  users,
} from '../tables.ts';

const today = () => schoolDate(new Date());
const allWeek = (vehicleId: number | null) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '06:00', to: '22:00', vehicleId }));

// Issue 51: the admin home shows what the user has, put together from the features' sections.
describeEachDatabase('GET /home', (database) => {
  let api: TestApi;
  let instructor: string;
  let instructorId: number;
  let vehicleId: number;
  const db = () => api.database.db;
  const home = async (token: string | null) => {
    const response = await api.call('GET /home', { token });
    // HomeOverview takes any key: each feature's sections against its own `<Feature>Home`.
    if (response.statusCode === 200) expect(answerProblems('home', response.json())).toEqual([]);
    return response;
  };

  beforeAll(async () => {
    api = await createTestApi(database());
    instructor = await api.instructorToken();
    instructorId = Number(decodeJwt(instructor).sub);
    const vehicle = await api.call('POST /admin/vehicle', {
      token: instructor,
      body: { name: 'Škoda Fabia', plate: 'RK-123AB', group: 'B', gearbox: 'manual', active: true },
    });
    vehicleId = vehicle.json().vehicle.id;
    const saved = await api.call('PUT /admin/lesson/hours', {
      token: instructor,
      body: { name: 'Peter Horváth', template: allWeek(vehicleId) },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => api.close());

  it('answers 401 without a token', async () => {
    expect((await home(null)).statusCode).toBe(401);
  });

  it('gives a user with nothing and an instructor with nothing empty sections', async () => {
    const student = await home(await api.userToken());
    expect(student.statusCode).toBe(200);
    expect(student.json()).toEqual({ myCourse: null, nextLesson: null });

    const day = await home(instructor);
    expect(day.statusCode).toBe(200);
    expect(day.json()).toEqual({
      todayLessons: [],
      newApplications: { count: 0, newest: [] },
      contactMessages: { unanswered: 0 },
      overduePayments: { count: 0, amount: 0 },
    });
  });

  it("shows a student the own course, its balance and the own next lesson, not someone else's", async () => {
    const student = await studentInTraining(api, { price: 89000 });
    const other = await studentInTraining(api, { price: 89000 });
    await db()
      .insert(courseApplicationInstalments)
      .values([
        { applicationId: student.applicationId, amount: 30000, dueDate: addDays(today(), -3) },
        { applicationId: student.applicationId, amount: 59000, dueDate: addDays(today(), 30) },
      ]);
    await db()
      .insert(courseApplicationPayments)
      .values({ applicationId: student.applicationId, amount: 26750, date: addDays(today(), -5), method: 'cash' });
    const add = async (applicationId: number, days: number, time: string) => {
      const added = await api.call('POST /admin/lesson', {
        token: instructor,
        body: {
          applicationId,
          start: schoolInstant(addDays(today(), days), time).toISOString(),
          units: 2,
          instructorId,
        },
      });
      expect(added.statusCode).toBe(201);
      return added.json().lesson as { start: string; end: string; vehicle: string | null };
    };
    // The other student drives sooner: the home shows the student's own lesson only.
    await add(other.applicationId, 1, '08:00');
    const later = await add(student.applicationId, 2, '10:00');
    await add(student.applicationId, 3, '10:00');

    const answer = await home(student.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      myCourse: {
        applicationId: student.applicationId,
        course: { id: null, name: 'Skupina B', group: 'B' },
        status: 'training',
        price: 89000,
        paid: 26750,
        balance: 62250,
        overdue: true,
      },
      nextLesson: { start: later.start, end: later.end, instructor: 'Peter Horváth', vehicle: later.vehicle },
    });

    // Until the address is proven the account sees no course and no lesson (decision 0033).
    await db().update(users).set({ emailVerifiedAt: null }).where(eq(users.id, student.userId));
    expect((await home(student.token)).json()).toEqual({ myCourse: null, nextLesson: null });
  });

  it("shows an instructor the day's lessons, new applications, unanswered messages and overdue payments", async () => {
    const student = await studentInTraining(api, { firstname: 'Lucia', lastname: 'Kováčová', price: 50000 });
    const at = (time: string, days = 0) => schoolInstant(addDays(today(), days), time);
    const lesson = (startsAt: Date, overrides: Partial<typeof drivingLessons.$inferInsert> = {}) => ({
      instructorId,
      vehicleId,
      studentId: student.userId,
      applicationId: student.applicationId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 90 * 60_000),
      units: 2,
      ...overrides,
    });
    const other = await api.instructorToken();
    await api.call('PUT /admin/lesson/hours', { token: other, body: { name: 'Ján Vodička', template: [] } });
    const [first, second] = await db()
      .insert(drivingLessons)
      .values([
        lesson(at('06:00')),
        lesson(at('13:00'), { status: 'driven', driveKind: 'road' }),
        // Not on the home: cancelled, a blocked time, tomorrow's, another instructor's.
        lesson(at('16:00'), { status: 'cancelled', studentId: null }),
        lesson(at('18:00'), { kind: 'block', studentId: null, applicationId: null }),
        lesson(at('20:00', 1)),
        lesson(at('20:00'), { instructorId: Number(decodeJwt(other).sub), vehicleId: null }),
      ])
      .returning();

    // Six counted new applications; one not confirmed and a minor's without consent do not count.
    const sent = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
    const newest = sent(5);
    for (const [index, name] of ['Anna', 'Boris', 'Cyril', 'Dana', 'Emil'].entries()) {
      await db()
        .insert(courseApplications)
        .values(storedApplication({ firstname: name, lastname: 'Nový', status: 'new', submittedAt: sent(10 - index) }));
    }
    await db()
      .insert(courseApplications)
      .values(storedApplication({ firstname: 'Fero', lastname: 'Nový', status: 'new', submittedAt: newest }));
    await db()
      .insert(courseApplications)
      .values([
        storedApplication({ firstname: 'Neoverený', status: 'new', confirmedAt: null, submittedAt: sent(0) }),
        storedApplication({
          firstname: 'Maloletý',
          status: 'new',
          parentEmail: 'rodic@example.sk',
          submittedAt: sent(0),
        }),
      ]);

    await db()
      .insert(contactMessages)
      .values([
        { firstname: 'Ivan', lastname: 'Pýta', message: 'Kedy začína kurz?' },
        { firstname: 'Iveta', lastname: 'Vyriešená', message: 'Ďakujem.', dateResolved: new Date() },
        { firstname: 'Igor', lastname: 'Zodpovedaný', message: 'Cena?', dateReply: new Date(), replyMessage: '890 €' },
      ]);

    // Overdue: Lucia owes 10 000 of 30 000 due yesterday; an enrolled file paid up and a cancelled
    // one do not count. The previous test's student owes 3 250 (30 000 due, 26 750 paid).
    const paidUp = await db()
      .insert(courseApplications)
      .values(storedApplication({ status: 'enrolled', price: 50000 }))
      .returning();
    const cancelled = await db()
      .insert(courseApplications)
      .values(storedApplication({ status: 'cancelled', price: 50000 }))
      .returning();
    const yesterday = addDays(today(), -1);
    await db()
      .insert(courseApplicationInstalments)
      .values([
        { applicationId: student.applicationId, amount: 30000, dueDate: yesterday },
        { applicationId: student.applicationId, amount: 20000, dueDate: addDays(today(), 20) },
        { applicationId: paidUp[0]?.id as number, amount: 10000, dueDate: yesterday },
        { applicationId: cancelled[0]?.id as number, amount: 10000, dueDate: yesterday },
      ]);
    await db()
      .insert(courseApplicationPayments)
      .values([
        { applicationId: student.applicationId, amount: 20000, date: yesterday, method: 'transfer' },
        { applicationId: paidUp[0]?.id as number, amount: 10000, date: yesterday, method: 'cash' },
      ]);

    const answer = await home(instructor);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.todayLessons).toEqual([
      {
        id: first?.id,
        start: at('06:00').toISOString(),
        end: new Date(at('06:00').getTime() + 90 * 60_000).toISOString(),
        status: 'booked',
        student: 'Lucia Kováčová',
        vehicle: 'Škoda Fabia RK-123AB',
      },
      {
        id: second?.id,
        start: at('13:00').toISOString(),
        end: new Date(at('13:00').getTime() + 90 * 60_000).toISOString(),
        status: 'driven',
        student: 'Lucia Kováčová',
        vehicle: 'Škoda Fabia RK-123AB',
      },
    ]);
    expect(body.newApplications.count).toBe(6);
    expect(body.newApplications.newest.map((row: { name: string }) => row.name)).toEqual([
      'Fero Nový',
      'Emil Nový',
      'Dana Nový',
      'Cyril Nový',
      'Boris Nový',
    ]);
    expect(body.newApplications.newest[0]).toMatchObject({ course: 'Skupina B', submittedAt: newest.toISOString() });
    expect(body.contactMessages).toEqual({ unanswered: 1 });
    expect(body.overduePayments).toEqual({ count: 2, amount: 10000 + 3250 });
    // The student's sections are not an instructor's.
    expect(body).not.toHaveProperty('myCourse');
    expect(body).not.toHaveProperty('nextLesson');

    // The other instructor's day holds the own lesson only.
    const theirs = (await home(other)).json();
    expect(theirs.todayLessons).toHaveLength(1);
    expect(theirs.todayLessons[0]).toMatchObject({ start: at('20:00').toISOString(), vehicle: null });
  });
});

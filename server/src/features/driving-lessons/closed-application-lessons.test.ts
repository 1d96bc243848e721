import { addDays, schoolDate, schoolInstant } from '@autoskola/rules/driving-lessons';
import { eq, inArray, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { vi } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { windowSlots } from '../../../test/slots.ts';
import { studentInTraining } from '../../../test/students.ts';
import { courseApplications, drivingLessonEvents, drivingLessons, mailOutbox } from '../tables.ts';

const DAY = 86_400_000;
const allWeek = (vehicleId: number | null) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '06:00', to: '22:00', vehicleId }));
const slotAt = (days: number, time: string) => schoolInstant(addDays(schoolDate(new Date()), days), time).toISOString();

// Issue 50, finding 8: an application cancelled or finished kept its upcoming lessons booked.
describeEachDatabase('a closed application and its lessons', (database) => {
  let api: TestApi;
  let instructor: string;
  let instructorId: number;
  let instructorEmail: string;
  let vehicleId: number;
  const db = () => api.database.db;

  /** Upcoming lessons the instructor adds, a driven one last week and one that started an hour ago. */
  let pastSets = 0;
  async function lessonsOf(student: { userId: number; applicationId: number }, upcoming: string[]) {
    // Each set's past lessons at their own times: one instructor's lessons never overlap.
    const shift = pastSets++ * 2 * 3_600_000;
    const ids: number[] = [];
    for (const start of upcoming) {
      const added = await api.call('POST /admin/lesson', {
        token: instructor,
        body: { applicationId: student.applicationId, start, units: 1, instructorId },
      });
      expect(added.statusCode).toBe(201);
      ids.push(added.json().lesson.id);
    }
    const past = (offset: number, status: string) => ({
      instructorId,
      vehicleId,
      studentId: student.userId,
      applicationId: student.applicationId,
      startsAt: new Date(Date.now() - offset),
      endsAt: new Date(Date.now() - offset + 45 * 60_000),
      units: 1,
      status,
      driveKind: status === 'driven' ? 'road' : null,
    });
    const [driven, started] = await db()
      .insert(drivingLessons)
      .values([past(7 * DAY + shift, 'driven'), past(1_800_000 + shift, 'booked')])
      .returning({ id: drivingLessons.id });
    return { upcoming: ids, driven: driven?.id as number, started: started?.id as number };
  }

  const statusOf = async (ids: number[]) =>
    (await db().select().from(drivingLessons).where(inArray(drivingLessons.id, ids)).orderBy(drivingLessons.id)).map(
      (row) => row.status,
    );
  const mailsTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
  const changeStatus = (id: number, status: string, note?: string) =>
    api.call('POST /admin/course-application/{id}/status', {
      token: instructor,
      params: { id },
      body: note ? { status, note } : { status },
    });

  beforeAll(async () => {
    api = await createTestApi(database());
    instructor = await api.instructorToken();
    instructorId = Number(decodeJwt(instructor).sub);
    instructorEmail = (await api.call('GET /auth/me', { token: instructor })).json().user.email;
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

  it('cancelling an application in training cancels its upcoming lessons, frees the slots and tells both sides', async () => {
    const jana = await studentInTraining(api);
    const starts = [slotAt(2, '09:00'), slotAt(3, '09:00'), slotAt(4, '10:30')];
    const lessons = await lessonsOf(jana, starts);
    await db().delete(mailOutbox);
    const slotStarts = async () =>
      (await windowSlots(api, instructorId)).days.flatMap((day) => day.slots.map((slot) => slot.start));
    expect(await slotStarts()).not.toContain(starts[0]);

    const cancelled = await changeStatus(jana.applicationId, 'cancelled', 'Odsťahoval(a) sa.');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().courseApplication.status).toBe('cancelled');

    expect(await statusOf(lessons.upcoming)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    // What was driven, or has already started, stays as it was.
    expect(await statusOf([lessons.driven, lessons.started])).toEqual(['driven', 'booked']);
    // The instructor's time is free for others again.
    const free = await slotStarts();
    for (const start of starts) expect(free).toContain(start);
    // Who cancelled, in each lesson's history.
    const events = await db()
      .select()
      .from(drivingLessonEvents)
      .where(inArray(drivingLessonEvents.lessonId, lessons.upcoming));
    expect(events.filter((event) => event.action === 'cancelled')).toHaveLength(3);
    expect(events.find((event) => event.action === 'cancelled')).toMatchObject({
      by: instructorEmail,
      note: 'Prihláška v stave Zrušená.',
    });

    // The student: the application's cancellation, and one e-mail with all three lessons' CANCEL.
    const toStudent = await mailsTo(jana.email);
    const lessonMail = toStudent.find((mail) => mail.subject.startsWith('Vaše jazdy sú zrušené'));
    expect(lessonMail?.body).toContain(
      'Vaša prihláška na kurz bola zrušená, preto autoškola zrušila Vaše rezervované jazdy:',
    );
    expect(lessonMail?.calendar).toContain('METHOD:CANCEL');
    expect(lessonMail?.calendar?.match(/STATUS:CANCELLED/g)).toHaveLength(3);
    expect(toStudent).toHaveLength(2);
    // The instructor: one e-mail with the lessons, their calendar entries cancelled.
    const [toInstructor, ...more] = await mailsTo(instructorEmail);
    expect(more).toEqual([]);
    expect(toInstructor?.subject).toMatch(/^Zrušené jazdy: Jana Nováková \d+ – /);
    expect(toInstructor?.body).toContain(
      'prihláška na kurz bola zrušená. Tieto jazdy sú zrušené a termíny sú opäť voľné:',
    );
    expect(toInstructor?.calendar?.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(toInstructor?.calendar).toContain('METHOD:CANCEL');
  });

  it('finishing the course cancels what is still booked ahead, with its own words', async () => {
    const eva = await studentInTraining(api);
    const lessons = await lessonsOf(eva, [slotAt(5, '12:00')]);
    await db().update(courseApplications).set({ status: 'exam' }).where(eq(courseApplications.id, eva.applicationId));
    await db().delete(mailOutbox);
    expect((await changeStatus(eva.applicationId, 'finished')).statusCode).toBe(200);
    expect(await statusOf(lessons.upcoming)).toEqual(['cancelled']);
    expect(await statusOf([lessons.driven])).toEqual(['driven']);
    const [toStudent] = await mailsTo(eva.email);
    expect(toStudent?.body).toContain('Váš kurz bol ukončený, preto autoškola zrušila Vaše rezervované jazdy:');
  });

  it('an application without lessons changes as before, and other students keep theirs', async () => {
    const jana = await studentInTraining(api);
    const eva = await studentInTraining(api);
    const evas = await lessonsOf(eva, [slotAt(6, '09:00')]);
    await db().delete(mailOutbox);
    expect((await changeStatus(jana.applicationId, 'cancelled', 'Bez jázd.')).statusCode).toBe(200);
    expect(await statusOf(evas.upcoming)).toEqual(['booked']);
    expect((await mailsTo(eva.email)).length).toBe(0);
    expect((await mailsTo(instructorEmail)).length).toBe(0);
  });

  it('when the lessons cannot be cancelled or their e-mails not queued, the status change is rolled back too', async () => {
    const jana = await studentInTraining(api);
    const lessons = await lessonsOf(jana, [slotAt(7, '09:00')]);
    await db().delete(mailOutbox);
    const outbox = api.app.outbox;
    const enqueue = outbox.enqueue.bind(outbox);
    const spy = vi.spyOn(outbox, 'enqueue').mockImplementation(async (mails, tx) => {
      if (mails.some((mail) => mail.subject.startsWith('Vaše jazdy sú zrušené'))) throw new Error('disk full');
      return enqueue(mails, tx);
    });
    try {
      // Not through api.call: the contract declares no 500.
      const failed = await api.app.inject({
        method: 'POST',
        url: `/api/admin/course-application/${jana.applicationId}/status`,
        headers: { authorization: `Bearer ${instructor}` },
        payload: { status: 'cancelled', note: 'Odsťahoval(a) sa.' },
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const [application] = await db()
      .select({ status: courseApplications.status })
      .from(courseApplications)
      .where(eq(courseApplications.id, jana.applicationId));
    expect(application?.status).toBe('training');
    expect(await statusOf(lessons.upcoming)).toEqual(['booked']);
    expect(await db().$count(mailOutbox, sql`true`)).toBe(0);
    // Once the mail can go, the same request does it all.
    expect((await changeStatus(jana.applicationId, 'cancelled', 'Odsťahoval(a) sa.')).statusCode).toBe(200);
    expect(await statusOf(lessons.upcoming)).toEqual(['cancelled']);
  });
});

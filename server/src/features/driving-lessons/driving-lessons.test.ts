import { addDays, schoolDate, schoolInstant, schoolTime } from '@autoskola/rules/driving-lessons';
import { defaultSchool } from '@autoskola/school';
import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { createTestApi, offerInput, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { windowSlots } from '../../../test/slots.ts';
import { studentInTraining } from '../../../test/students.ts';
import { mailFrom } from '../../config.ts';
import { featureModules } from '../../features/index.ts';
import {
  courseApplicationDocuments,
  courseApplicationPayments,
  type courseApplications,
  drivingLessonEvents,
  drivingLessons,
  lessonWaitlist,
  mailOutbox,
  schoolDetails,
  testAttempts,
} from '../tables.ts';

const HOUR = 3_600_000;
/** Every day 06:00–22:00: slots exist whatever the hour the tests run at. */
const allWeek = (vehicleId: number | null) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '06:00', to: '22:00', vehicleId }));
/** A unit on the grid from 06:00, `days` days from today (Bratislava). */
const slotAt = (days: number, time: string) => schoolInstant(addDays(schoolDate(new Date()), days), time).toISOString();

describeEachDatabase('driving lessons', (database) => {
  let api: TestApi;
  let instructor: string;
  let instructorId: number;
  let vehicleId: number;
  const db = () => api.database.db;

  /** A logged-in student with an application in training; answers the token and the ids. */
  const student = (overrides: Partial<typeof courseApplications.$inferInsert> = {}) =>
    studentInTraining(api, overrides);

  const book = (token: string, start: string, units = 1, by = instructorId) =>
    api.call('POST /lesson/book', { token, body: { instructorId: by, start, units } });
  const lessonCount = async () => Number((await db().select({ n: sql<number>`count(*)` }).from(drivingLessons))[0]?.n);
  const mailsTo = (to: string) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(mailOutbox.id);
  const slotStarts = async () =>
    (await windowSlots(api, instructorId)).days.flatMap((day) => day.slots.map((slot) => slot.start));
  const runJob = async (name: string, now = new Date()) => {
    const job = featureModules.flatMap((feature) => feature.jobs ?? []).find((candidate) => candidate.name === name);
    await job?.run({
      db: db(),
      now,
      retentionMonths: 12,
      log: { info: () => {}, warn: () => {} },
      mail: { outbox: api.app.outbox, school: () => defaultSchool, publicUrl: 'https://autoskola.example' },
    });
  };

  beforeAll(async () => {
    api = await createTestApi(database());
    instructor = await api.instructorToken();
    instructorId = Number(decodeJwt(instructor).sub);
    const vehicle = await api.call('POST /admin/vehicle', {
      token: instructor,
      body: { name: 'Škoda Fabia', plate: 'rk-123ab', group: 'B', gearbox: 'manual', active: true },
    });
    expect(vehicle.statusCode).toBe(201);
    expect(vehicle.json().vehicle).toMatchObject({ name: 'Škoda Fabia', plate: 'RK-123AB' });
    vehicleId = vehicle.json().vehicle.id;
    const saved = await api.call('PUT /admin/lesson/hours', {
      token: instructor,
      body: { name: 'Peter Horváth', template: allWeek(vehicleId) },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Peter Horváth', template: allWeek(vehicleId) });
  });
  afterAll(() => api.close());

  it('refuses hours that are not times, overlap or name an unknown vehicle, and keeps the saved ones', async () => {
    const bad = await api.call('PUT /admin/lesson/hours', {
      token: instructor,
      body: { name: ' ', template: [{ weekday: 1, from: '8:00', to: '12:00', vehicleId }] },
    });
    expect([bad.statusCode, bad.json().errors]).toEqual([
      422,
      { name: 'Meno je povinné.', template: 'Čas zadajte ako HH:MM.' },
    ]);
    const unknown = await api.call('PUT /admin/lesson/hours', {
      token: instructor,
      body: { name: 'Peter', template: [{ weekday: 1, from: '08:00', to: '12:00', vehicleId: 99999 }] },
    });
    expect(unknown.json().errors).toEqual({ template: 'Vyberte vozidlo zo zoznamu.' });
    const hours = await api.call('GET /admin/lesson/hours', { token: instructor });
    expect(hours.json().template).toHaveLength(7);
    expect(hours.json().vehicles).toEqual([
      { id: vehicleId, name: 'Škoda Fabia', plate: 'RK-123AB', group: 'B', gearbox: 'manual', active: true },
    ]);
  });

  it('lists free 45-minute units publicly; a booking takes them away for everyone, the same slot twice is 409', async () => {
    const jana = await student();
    const eva = await student();
    const start = slotAt(3, '09:00');
    const before = await windowSlots(api, instructorId);
    expect(before.instructors).toContainEqual({ id: instructorId, name: 'Peter Horváth' });
    const day = before.days.find((each) => each.date === addDays(schoolDate(new Date()), 3));
    expect(day?.slots).toContainEqual({
      start,
      units: 3,
      instructorId,
      vehicle: 'Škoda Fabia RK-123AB',
      gearbox: 'manual',
    });

    const booked = await book(jana.token, start, 2);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().lesson).toMatchObject({
      start,
      end: new Date(Date.parse(start) + 90 * 60_000).toISOString(),
      units: 2,
      status: 'booked',
      instructor: { id: instructorId, name: 'Peter Horváth' },
      vehicle: 'Škoda Fabia RK-123AB',
      cancellable: true,
    });
    const after = await slotStarts();
    expect(after).not.toContain(start);
    expect(after).not.toContain(new Date(Date.parse(start) + 45 * 60_000).toISOString());
    expect(after).toContain(new Date(Date.parse(start) + 90 * 60_000).toISOString());

    const count = await lessonCount();
    const taken = await book(eva.token, new Date(Date.parse(start) + 45 * 60_000).toISOString(), 1);
    expect([taken.statusCode, taken.json().message]).toEqual([
      409,
      'Tento termín už nie je voľný. Inštruktor má v tom čase inú jazdu.',
    ]);
    expect(await lessonCount()).toBe(count);

    // Both sides are e-mailed, each with the lesson as an invitation.
    const [toStudent] = await mailsTo(jana.email);
    expect(toStudent?.subject).toMatch(/^Jazda \d+\. \d+\. \d{4} 09:00 – 10:30 je rezervovaná – /);
    expect(toStudent?.calendar).toContain('METHOD:REQUEST');
    expect(toStudent?.calendar).toContain(`DTSTART:${start.replace(/[-:]/g, '').replace('.000', '')}`);
    // An invitation names who takes part (RFC 5546), or calendars may not apply it.
    const attendees = (toStudent?.calendar ?? '')
      .replace(/\r\n[ \t]/g, '')
      .split('\r\n')
      .filter((line) => line.startsWith('ATTENDEE'));
    expect(attendees).toHaveLength(2);
    expect(attendees[0]).toMatch(new RegExp(`PARTSTAT=ACCEPTED.*:MAILTO:${jana.email}$`));
    expect(attendees[1]).toMatch(/CN="Peter Horváth".*:MAILTO:/);
    const toInstructor = (
      await db().select().from(mailOutbox).where(sql`${mailOutbox.subject} like 'Nová jazda:%'`)
    )[0];
    expect(toInstructor?.body).toContain('Inštruktor: Peter Horváth');
    // The length said as the booking screen says it.
    expect(toStudent?.body).toContain('Dĺžka: 2 hodiny (90 min)');
    expect(toStudent?.calendar).toContain('DESCRIPTION:2 hodiny (90 min)');
  });

  it("refuses what the school's rules do not allow, in words, and stores nothing", async () => {
    const jana = await student();
    const count = await lessonCount();
    const refusal = async (start: string, units = 1) => {
      const answer = await book(jana.token, start, units);
      return [answer.statusCode, answer.json().message];
    };
    expect(await refusal(new Date(Date.now() - HOUR).toISOString())).toEqual([422, 'Tento termín už uplynul.']);
    const soon = new Date(Math.ceil((Date.now() + 2 * HOUR) / (45 * 60_000)) * 45 * 60_000).toISOString();
    expect(await refusal(soon)).toEqual([422, 'Jazdu si treba rezervovať aspoň 12 hodín vopred.']);
    expect(await refusal(slotAt(16, '09:00'))).toEqual([422, 'Jazdu si môžete rezervovať najviac 14 dní vopred.']);
    expect(await refusal(slotAt(3, '09:10'))).toEqual([422, 'V tomto čase inštruktor nejazdí.']);
    expect(await refusal(slotAt(3, '21:00'), 2)).toEqual([422, 'V tomto čase inštruktor nejazdí.']);
    expect((await book(jana.token, slotAt(4, '06:00'), 4)).statusCode).toBe(400);
    expect(await lessonCount()).toBe(count);

    for (const time of ['06:00', '06:45', '07:30'])
      expect((await book(jana.token, slotAt(4, time))).statusCode).toBe(201);
    expect(await refusal(slotAt(4, '08:15'))).toEqual([422, 'Naraz môžete mať rezervované najviac 3 jazdy.']);

    const outsider = await api.userToken();
    const notInTraining = await book(outsider, slotAt(5, '06:00'));
    expect([notInTraining.statusCode, notInTraining.json().message]).toEqual([
      403,
      'Jazdy si môžete rezervovať, keď je Váš kurz vo výcviku.',
    ]);
    expect((await api.call('GET /lesson/mine', { token: outsider })).json()).toMatchObject({
      training: null,
      refusal: 'Jazdy si môžete rezervovať, keď je Váš kurz vo výcviku.',
      progress: null,
    });
    expect(await lessonCount()).toBe(count + 3);
  });

  it('refuses a student with an overdue instalment when the school requires paying on time', async () => {
    const late = await student();
    await db().execute(
      sql`insert into course_application_instalments (application_id, amount, due_date) values (${late.applicationId}, 30000, current_date - 3)`,
    );
    const settings = { windowDays: 14, noticeHours: 12, maxUpcoming: 3, cancelHours: 24, requirePaidUpToDate: true };
    expect((await api.call('PUT /admin/lesson/settings', { token: instructor, body: settings })).json()).toEqual(
      settings,
    );
    const refused = await book(late.token, slotAt(6, '06:00'));
    expect([refused.statusCode, refused.json().message]).toEqual([
      422,
      'Pred ďalšou jazdou treba uhradiť splátku kurzu, ktorá je po splatnosti.',
    ]);
    expect((await api.call('GET /lesson/mine', { token: late.token })).json().refusal).toBe(
      'Pred ďalšou jazdou treba uhradiť splátku kurzu, ktorá je po splatnosti.',
    );
    await db()
      .insert(courseApplicationPayments)
      .values({ applicationId: late.applicationId, amount: 30000, date: schoolDate(new Date()), method: 'cash' });
    expect((await book(late.token, slotAt(6, '06:00'))).statusCode).toBe(201);
    await api.call('PUT /admin/lesson/settings', {
      token: instructor,
      body: { ...settings, requirePaidUpToDate: false },
    });
  });

  it('lets a student cancel before the limit (the slot frees), not after it, and never a lesson of someone else', async () => {
    const jana = await student();
    const eva = await student();
    const start = slotAt(7, '10:30');
    const lesson = (await book(jana.token, start)).json().lesson;
    expect(
      (await api.call('POST /lesson/{id}/cancel', { token: eva.token, params: { id: lesson.id } })).statusCode,
    ).toBe(404);
    const cancelled = await api.call('POST /lesson/{id}/cancel', { token: jana.token, params: { id: lesson.id } });
    expect(cancelled.json().lesson).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(await slotStarts()).toContain(start);
    const [, cancelMail] = await mailsTo(jana.email);
    expect(cancelMail?.subject).toMatch(/je zrušená/);
    expect(cancelMail?.calendar).toContain('METHOD:CANCEL');
    expect(cancelMail?.calendar).toContain('STATUS:CANCELLED');
    expect(cancelMail?.calendar).toContain(`:MAILTO:${jana.email}`);

    // Inside the limit (booked by the school for tomorrow): refused, with the school's phone.
    const soon = new Date(Math.ceil((Date.now() + 20 * HOUR) / (45 * 60_000)) * 45 * 60_000).toISOString();
    // Whatever the hour of the run (possibly outside the hours): booked anyway.
    const late = await api.call('POST /admin/lesson', {
      token: instructor,
      body: { applicationId: jana.applicationId, start: soon, units: 1, confirmUnusualTime: true },
    });
    expect(late.statusCode).toBe(201);
    const refused = await api.call('POST /lesson/{id}/cancel', {
      token: jana.token,
      params: { id: late.json().lesson.id },
    });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Jazdu možno zrušiť cez web najneskôr 24 hodín pred začiatkom. Zavolajte nám: +421 905 123 456.',
    ]);
    const mine = (await api.call('GET /lesson/mine', { token: jana.token })).json();
    expect(mine.upcoming.map((each: { id: number; cancellable: boolean }) => [each.id, each.cancellable])).toEqual([
      [late.json().lesson.id, false],
    ]);
    expect(mine.past.map((each: { status: string }) => each.status)).toEqual(['cancelled']);
    const history = await db()
      .select()
      .from(drivingLessonEvents)
      .where(eq(drivingLessonEvents.lessonId, lesson.id))
      .orderBy(drivingLessonEvents.id);
    expect(history.map((event) => [event.action, event.by])).toEqual([
      ['booked', jana.email],
      ['cancelled', jana.email],
    ]);
  });

  it("shows the instructor's week; marks a lesson driven (with its kind) or missed, and the progress moves", async () => {
    const jana = await student();
    // A lesson arranged by phone, recorded afterwards: nobody is e-mailed about it.
    const yesterday = slotAt(-1, '08:15');
    const recorded = await api.call('POST /admin/lesson', {
      token: instructor,
      body: { applicationId: jana.applicationId, start: yesterday, units: 2, confirmUnusualTime: true },
    });
    expect(recorded.statusCode).toBe(201);
    const past = recorded.json().lesson as { id: number };
    expect(await mailsTo(jana.email)).toEqual([]);
    const future = (await book(jana.token, slotAt(8, '12:00'))).json().lesson;

    const notYet = await api.call('POST /admin/lesson/{id}/status', {
      token: instructor,
      params: { id: future.id },
      body: { status: 'driven', driveKind: 'road' },
    });
    expect([notYet.statusCode, notYet.json().message]).toEqual([
      409,
      'Jazdu, ktorá sa ešte nezačala, nemožno označiť ako odjazdenú.',
    ]);
    const noKind = await api.call('POST /admin/lesson/{id}/status', {
      token: instructor,
      params: { id: past.id },
      body: { status: 'driven' },
    });
    expect([noKind.statusCode, noKind.json().errors]).toEqual([422, { driveKind: 'Vyberte druh jazdy.' }]);
    const driven = await api.call('POST /admin/lesson/{id}/status', {
      token: instructor,
      params: { id: past.id },
      body: { status: 'driven', driveKind: 'simulator', note: 'Rozjazd, radenie.' },
    });
    expect(driven.json().lesson).toMatchObject({
      status: 'driven',
      driveKind: 'simulator',
      note: 'Rozjazd, radenie.',
      student: { applicationId: jana.applicationId },
    });
    expect(driven.json().lesson.history.at(-1)).toMatchObject({ action: 'driven', note: 'Rozjazd, radenie.' });
    const mine = (await api.call('GET /lesson/mine', { token: jana.token })).json();
    expect(mine.progress).toEqual({
      group: 'B',
      driven: 2,
      minimum: 38,
      kinds: [
        { kind: 'simulator', driven: 2, minimum: 4 },
        { kind: 'ground', driven: 0, minimum: 4 },
        { kind: 'road', driven: 0, minimum: 24 },
      ],
    });
    const missed = await api.call('POST /admin/lesson/{id}/status', {
      token: instructor,
      params: { id: past.id },
      body: { status: 'noShow' },
    });
    expect(missed.json().lesson).toMatchObject({ status: 'noShow', driveKind: null });
    expect((await api.call('GET /lesson/mine', { token: jana.token })).json().progress.driven).toBe(0);

    const week = await api.call('GET /admin/lesson/week', {
      token: instructor,
      query: { from: addDays(schoolDate(new Date()), 8) },
    });
    const body = week.json();
    expect(body.instructorId).toBe(instructorId);
    expect(body.days).toHaveLength(7);
    const lessonDay = body.days.find((day: { date: string }) => day.date === addDays(schoolDate(new Date()), 8));
    expect(lessonDay.hours).toEqual([
      {
        start: slotAt(8, '06:00'),
        end: slotAt(8, '22:00'),
        vehicle: 'Škoda Fabia RK-123AB',
        instructor: 'Peter Horváth',
      },
    ]);
    expect(lessonDay.lessons).toContainEqual(
      expect.objectContaining({
        id: future.id,
        kind: 'lesson',
        student: { applicationId: jana.applicationId, name: `Jana Nováková ${jana.userId}` },
        instructor: { id: instructorId, name: 'Peter Horváth' },
      }),
    );
    expect([body.vehicleId, body.vehicles]).toEqual([null, [{ id: vehicleId, name: 'Škoda Fabia RK-123AB' }]]);
    // Students of the same name are told apart by their e-mail and birth date.
    expect(body.students).toContainEqual({
      applicationId: jana.applicationId,
      name: `Jana Nováková ${jana.userId}`,
      group: 'B',
      email: jana.email,
      birthDate: '2000-01-01',
    });
    // The vehicle's week: its lessons whoever drives, and the hours it is driven.
    const carWeek = (
      await api.call('GET /admin/lesson/week', {
        token: instructor,
        query: { from: addDays(schoolDate(new Date()), 8), vehicleId },
      })
    ).json();
    const carDay = carWeek.days.find((day: { date: string }) => day.date === lessonDay.date);
    expect(carWeek.vehicleId).toBe(vehicleId);
    expect(carDay.hours).toEqual(lessonDay.hours);
    expect(carDay.lessons.map((lesson: { id: number }) => lesson.id)).toContain(future.id);
    const otherCar = (
      await api.call('GET /admin/lesson/week', {
        token: instructor,
        query: { from: addDays(schoolDate(new Date()), 8), vehicleId: vehicleId + 1000 },
      })
    ).json();
    expect(
      otherCar.days.flatMap((day: { hours: unknown[]; lessons: unknown[] }) => [...day.hours, ...day.lessons]),
    ).toEqual([]);
    const badDay = await api.call('GET /admin/lesson/week', { token: instructor, query: { from: '2026-02-30' } });
    expect(badDay.statusCode).toBe(400);
  });

  it('blocks time (its slots go, an overlap is 409) and takes the block away again', async () => {
    const start = slotAt(9, '14:15');
    const end = slotAt(9, '16:30');
    const blocked = await api.call('POST /admin/lesson/block', {
      token: instructor,
      body: { start, end, note: 'Servis auta' },
    });
    expect(blocked.statusCode).toBe(201);
    expect(blocked.json().lesson).toMatchObject({ kind: 'block', note: 'Servis auta', student: null });
    const free = await slotStarts();
    expect(free).not.toContain(start);
    expect(free).not.toContain(slotAt(9, '15:45'));
    expect(free).toContain(end);
    const overlap = await api.call('POST /admin/lesson/block', {
      token: instructor,
      body: { start: slotAt(9, '16:00'), end },
    });
    expect([overlap.statusCode, overlap.json().message]).toEqual([
      409,
      'Tento termín už nie je voľný. Inštruktor má v tom čase inú jazdu alebo blokovaný čas.',
    ]);
    const backwards = await api.call('POST /admin/lesson/block', {
      token: instructor,
      body: { start: end, end: start },
    });
    expect([backwards.statusCode, backwards.json().errors]).toEqual([422, { end: 'Koniec musí byť po začiatku.' }]);
    const removed = await api.call('POST /admin/lesson/{id}/status', {
      token: instructor,
      params: { id: blocked.json().lesson.id },
      body: { status: 'cancelled' },
    });
    expect(removed.json().lesson.status).toBe('cancelled');
    expect(await slotStarts()).toContain(start);
  });

  it('takes days and hours off and adds extra shifts through exceptions', async () => {
    const day = addDays(schoolDate(new Date()), 10);
    const off = await api.call('POST /admin/lesson/hours/exception', {
      token: instructor,
      body: { date: day, kind: 'holiday', from: null, to: null, vehicleId: null, note: 'Dovolenka' },
    });
    expect(off.statusCode).toBe(201);
    const exception = off.json().exceptions.find((each: { date: string }) => each.date === day);
    expect(exception).toMatchObject({ kind: 'holiday', from: null, to: null, note: 'Dovolenka' });
    expect((await slotStarts()).filter((start: string) => schoolDate(start) === day)).toEqual([]);
    const extra = await api.call('POST /admin/lesson/hours/exception', {
      token: instructor,
      body: { date: day, kind: 'extra', from: '22:00', to: '23:30', vehicleId },
    });
    expect(extra.statusCode).toBe(201);
    expect((await slotStarts()).filter((start: string) => schoolDate(start) === day).map(schoolTime)).toEqual([
      '22:00',
      '22:45',
    ]);
    const bad = await api.call('POST /admin/lesson/hours/exception', {
      token: instructor,
      body: { date: day, kind: 'extra', from: null, to: null },
    });
    expect(bad.json().errors).toEqual({ from: 'Pri jazdách navyše zadajte začiatok a koniec.' });
    await api.call('DELETE /admin/lesson/hours/exception/{id}', { token: instructor, params: { id: exception.id } });
    expect((await slotStarts()).filter((start: string) => schoolDate(start) === day)).toHaveLength(23);
    const gone = await api.call('DELETE /admin/lesson/hours/exception/{id}', {
      token: instructor,
      params: { id: exception.id },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('answers 400 to instants and days outside the calendar it keeps, not 500', async () => {
    const jana = await student();
    const lessons = await lessonCount();
    // Year 0, a leap second (PostgreSQL and Date have none), the edge of year 9999.
    for (const start of ['0000-01-01T00:00:00Z', '2026-12-31T23:59:60Z', '9999-12-31T22:00:00Z']) {
      const added = await api.call('POST /admin/lesson', {
        token: instructor,
        body: { applicationId: jana.applicationId, start, units: 1 },
      });
      expect([start, added.statusCode, added.json().message]).toEqual([start, 400, expect.any(String)]);
      const blocked = await api.call('POST /admin/lesson/block', {
        token: instructor,
        body: { start, end: '2027-01-01T10:00:00Z' },
      });
      expect([start, blocked.statusCode, blocked.json().message]).toEqual([start, 400, expect.any(String)]);
      const ended = await api.call('POST /admin/lesson/block', {
        token: instructor,
        body: { start: '2026-12-31T10:00:00Z', end: start },
      });
      expect([start, ended.statusCode]).toEqual([start, 400]);
      const booked = await book(jana.token, start);
      expect([start, booked.statusCode]).toEqual([start, 400]);
    }
    for (const from of ['9999-12-27', '0000-01-01', '1999-12-31', '2101-01-01']) {
      const week = await api.call('GET /admin/lesson/week', { token: instructor, query: { from } });
      expect([from, week.statusCode, week.json().message]).toEqual([from, 400, expect.any(String)]);
    }
    expect(await lessonCount()).toBe(lessons);
  });

  it('stores UTC and keeps the school time across both daylight-saving changes', async () => {
    const jana = await student();
    const cases: [string, string, string][] = [
      ['2027-03-26', '08:15', '2027-03-26T07:15:00.000Z'],
      ['2027-03-29', '08:15', '2027-03-29T06:15:00.000Z'],
      ['2027-10-29', '08:15', '2027-10-29T06:15:00.000Z'],
      ['2027-11-01', '08:15', '2027-11-01T07:15:00.000Z'],
    ];
    for (const [date, time, utc] of cases) {
      const start = schoolInstant(date, time).toISOString();
      expect(start).toBe(utc);
      const added = await api.call('POST /admin/lesson', {
        token: instructor,
        body: { applicationId: jana.applicationId, start, units: 1 },
      });
      expect(added.json().lesson).toMatchObject({ start: utc, vehicle: 'Škoda Fabia RK-123AB' });
    }
    const march = (
      await api.call('GET /admin/lesson/week', { token: instructor, query: { from: '2027-03-28' } })
    ).json();
    expect(march.monday).toBe('2027-03-22');
    expect(march.days.map((day: { hours: { start: string }[] }) => day.hours[0]?.start.slice(11, 16))).toEqual([
      '05:00',
      '05:00',
      '05:00',
      '05:00',
      '05:00',
      '05:00',
      '04:00',
    ]);
    const stored = await db()
      .select({ at: sql<string>`to_char(${drivingLessons.startsAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI')` })
      .from(drivingLessons)
      .where(eq(drivingLessons.applicationId, jana.applicationId))
      .orderBy(drivingLessons.startsAt);
    expect(stored.map((row) => row.at)).toEqual([
      '2027-03-26 07:15',
      '2027-03-29 06:15',
      '2027-10-29 06:15',
      '2027-11-01 07:15',
    ]);
  });

  it('gives 200 parallel requests for the same 10 slots exactly 10 lessons; the rest are 409 and nothing else changes', async () => {
    await api.call('PUT /admin/lesson/settings', {
      token: instructor,
      body: { windowDays: 14, noticeHours: 12, maxUpcoming: 20, cancelHours: 24, requirePaidUpToDate: false },
    });
    const students = await Promise.all(Array.from({ length: 20 }, () => student()));
    const slots = Array.from({ length: 10 }, (_, index) =>
      new Date(Date.parse(slotAt(11, '06:00')) + index * 45 * 60_000).toISOString(),
    );
    const lessonsBefore = await lessonCount();
    const mailsBefore = await db().$count(mailOutbox);
    const answers = await Promise.all(students.flatMap((each) => slots.map((start) => book(each.token, start))));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(190);
    // With the reason, unless another transaction took the slot at the same moment.
    const refusals = new Set(
      answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().message),
    );
    for (const message of refusals) {
      expect([
        'Tento termín už nie je voľný. Inštruktor má v tom čase inú jazdu.',
        'Tento termín už nie je voľný.',
      ]).toContain(message);
    }
    expect(await lessonCount()).toBe(lessonsBefore + 10);
    const booked = await db()
      .select({ start: drivingLessons.startsAt })
      .from(drivingLessons)
      .where(
        and(
          eq(drivingLessons.instructorId, instructorId),
          sql`${drivingLessons.startsAt} >= ${slots[0]}::timestamptz`,
          sql`${drivingLessons.startsAt} <= ${slots[9]}::timestamptz`,
          eq(drivingLessons.status, 'booked'),
        ),
      );
    expect(booked.map((row) => row.start.toISOString()).sort()).toEqual(slots);
    // Two e-mails per lesson, none for the refused ones.
    expect(await db().$count(mailOutbox)).toBe(mailsBefore + 20);
    await api.call('PUT /admin/lesson/settings', {
      token: instructor,
      body: { windowDays: 14, noticeHours: 12, maxUpcoming: 3, cancelHours: 24, requirePaidUpToDate: false },
    });
  });

  it("holds one student to the cap however many of the student's bookings arrive at once", async () => {
    const jana = await student();
    const starts = ['09:00', '12:00', '15:00', '18:00', '21:00'].map((time) => slotAt(9, time));
    const answers = await Promise.all(starts.map((start) => book(jana.token, start)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 422, 422]);
    expect(
      new Set(answers.filter((answer) => answer.statusCode === 422).map((answer) => answer.json().message)),
    ).toEqual(new Set(['Naraz môžete mať rezervované najviac 3 jazdy.']));
    const booked = await db()
      .select()
      .from(drivingLessons)
      .where(and(eq(drivingLessons.studentId, jana.userId), eq(drivingLessons.status, 'booked')));
    expect(booked).toHaveLength(3);
  });

  it('answers each booking that arrives together on its own: a taken slot leaves room under the cap for the next', async () => {
    const eva = await student();
    const marek = await student();
    const outsider = await api.userToken();
    expect((await book(eva.token, slotAt(10, '09:00'))).statusCode).toBe(201);
    expect((await book(eva.token, slotAt(10, '12:00'))).statusCode).toBe(201);
    expect((await book(marek.token, slotAt(10, '15:00'))).statusCode).toBe(201);
    // Eva may have one more: the taken slot comes first, so the free one after it still fits.
    const [taken, free, notInTraining, other] = await Promise.all([
      book(eva.token, slotAt(10, '15:00')),
      book(eva.token, slotAt(10, '18:00')),
      book(outsider, slotAt(10, '21:00')),
      book(marek.token, slotAt(10, '21:00')),
    ]);
    expect([taken?.statusCode, taken?.json().message]).toEqual([
      409,
      'Tento termín už nie je voľný. Inštruktor má v tom čase inú jazdu.',
    ]);
    expect(free?.statusCode).toBe(201);
    expect([notInTraining?.statusCode, notInTraining?.json().message]).toEqual([
      403,
      'Jazdy si môžete rezervovať, keď je Váš kurz vo výcviku.',
    ]);
    expect(other?.statusCode).toBe(201);
    expect(
      (await db().select().from(drivingLessons).where(eq(drivingLessons.studentId, eva.userId))).map((lesson) =>
        lesson.startsAt.toISOString(),
      ),
    ).toEqual(expect.arrayContaining([slotAt(10, '09:00'), slotAt(10, '12:00'), slotAt(10, '18:00')]));
  });

  it('reminds a student once, about a day before', async () => {
    const jana = await student();
    const start = new Date(Math.ceil((Date.now() + 21.5 * HOUR) / (45 * 60_000)) * 45 * 60_000);
    const [lesson] = await db()
      .insert(drivingLessons)
      .values({
        instructorId,
        studentId: jana.userId,
        applicationId: jana.applicationId,
        startsAt: start,
        endsAt: new Date(start.getTime() + 45 * 60_000),
        units: 1,
        createdAt: new Date(Date.now() - 5 * 86_400_000),
      })
      .returning();
    await runJob('lesson reminders');
    await runJob('lesson reminders');
    const reminders = (await mailsTo(jana.email)).filter((mail) => mail.subject.startsWith('Pripomienka: jazda'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.body).toContain('Ak nemôžete prísť, zavolajte nám: +421 905 123 456.');
    expect(reminders[0]?.calendar).toContain(`UID:lesson-${lesson?.id}@`);
  });

  it('tells the waiting students of a freed slot, neediest first', async () => {
    const jana = await student();
    const eva = await student();
    const marek = await student();
    const day = addDays(schoolDate(new Date()), 12);
    // Eva's medical certificate runs out soon, Marek's course has a year: Eva is told first.
    await db()
      .insert(courseApplicationDocuments)
      .values({
        applicationId: eva.applicationId,
        kind: 'medicalCertificate',
        date: '2026-01-01',
        validUntil: addDays(day, 20),
      });
    expect((await api.call('PUT /lesson/waitlist', { token: marek.token, body: { days: [day] } })).json()).toEqual({
      days: [day],
    });
    await api.call('PUT /lesson/waitlist', { token: eva.token, body: { days: [day, addDays(day, 1)] } });
    const past = await api.call('PUT /lesson/waitlist', { token: eva.token, body: { days: ['2020-01-01'] } });
    expect(past.json().errors).toEqual({ days: 'Vyberte dni od dnes do konca obdobia, na ktoré sa dá rezervovať.' });
    expect((await api.call('GET /lesson/mine', { token: eva.token })).json().waitlist).toEqual({
      days: [day, addDays(day, 1)],
    });
    const lesson = (await book(jana.token, schoolInstant(day, '07:30').toISOString())).json().lesson;
    const firstMail = await db().$count(mailOutbox);
    await api.call('POST /lesson/{id}/cancel', { token: jana.token, params: { id: lesson.id } });
    const freed = await db()
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.id} > ${firstMail} and ${mailOutbox.subject} like 'Uvoľnil sa termín%'`)
      .orderBy(mailOutbox.id);
    expect(freed.map((mail) => mail.recipient)).toEqual([eva.email, marek.email]);
    expect(freed[0]?.body).toContain('Dostane ho, kto si ho rezervuje prvý.');
    await api.call('DELETE /lesson/waitlist', { token: marek.token });
    expect(await db().$count(lessonWaitlist, eq(lessonWaitlist.studentId, marek.userId))).toBe(0);
  });

  it('holds a student to 10 bookings and cancellations an hour (429), and e-mails each waiting student once a day', async () => {
    const flooder = await student();
    const waiting = [await student(), await student(), await student()];
    const day = addDays(schoolDate(new Date()), 13);
    for (const each of waiting) await api.call('PUT /lesson/waitlist', { token: each.token, body: { days: [day] } });
    const [last] = await db()
      .select({ id: sql<number>`coalesce(max(${mailOutbox.id}), 0)` })
      .from(mailOutbox);
    const freedMails = () =>
      db()
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.id} > ${last?.id ?? 0} and ${mailOutbox.subject} like 'Uvoľnil sa termín%'`);
    const start = schoolInstant(day, '10:30').toISOString();

    // 25 book/cancel cycles as fast as the API answers (the attack of issue 50 sent 250 e-mails).
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof book>> | null = null;
    for (let cycle = 0; cycle < 25; cycle++) {
      const booked = await book(flooder.token, start);
      statuses.push(booked.statusCode);
      if (booked.statusCode !== 201) {
        refusal = booked;
        continue;
      }
      const id = booked.json().lesson.id;
      statuses.push((await api.call('POST /lesson/{id}/cancel', { token: flooder.token, params: { id } })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual([201, 200, 201, 200, 201, 200, 201, 200, 201, 200]);
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    expect(refusal?.json()).toEqual({
      message: 'Príliš veľa zmien rezervácií. Skúste to znova neskôr alebo zavolajte do autoškoly.',
    });
    const retryAfter = Number(refusal?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Five cancellations, one e-mail to each waiting student; the flooder's own: 5 booked, 5 cancelled.
    expect((await freedMails()).map((mail) => mail.recipient).sort()).toEqual(waiting.map((each) => each.email).sort());
    expect(await mailsTo(flooder.email)).toHaveLength(10);

    // A cancellation counts too: the tenth change a booking, the eleventh (a cancellation) is refused.
    const second = await student();
    const secondStart = schoolInstant(addDays(day, 1), '10:30').toISOString();
    for (let cycle = 0; cycle < 4; cycle++) {
      const id = (await book(second.token, secondStart)).json().lesson.id;
      await api.call('POST /lesson/{id}/cancel', { token: second.token, params: { id } });
    }
    expect((await book(second.token, secondStart)).statusCode).toBe(201);
    const kept = await book(second.token, schoolInstant(addDays(day, 1), '13:30').toISOString());
    expect(kept.statusCode).toBe(201);
    const refusedCancel = await api.call('POST /lesson/{id}/cancel', {
      token: second.token,
      params: { id: kept.json().lesson.id },
    });
    expect(refusedCancel.statusCode).toBe(429);
    expect(refusedCancel.headers['retry-after']).toMatch(/^\d+$/);
    expect(
      (await db().select().from(drivingLessons).where(eq(drivingLessons.id, kept.json().lesson.id)))[0]?.status,
    ).toBe('booked');

    // Another day: the waiting student told yesterday hears of the next freed slot once more.
    const [told] = waiting;
    await db()
      .update(lessonWaitlist)
      .set({ notifiedOn: addDays(schoolDate(new Date()), -1) })
      .where(eq(lessonWaitlist.studentId, told?.userId ?? 0));
    const third = await student();
    const id = (await book(third.token, schoolInstant(day, '13:30').toISOString())).json().lesson.id;
    await api.call('POST /lesson/{id}/cancel', { token: third.token, params: { id } });
    expect((await freedMails()).filter((mail) => mail.recipient === told?.email)).toHaveLength(2);
    expect(await freedMails()).toHaveLength(4);
  });

  it('serves a private calendar address; a new one revokes the old, deleting it revokes it', async () => {
    const jana = await student();
    const lesson = (await book(jana.token, slotAt(5, '13:30'))).json().lesson;
    const first = await api.call('POST /lesson/calendar-feed', { token: jana.token });
    expect(first.statusCode).toBe(201);
    const token = (first.json().url as string).split('/lesson-calendar/')[1] ?? '';
    const feed = await api.call('GET /lesson-calendar/{token}', { params: { token } });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain(`UID:lesson-${lesson.id}@`);
    expect((await api.call('GET /lesson/mine', { token: jana.token })).json().calendarFeed).toBe(true);
    const second = await api.call('POST /lesson/calendar-feed', { token: jana.token });
    expect((await api.call('GET /lesson-calendar/{token}', { params: { token } })).statusCode).toBe(404);
    const newToken = (second.json().url as string).split('/lesson-calendar/')[1] ?? '';
    expect((await api.call('GET /lesson-calendar/{token}', { params: { token: newToken } })).statusCode).toBe(200);
    expect((await api.call('DELETE /lesson/calendar-feed', { token: jana.token })).statusCode).toBe(204);
    expect((await api.call('GET /lesson-calendar/{token}', { params: { token: newToken } })).statusCode).toBe(404);
    // The instructor's address shows their lessons too.
    const own = await api.call('POST /lesson/calendar-feed', { token: instructor });
    const instructorFeed = await api.call('GET /lesson-calendar/{token}', {
      params: { token: (own.json().url as string).split('/lesson-calendar/')[1] ?? '' },
    });
    expect(instructorFeed.body).toContain(`UID:lesson-${lesson.id}@`);
  });

  it('refuses a school name with a line break, and keeps one saved before out of the calendar lines', async () => {
    const saved = (await api.call('GET /admin/school', { token: instructor })).json().school;
    for (const name of ['Autoškola\r\nX-INJECTED:1', 'Autoškola\nNázov', 'Auto\u2028škola', 'Auto\u0007škola']) {
      const refused = await api.call('PUT /admin/school', { token: instructor, body: { ...saved, name } });
      expect([refused.statusCode, refused.json().errors]).toEqual([
        422,
        { name: 'Text nesmie obsahovať zalomenie riadka ani iné riadiace znaky.' },
      ]);
    }
    const town = await api.call('PUT /admin/school', { token: instructor, body: { ...saved, town: 'Ružomberok\r\n' } });
    expect(town.statusCode).toBe(200);
    expect(town.json().school.town).toBe('Ružomberok');

    // A name saved before the rule: straight into the table, then the site config read again.
    const injected = 'Autoškola Vrbovo\r\nX-INJECTED:áno\r\nEND:VCALENDAR\u0085\u2028';
    await db()
      .update(schoolDetails)
      .set({ details: { ...saved, town: 'Ružomberok', name: injected } });
    expect((await api.call('POST /admin/offer', { token: instructor, body: offerInput() })).statusCode).toBe(201);
    try {
      const jana = await student();
      const lesson = (await book(jana.token, slotAt(5, '17:15'))).json().lesson;
      const created = await api.call('POST /lesson/calendar-feed', { token: jana.token });
      const token = (created.json().url as string).split('/lesson-calendar/')[1] ?? '';
      const feed = (await api.call('GET /lesson-calendar/{token}', { params: { token } })).body;
      expect(feed).toContain(`UID:lesson-${lesson.id}@`);
      // Every line is a property the writer puts there, or the folded continuation of one.
      const known =
        /^(BEGIN|END|VERSION|PRODID|METHOD|NAME|X-WR-CALNAME|TIMEZONE-ID|X-WR-TIMEZONE|UID|SEQUENCE|DTSTAMP|DTSTART|DTEND|SUMMARY|LOCATION|DESCRIPTION|URL|STATUS|ORGANIZER)[;:]/;
      const lines = feed.replace(/\r\n$/, '').split('\r\n');
      for (const line of lines) expect(line, JSON.stringify(line)).toMatch(/^[ \t]/.test(line) ? /^[ \t]/ : known);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the feed must hold none but its line ends.
      const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
      expect(feed).not.toMatch(control);
      const unfolded = feed.replace(/\r\n[ \t]/g, '').split('\r\n');
      expect(unfolded.filter((line) => line === 'END:VCALENDAR')).toHaveLength(1);
      expect(unfolded.find((line) => line.startsWith('X-WR-CALNAME:'))).toMatch(
        /^X-WR-CALNAME:.*Autoškola Vrbovo X-INJECTED:áno END:VCALENDAR$/,
      );
      expect(unfolded.find((line) => line.startsWith('PRODID:'))).toBe(
        'PRODID:-//Autoškola Vrbovo X-INJECTED:áno END:VCALENDAR//jazdy//SK',
      );
      // The e-mails' sender built from the name stays one header.
      expect(mailFrom({ mailFrom: null }, { name: injected, email: 'info@vrbovo.sk' })).toBe(
        '"Autoškola VrbovoX-INJECTED:ánoEND:VCALENDAR" <info@vrbovo.sk>',
      );
    } finally {
      await db().update(schoolDetails).set({ details: saved });
      await api.call('POST /admin/offer', { token: instructor, body: offerInput() });
    }
  });

  it('escapes the school name in the calendar lines ical-generator writes as given (; , \\ and a quote)', async () => {
    const saved = (await api.call('GET /admin/school', { token: instructor })).json().school;
    const name = 'Autoškola; s.r.o., "Vrbovo" \\ Liptov';
    expect((await api.call('PUT /admin/school', { token: instructor, body: { ...saved, name } })).statusCode).toBe(200);
    try {
      const jana = await student();
      expect((await book(jana.token, slotAt(5, '15:45'))).statusCode).toBe(201);
      const created = await api.call('POST /lesson/calendar-feed', { token: jana.token });
      const token = (created.json().url as string).split('/lesson-calendar/')[1] ?? '';
      const feed = (await api.call('GET /lesson-calendar/{token}', { params: { token } })).body;
      const unfolded = feed.replace(/\r\n[ \t]/g, '').split('\r\n');
      const escaped = 'Autoškola\\; s.r.o.\\, "Vrbovo" \\\\ Liptov';
      expect(unfolded.find((line) => line.startsWith('X-WR-CALNAME:'))).toBe(`X-WR-CALNAME:Jazdy – ${escaped}`);
      expect(unfolded.find((line) => line.startsWith('NAME:'))).toBe(`NAME:Jazdy – ${escaped}`);
      expect(unfolded.find((line) => line.startsWith('PRODID:'))).toBe(`PRODID:-//${escaped}//jazdy//SK`);
      expect(unfolded.find((line) => line.startsWith('ORGANIZER;'))).toContain(`CN="Autoškola; s.r.o., 'Vrbovo'`);
    } finally {
      await api.call('PUT /admin/school', { token: instructor, body: saved });
    }
  });

  it('tells whether a student is ready for the exam, part by part', async () => {
    const jana = await student();
    const readiness = async () => (await api.call('GET /lesson/readiness', { token: jana.token })).json().readiness;
    expect(await readiness()).toEqual({
      applicationId: jana.applicationId,
      ready: false,
      parts: [
        {
          part: 'lessons',
          ready: false,
          detail: 'Odjazdené: 0 z 38 vyučovacích hodín (45 min). Chýba: trenažér 4, cvičisko 4, cestná premávka 24.',
        },
        { part: 'theory', ready: false, detail: 'Vyhodnotené testy: 0, úspešné: 0. Treba 3 úspešné za sebou.' },
        { part: 'documents', ready: false, detail: 'Chýba: Lekársky posudok, Kurz prvej pomoci.' },
        { part: 'payments', ready: false, detail: 'Zostáva zaplatiť 890\u00a0€.' },
      ],
    });
    const lessons = [
      ['simulator', 4],
      ['ground', 4],
      ['road', 30],
    ] as const;
    let day = -60;
    for (const [kind, units] of lessons) {
      for (let done = 0; done < units; done += 2) {
        day += 1;
        const start = new Date(slotAt(day, '06:00'));
        await db()
          .insert(drivingLessons)
          .values({
            instructorId,
            studentId: jana.userId,
            applicationId: jana.applicationId,
            startsAt: start,
            endsAt: new Date(start.getTime() + 90 * 60_000),
            units: 2,
            status: 'driven',
            driveKind: kind,
          });
      }
    }
    for (const [index, passed] of [false, true, true, true].entries()) {
      await db()
        .insert(testAttempts)
        .values({
          id: crypto.randomUUID(),
          userId: jana.userId,
          questionIds: [],
          passMark: 90,
          startedAt: new Date(Date.now() - (10 - index) * HOUR),
          deadline: new Date(),
          evaluatedAt: new Date(Date.now() - (10 - index) * HOUR),
          passed,
        });
    }
    await db()
      .insert(courseApplicationDocuments)
      .values([
        { applicationId: jana.applicationId, kind: 'medicalCertificate', date: '2026-01-01', validUntil: '2030-01-01' },
        { applicationId: jana.applicationId, kind: 'firstAidCourse', date: '2026-02-01' },
      ]);
    await db()
      .insert(courseApplicationPayments)
      .values({ applicationId: jana.applicationId, amount: 89000, date: '2026-03-01', method: 'transfer' });
    const ready = await api.call('GET /admin/exam-readiness/{id}', {
      token: instructor,
      params: { id: jana.applicationId },
    });
    expect(ready.json()).toEqual({
      applicationId: jana.applicationId,
      ready: true,
      parts: [
        { part: 'lessons', ready: true, detail: 'Odjazdené: 38 z 38 vyučovacích hodín (45 min).' },
        { part: 'theory', ready: true, detail: 'Posledné 3 testy úspešné.' },
        { part: 'documents', ready: true, detail: 'Všetky doklady sú odovzdané.' },
        { part: 'payments', ready: true, detail: 'Kurz je zaplatený.' },
      ],
    });
    expect(
      (await api.call('GET /admin/exam-readiness/{id}', { token: instructor, params: { id: 999999 } })).statusCode,
    ).toBe(404);
  });

  it("puts a student's lessons in the export and the data-subject tools; a deleted account frees its coming slots", async () => {
    const jana = await student();
    const start = slotAt(6, '17:15');
    await book(jana.token, start);
    // Read once taken, so the kept slots know it: the deletion must make them forget.
    expect(await slotStarts()).not.toContain(start);
    const exported = (await api.call('GET /account/export', { token: jana.token })).json();
    expect(exported.drivingLessons).toEqual([expect.objectContaining({ start, status: 'booked' })]);
    const found = await api.call('GET /admin/contact-form/subject', {
      token: instructor,
      query: { email: jana.email },
    });
    const section = found.json().sections.find((each: { key: string }) => each.key === 'drivingLessons');
    expect(section).toMatchObject({ count: 1, counted: ['jazda', 'jazdy', 'jázd'] });
    expect(section.lines[0].text).toMatch(/17:15 – 18:00, inštruktor: Peter Horváth \(Rezervovaná\)$/);

    const deleted = await api.call('POST /account/delete', { token: jana.token, body: { password: 'heslo123' } });
    expect(deleted.statusCode).toBe(204);
    expect(await slotStarts()).toContain(start);
    const [kept] = await db().select().from(drivingLessons).where(eq(drivingLessons.applicationId, jana.applicationId));
    expect(kept).toMatchObject({ status: 'cancelled', studentId: null });

    const erased = await api.call('DELETE /admin/contact-form/subject', {
      token: instructor,
      query: { email: jana.email },
    });
    expect(erased.json().deletedDrivingLessons).toBe(1);
    expect(await db().$count(drivingLessons, eq(drivingLessons.applicationId, jana.applicationId))).toBe(0);
  });
});

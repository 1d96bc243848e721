import {
  addDays,
  LESSON_OUT_OF_RANGE,
  LESSON_START_STEP,
  schoolDate,
  schoolInstant,
  weekdayOf,
} from '@autoskola/rules/driving-lessons';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { studentInTraining } from '../../../test/students.ts';
import { drivingLessons, mailOutbox } from '../tables.ts';

/** The first day at least `after` days from today (Bratislava) that is this weekday (1 Monday … 7 Sunday). */
function next(weekday: number, after = 2): string {
  let day = addDays(schoolDate(new Date()), after);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
}
const at = (date: string, time: string) => schoolInstant(date, time).toISOString();
/** '12. 11. 2026', as the messages write a day. */
const written = (date: string) => {
  const [year, month, day] = date.split('-');
  return `${Number(day)}. ${Number(month)}. ${year}`;
};

// Issue 51: an instructor's booking for a student at a past time, outside the hours or without a
// car went in without a word; now it warns first and books when confirmed.
describeEachDatabase('unusual times of an instructor’s booking', (database) => {
  let api: TestApi;
  let jan: string;
  let janId: number;
  let peter: string;
  let peterId: number;
  const db = () => api.database.db;
  const addLesson = (token: string, body: Record<string, unknown>) => api.call('POST /admin/lesson', { token, body });
  const lessonsOf = (applicationId: number) =>
    db().select().from(drivingLessons).where(eq(drivingLessons.applicationId, applicationId));

  beforeAll(async () => {
    api = await createTestApi(database());
    jan = await api.instructorToken();
    janId = Number(decodeJwt(jan).sub);
    peter = await api.instructorToken();
    peterId = Number(decodeJwt(peter).sub);
    const fabia = (
      await api.call('POST /admin/vehicle', {
        token: jan,
        body: { name: 'Škoda Fabia', plate: 'BA-123AB', group: 'B', gearbox: 'manual', active: true },
      })
    ).json().vehicle.id as number;
    // Ján: weekdays 08:00–16:00 with the Fabia, Saturday mornings without a car, never on Sunday.
    const janHours = [
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '08:00', to: '16:00', vehicleId: fabia })),
      { weekday: 6, from: '08:00', to: '12:00', vehicleId: null },
    ];
    expect(
      (await api.call('PUT /admin/lesson/hours', { token: jan, body: { name: 'Ján Vodička', template: janHours } }))
        .statusCode,
    ).toBe(200);
    const peterHours = [{ weekday: 2, from: '10:00', to: '14:00', vehicleId: null }];
    expect(
      (
        await api.call('PUT /admin/lesson/hours', {
          token: peter,
          body: { name: 'Peter Horváth', template: peterHours },
        })
      ).statusCode,
    ).toBe(200);
  });
  afterAll(() => api.close());

  it('books a usual time (inside the hours, with the car, ahead) at once, as before', async () => {
    const eva = await studentInTraining(api);
    const start = at(next(1), '08:45');
    const added = await addLesson(jan, { applicationId: eva.applicationId, start, units: 2 });
    expect([added.statusCode, added.json().lesson]).toEqual([
      201,
      expect.objectContaining({ start, vehicle: 'Škoda Fabia BA-123AB', status: 'booked' }),
    ]);
  });

  it('warns of a time outside the instructor’s hours, stores nothing, and books it when confirmed', async () => {
    const eva = await studentInTraining(api);
    const monday = next(1);
    const body = { applicationId: eva.applicationId, start: at(monday, '16:00'), units: 1 };
    const warned = await addLesson(jan, body);
    const warning = 'Jazda je mimo Vášho pracovného času (pondelok 08:00–16:00).';
    expect([warned.statusCode, warned.json()]).toEqual([
      409,
      { message: warning, errors: { confirmUnusualTime: warning } },
    ]);
    // Half inside is outside too.
    const across = await addLesson(jan, { ...body, start: at(monday, '15:30') });
    expect(across.json().errors).toEqual({ confirmUnusualTime: warning });
    expect(await lessonsOf(eva.applicationId)).toEqual([]);

    const confirmed = await addLesson(jan, { ...body, confirmUnusualTime: true });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().lesson).toMatchObject({ start: body.start, vehicle: null, status: 'booked' });
    const stored = await lessonsOf(eva.applicationId);
    expect(stored.map((lesson) => [lesson.startsAt.toISOString(), lesson.vehicleId, lesson.status])).toEqual([
      [body.start, null, 'booked'],
    ]);
    // A coming lesson booked anyway is e-mailed as any other.
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, eva.email))).toHaveLength(1);
  });

  it('says so when the instructor does not drive that day at all', async () => {
    const eva = await studentInTraining(api);
    const warned = await addLesson(jan, { applicationId: eva.applicationId, start: at(next(7), '10:00'), units: 1 });
    expect([warned.statusCode, warned.json().errors]).toEqual([
      409,
      { confirmUnusualTime: 'Jazda je mimo Vášho pracovného času (v tento deň nemáte žiadny).' },
    ]);
  });

  it('warns of a time in the past, and records it (without an e-mail) when confirmed', async () => {
    const eva = await studentInTraining(api);
    // Last week's Monday inside the hours: only the past is unusual.
    const monday = next(1, -13);
    const body = { applicationId: eva.applicationId, start: at(monday, '09:30'), units: 2 };
    const warned = await addLesson(jan, body);
    const warning = `Jazda je v minulosti (${written(monday)} 09:30).`;
    expect([warned.statusCode, warned.json()]).toEqual([
      409,
      { message: warning, errors: { confirmUnusualTime: warning } },
    ]);
    expect(await lessonsOf(eva.applicationId)).toEqual([]);

    const confirmed = await addLesson(jan, { ...body, confirmUnusualTime: true });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().lesson).toMatchObject({ start: body.start, vehicle: 'Škoda Fabia BA-123AB' });
    expect(await lessonsOf(eva.applicationId)).toHaveLength(1);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, eva.email))).toEqual([]);

    // In the past and outside the hours: both, in one message.
    const sunday = addDays(monday, -1);
    const both = await addLesson(jan, { ...body, start: at(sunday, '20:00') });
    expect(both.json().errors).toEqual({
      confirmUnusualTime: `Jazda je v minulosti (${written(sunday)} 20:00). Jazda je mimo Vášho pracovného času (v tento deň nemáte žiadny).`,
    });
  });

  it('warns of hours without a car while the school has cars', async () => {
    const eva = await studentInTraining(api);
    const body = { applicationId: eva.applicationId, start: at(next(6), '09:00'), units: 1 };
    const warned = await addLesson(jan, body);
    const warning = 'Na tento čas nemáte priradené vozidlo.';
    expect([warned.statusCode, warned.json()]).toEqual([
      409,
      { message: warning, errors: { confirmUnusualTime: warning } },
    ]);
    const confirmed = await addLesson(jan, { ...body, confirmUnusualTime: true });
    expect([confirmed.statusCode, confirmed.json().lesson.vehicle]).toEqual([201, null]);
    expect(await lessonsOf(eva.applicationId)).toHaveLength(1);
  });

  it('names the other instructor and their hours when booking for them, in neutral words', async () => {
    const eva = await studentInTraining(api);
    const tuesday = next(2);
    const outside = await addLesson(jan, {
      applicationId: eva.applicationId,
      start: at(tuesday, '08:00'),
      units: 1,
      instructorId: peterId,
    });
    expect(outside.json()).toEqual({
      message: 'Jazda je mimo pracovného času inštruktora (Peter Horváth: utorok 10:00–14:00).',
      errors: { confirmUnusualTime: 'Jazda je mimo pracovného času inštruktora (Peter Horváth: utorok 10:00–14:00).' },
    });
    const noCar = await addLesson(jan, {
      applicationId: eva.applicationId,
      start: at(tuesday, '10:00'),
      units: 1,
      instructorId: peterId,
    });
    expect([noCar.statusCode, noCar.json().message]).toEqual([409, 'Inštruktor nemá na tento čas priradené vozidlo.']);
    const early = await addLesson(peter, {
      applicationId: eva.applicationId,
      start: at(next(3), '07:00'),
      units: 1,
      instructorId: janId,
    });
    expect(early.json().message).toBe('Jazda je mimo pracovného času inštruktora (Ján Vodička: streda 08:00–16:00).');
    const sunday = await addLesson(peter, {
      applicationId: eva.applicationId,
      start: at(next(7), '10:00'),
      units: 1,
      instructorId: janId,
    });
    expect(sunday.json().message).toBe('Jazda je mimo pracovného času inštruktora (Ján Vodička: v tento deň žiadny).');
  });

  it('still refuses a taken time when confirmed, with the reason', async () => {
    const [eva, marek] = [await studentInTraining(api), await studentInTraining(api)];
    const body = { start: at(next(7, 9), '18:00'), units: 1, confirmUnusualTime: true };
    expect((await addLesson(jan, { ...body, applicationId: eva.applicationId })).statusCode).toBe(201);
    const taken = await addLesson(jan, { ...body, applicationId: marek.applicationId });
    expect([taken.statusCode, taken.json()]).toEqual([
      409,
      { message: 'Tento termín už nie je voľný. Inštruktor má v tom čase inú jazdu alebo blokovaný čas.' },
    ]);
  });

  // Issue 54: the probe's confirmed bookings at 02:07:13.500 and on New Year's Eve 2100 went in.
  it('refuses, even when confirmed, a start off the 5-minute steps or a lesson outside 2000–2100', async () => {
    const eva = await studentInTraining(api);
    const book = (start: string, units = 1) =>
      addLesson(jan, { applicationId: eva.applicationId, start, units, confirmUnusualTime: true });
    const nine = Date.parse(at(next(1), '09:00'));
    for (const start of [
      '2026-11-29T02:07:13.500Z',
      new Date(nine + 13_500).toISOString(),
      new Date(nine + 60_000).toISOString(),
      new Date(nine + 7 * 60_000).toISOString(),
    ]) {
      const refused = await book(start);
      expect([start, refused.statusCode, refused.json().errors]).toEqual([start, 422, { start: LESSON_START_STEP }]);
    }
    // 2100-12-31T23:00Z is already 2101 in Bratislava; from 22:00 there three units end in 2101, from 23:30 one.
    for (const [start, units] of [
      ['2100-12-31T23:00:00Z', 3],
      ['2100-12-31T21:00:00Z', 3],
      ['2100-12-31T23:30:00.000+01:00', 1],
      ['2000-01-01T00:00:00+05:00', 1],
    ] as const) {
      const refused = await book(start, units);
      expect([start, refused.statusCode, refused.json().errors]).toEqual([start, 422, { start: LESSON_OUT_OF_RANGE }]);
    }
    expect(await lessonsOf(eva.applicationId)).toEqual([]);
    // The last lesson of 2100 ends at its midnight: inside, end included.
    const last = await book('2100-12-31T20:45:00Z', 3);
    expect(last.statusCode).toBe(201);
    expect(last.json().lesson).toMatchObject({ start: '2100-12-31T20:45:00.000Z', end: '2100-12-31T23:00:00.000Z' });
  });

  it('refuses a taken time first, without a warning to confirm', async () => {
    const [eva, marek] = [await studentInTraining(api), await studentInTraining(api)];
    // Saturday evening: outside Ján's hours, so a free time would be warned of.
    const saturday = next(6, 9);
    const booked = await addLesson(jan, {
      applicationId: eva.applicationId,
      start: at(saturday, '19:00'),
      units: 2,
      confirmUnusualTime: true,
    });
    expect(booked.statusCode).toBe(201);
    const again = await addLesson(jan, { applicationId: eva.applicationId, start: at(saturday, '19:45'), units: 1 });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { message: 'Tento termín už nie je voľný. Žiak má v tom čase už inú jazdu.' },
    ]);
    // The student with another instructor at that time: the same.
    const withPeter = await addLesson(jan, {
      applicationId: eva.applicationId,
      start: at(saturday, '19:30'),
      units: 1,
      instructorId: peterId,
    });
    expect([withPeter.statusCode, withPeter.json()]).toEqual([
      409,
      { message: 'Tento termín už nie je voľný. Žiak má v tom čase už inú jazdu.' },
    ]);
    const other = await addLesson(jan, { applicationId: marek.applicationId, start: at(saturday, '19:00'), units: 1 });
    expect([other.statusCode, other.json()]).toEqual([
      409,
      { message: 'Tento termín už nie je voľný. Inštruktor má v tom čase inú jazdu alebo blokovaný čas.' },
    ]);
    expect(await lessonsOf(marek.applicationId)).toEqual([]);
  });

  it('lists the students to pick in Slovak order (Bača before Bartošová, Čierna before Zelená, Ch after H)', async () => {
    for (const lastname of ['Zelená', 'Čierna', 'Bartošová', 'Chalupová', 'Bača', 'Hudáková', 'Cibuľová']) {
      await studentInTraining(api, { firstname: 'Poradie', lastname });
    }
    const week = await api.call('GET /admin/lesson/week', { token: jan });
    const names = (week.json().students as { name: string }[])
      .map((student) => student.name)
      .filter((name) => name.startsWith('Poradie '));
    expect(names).toEqual([
      'Poradie Bača',
      'Poradie Bartošová',
      'Poradie Cibuľová',
      'Poradie Čierna',
      'Poradie Hudáková',
      'Poradie Chalupová',
      'Poradie Zelená',
    ]);
  });

  it('keeps the strict rules for a student’s own booking outside the hours', async () => {
    const eva = await studentInTraining(api);
    const booked = await api.call('POST /lesson/book', {
      token: eva.token,
      body: { instructorId: janId, start: at(next(1), '16:00'), units: 1 },
    });
    expect([booked.statusCode, booked.json().message]).toEqual([422, 'V tomto čase inštruktor nejazdí.']);
    const flagged = await api.call('POST /lesson/book', {
      token: eva.token,
      body: { instructorId: janId, start: at(next(1), '16:00'), units: 1, confirmUnusualTime: true },
    });
    expect(flagged.statusCode).toBe(400);
    expect(await lessonsOf(eva.applicationId)).toEqual([]);
  });
});

import { addDays, formatIsoDate, schoolDate } from '@autoskola/rules/calendar-dates';
import {
  EXAM_DATE_HAS_REGISTRATIONS,
  EXAM_DATE_IN_PAST,
  EXAM_DATE_STARTED_ONLY_NOTE,
  EXAM_PASSED_NOTE,
  examMovedSubject,
  formatExamTime,
  NO_PLACE_LEFT,
  OVERRIDE_REASON_REQUIRED,
  PART_NOT_REGISTERED,
  placesBelowRegistered,
  RESIT_MIN_DAYS,
  RESULT_BEFORE_START,
  RESULT_OF_FINISHED,
  resitTooEarly,
} from '@autoskola/rules/exams';
import { and, asc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { studentInTraining } from '../../../test/students.ts';
import { seedDemoContent } from '../../modules/demo-seed.ts';
import { featureModules } from '../index.ts';
import {
  courseApplicationDocuments,
  courseApplicationEvents,
  courseApplicationPayments,
  courseApplications,
  drivingLessons,
  examDates,
  examRegistrations,
  examResults,
  mailOutbox,
  testAttempts,
} from '../tables.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describeEachDatabase('exams (issue 54)', (database) => {
  let api: TestApi;
  let instructor: string;
  let instructorId: number;
  /** Each driven lesson gets hours of its own: the instructor never drives two at once. */
  let slot = 0;
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

  type Student = Awaited<ReturnType<typeof studentInTraining>>;

  /** A student in training who meets every condition of readiness: lessons, tests, documents, payments. */
  async function readyStudent(): Promise<Student> {
    const student = await studentInTraining(api);
    const kinds = [
      ['simulator', 2],
      ['simulator', 2],
      ['ground', 2],
      ['ground', 2],
      ...Array.from({ length: 10 }, () => ['road', 3] as const),
    ] as const;
    await db()
      .insert(drivingLessons)
      .values(
        kinds.map(([driveKind, units]) => {
          slot += 1;
          const start = new Date(Date.now() - 400 * DAY + slot * 3 * HOUR);
          return {
            instructorId,
            studentId: student.userId,
            applicationId: student.applicationId,
            startsAt: start,
            endsAt: new Date(start.getTime() + units * 45 * 60_000),
            units,
            status: 'driven',
            driveKind,
          };
        }),
      );
    await db()
      .insert(testAttempts)
      .values(
        [1, 2, 3].map((index) => ({
          id: crypto.randomUUID(),
          userId: student.userId,
          questionIds: [],
          passMark: 90,
          startedAt: new Date(Date.now() - (10 - index) * HOUR),
          deadline: new Date(),
          evaluatedAt: new Date(Date.now() - (10 - index) * HOUR),
          passed: true,
        })),
      );
    await db()
      .insert(courseApplicationDocuments)
      .values([
        {
          applicationId: student.applicationId,
          kind: 'medicalCertificate',
          date: '2026-01-01',
          validUntil: '2099-01-01',
        },
        { applicationId: student.applicationId, kind: 'firstAidCourse', date: '2026-02-01' },
      ]);
    await db()
      .insert(courseApplicationPayments)
      .values({ applicationId: student.applicationId, amount: 89000, date: '2026-03-01', method: 'transfer' });
    return student;
  }

  const dateInput = (startsAt: Date, places = 4) => ({
    startsAt: startsAt.toISOString(),
    place: 'ODI Ružomberok',
    licenceGroups: ['B'],
    places,
    note: null as string | null,
  });
  async function createDate(inDays: number, places = 4): Promise<number> {
    const response = await api.call('POST /admin/exam', {
      token: instructor,
      body: dateInput(new Date(Date.now() + inDays * DAY), places),
    });
    expect(response.statusCode).toBe(201);
    return response.json().examDate.id;
  }
  const register = (id: number, applicationId: number, overrideReason?: string) =>
    api.call('POST /admin/exam/{id}/registration', {
      token: instructor,
      params: { id },
      body: overrideReason === undefined ? { applicationId } : { applicationId, overrideReason },
    });
  const record = (id: number, registrationId: number, part: string, result: string) =>
    api.call('PUT /admin/exam/{id}/registration/{registrationId}/result', {
      token: instructor,
      params: { id, registrationId },
      body: { part, result },
    });
  /** Moves a date's start `days` from now (the clock is the database's: results need a past start). */
  const moveDate = (id: number, days: number) =>
    db()
      .update(examDates)
      .set({ startsAt: new Date(Date.now() + days * DAY) })
      .where(eq(examDates.id, id));
  const statusOf = async (applicationId: number) =>
    (await db().select().from(courseApplications).where(eq(courseApplications.id, applicationId)))[0]?.status;
  const historyOf = async (applicationId: number) =>
    (
      await db()
        .select({ status: courseApplicationEvents.status, note: courseApplicationEvents.note })
        .from(courseApplicationEvents)
        .where(eq(courseApplicationEvents.applicationId, applicationId))
        .orderBy(asc(courseApplicationEvents.id))
    ).slice(1);
  const registrationOf = async (examDateId: number, applicationId: number) =>
    (
      await db()
        .select()
        .from(examRegistrations)
        .where(and(eq(examRegistrations.examDateId, examDateId), eq(examRegistrations.applicationId, applicationId)))
    )[0];

  let first: number;
  let jana: Student;
  let peter: Student;

  it('records a date in the future only, with the form rules', async () => {
    const past = await api.call('POST /admin/exam', {
      token: instructor,
      body: dateInput(new Date(Date.now() - HOUR)),
    });
    expect([past.statusCode, past.json().errors]).toEqual([422, { startsAt: EXAM_DATE_IN_PAST }]);
    const empty = await api.call('POST /admin/exam', {
      token: instructor,
      body: { ...dateInput(new Date(Date.now() + DAY)), place: ' ', licenceGroups: [] },
    });
    expect(empty.json().errors).toEqual({ place: 'Miesto je povinné.', licenceGroups: 'Vyberte aspoň jednu skupinu.' });
    expect(await db().$count(examDates)).toBe(0);

    const startsAt = new Date(Date.now() + 7 * DAY);
    const created = await api.call('POST /admin/exam', {
      token: instructor,
      body: { ...dateInput(startsAt, 2), place: '  ODI Ružomberok ', note: '  Zraz o 8:15. ' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().examDate).toEqual({
      id: expect.any(Number),
      startsAt: startsAt.toISOString(),
      place: 'ODI Ružomberok',
      licenceGroups: ['B'],
      places: 2,
      placesLeft: 2,
      note: 'Zraz o 8:15.',
      registrations: [],
    });
    first = created.json().examDate.id;
    const list = await api.call('GET /admin/exam/list', { token: instructor });
    expect(list.json().examDates.map((date: { id: number }) => date.id)).toEqual([first]);
    const student = await api.userToken();
    expect((await api.call('GET /admin/exam/list', { token: student })).statusCode).toBe(403);
    const reversed = await api.call('GET /admin/exam/list', {
      token: instructor,
      query: { from: '2026-12-31', to: '2026-12-01' },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('Koniec obdobia nemôže byť pred jeho začiatkom.');
  });

  it('registers two ready students, moving them to the exam, and refuses a third over the places', async () => {
    jana = await readyStudent();
    peter = await readyStudent();
    const third = await readyStudent();
    const candidates = (await api.call('GET /admin/exam/candidates', { token: instructor })).json().candidates;
    expect(candidates.find((each: { applicationId: number }) => each.applicationId === jana.applicationId)).toEqual({
      applicationId: jana.applicationId,
      studentName: expect.stringContaining('Jana Nováková'),
      licenceGroup: 'B',
      status: 'training',
      ready: true,
      partsDue: ['test', 'driving'],
      earliestDate: null,
      registeredExamDateId: null,
    });

    const registered = await register(first, jana.applicationId);
    expect(registered.statusCode).toBe(201);
    expect(registered.json().examDate.registrations).toEqual([
      {
        id: expect.any(Number),
        applicationId: jana.applicationId,
        studentName: expect.stringContaining('Jana'),
        licenceGroup: 'B',
        parts: [
          { part: 'test', result: null },
          { part: 'driving', result: null },
        ],
        overrideReason: null,
        registeredAt: expect.any(String),
      },
    ]);
    expect((await register(first, peter.applicationId)).json().examDate.placesLeft).toBe(0);
    const over = await register(first, third.applicationId);
    expect([over.statusCode, over.json().message]).toEqual([409, NO_PLACE_LEFT]);
    expect(await registrationOf(first, third.applicationId)).toBeUndefined();
    expect(await statusOf(third.applicationId)).toBe('training');

    expect(await statusOf(jana.applicationId)).toBe('exam');
    const day = formatIsoDate(schoolDate(new Date(Date.now() + 7 * DAY)));
    expect(await historyOf(jana.applicationId)).toEqual([{ status: 'exam', note: `Prihlásenie na skúšku ${day}.` }]);
    // The student's e-mail, with the exam as a calendar event.
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, jana.email));
    expect(mail?.subject).toMatch(new RegExp(`^Termín skúšky: ${day.replaceAll('.', '\\.')} \\d{1,2}:\\d{2}$`));
    expect(mail?.body).toContain('Kde: ODI Ružomberok');
    expect(mail?.calendar).toMatch(/METHOD:REQUEST[\s\S]*BEGIN:VEVENT[\s\S]*LOCATION:ODI Ružomberok/);
    const again = await register(first, jana.applicationId);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a student not ready without a reason, and keeps the reason in the registration and the history', async () => {
    const date = await createDate(8);
    const eva = await studentInTraining(api);
    const refused = await register(date, eva.applicationId);
    expect([refused.statusCode, refused.json().errors]).toEqual([422, { overrideReason: OVERRIDE_REASON_REQUIRED }]);
    expect(await registrationOf(date, eva.applicationId)).toBeUndefined();
    expect(await statusOf(eva.applicationId)).toBe('training');

    const reason = 'Doklady donesie v pondelok.';
    const accepted = await register(date, eva.applicationId, `  ${reason} `);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().examDate.registrations[0].overrideReason).toBe(reason);
    expect((await registrationOf(date, eva.applicationId))?.overrideReason).toBe(reason);
    // Issue 54: the reason is kept in the history, which the student reads too (the form says so).
    const [line] = await historyOf(eva.applicationId);
    expect(line).toEqual({ status: 'exam', note: expect.stringContaining(`Bez splnených podmienok: ${reason}`) });
    // The longest reason still fits the history's line (cut there, whole on the registration).
    const long = await studentInTraining(api);
    expect((await register(date, long.applicationId, 'x'.repeat(500))).statusCode).toBe(201);
    expect((await historyOf(long.applicationId))[0]?.note).toHaveLength(500);
    // The student's data export keeps it on the registration too (their data, GDPR art. 15).
    const exported = (await api.call('GET /account/export', { token: eva.token })).json();
    expect(exported.exams).toEqual([expect.objectContaining({ overrideReason: reason })]);
  });

  it('records results only after the start and for registered parts; a re-sit of the failed part after the minimum; passed → finished', async () => {
    const registration = await registrationOf(first, jana.applicationId);
    if (!registration) throw new Error('no registration');
    const early = await record(first, registration.id, 'driving', 'failed');
    expect([early.statusCode, early.json().message]).toEqual([422, RESULT_BEFORE_START]);
    expect(await db().$count(examResults)).toBe(0);

    await moveDate(first, -1);
    const sat = schoolDate(new Date(Date.now() - DAY));
    expect((await record(first, registration.id, 'driving', 'failed')).statusCode).toBe(200);
    const passedTest = await record(first, registration.id, 'test', 'passed');
    expect(passedTest.json().examDate.registrations[0].parts).toEqual([
      { part: 'test', result: 'passed' },
      { part: 'driving', result: 'failed' },
    ]);
    const other = await record(first, registration.id, 'maintenance', 'passed');
    expect([other.statusCode, other.json().message]).toEqual([422, PART_NOT_REGISTERED]);

    const earliest = addDays(sat, RESIT_MIN_DAYS);
    const candidates = (await api.call('GET /admin/exam/candidates', { token: instructor })).json().candidates;
    expect(
      candidates.find((each: { applicationId: number }) => each.applicationId === jana.applicationId),
    ).toMatchObject({ status: 'exam', partsDue: ['driving'], earliestDate: earliest, registeredExamDateId: null });

    const tooEarly = await createDate(1);
    const refused = await register(tooEarly, jana.applicationId);
    expect([refused.statusCode, refused.json().message]).toEqual([422, resitTooEarly(earliest)]);
    expect(await registrationOf(tooEarly, jana.applicationId)).toBeUndefined();

    const resit = await createDate(RESIT_MIN_DAYS + 2);
    const registered = await register(resit, jana.applicationId);
    expect(registered.statusCode).toBe(201);
    const [again] = registered.json().examDate.registrations;
    expect(again.parts).toEqual([{ part: 'driving', result: null }]);
    expect(await statusOf(jana.applicationId)).toBe('exam');

    await moveDate(resit, -0.1);
    expect((await record(resit, again.id, 'driving', 'passed')).statusCode).toBe(200);
    expect(await statusOf(jana.applicationId)).toBe('finished');
    expect((await historyOf(jana.applicationId)).at(-1)).toEqual({ status: 'finished', note: EXAM_PASSED_NOTE });
    // A finished application's results stay: a correction would leave it 'Ukončená' with a failed part.
    const correction = await record(resit, again.id, 'driving', 'failed');
    expect([correction.statusCode, correction.json().message]).toEqual([409, RESULT_OF_FINISHED]);
    expect(await statusOf(jana.applicationId)).toBe('finished');
    const after = (await api.call('GET /admin/exam/candidates', { token: instructor })).json().candidates;
    expect(after.some((each: { applicationId: number }) => each.applicationId === jana.applicationId)).toBe(false);
  });

  it('gives the last place to exactly one of two registrations at once', async () => {
    const date = await createDate(9, 1);
    const [one, two] = await Promise.all([readyStudent(), readyStudent()]);
    const answers = await Promise.all([register(date, one.applicationId), register(date, two.applicationId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(NO_PLACE_LEFT);
    expect(await db().$count(examRegistrations, eq(examRegistrations.examDateId, date))).toBe(1);
  });

  it('takes a student off before the start (back in training), and deletes a date only without students', async () => {
    const date = await createDate(10);
    const student = await readyStudent();
    const registered = (await register(date, student.applicationId)).json().examDate.registrations[0];
    const refused = await api.call('DELETE /admin/exam/{id}', { token: instructor, params: { id: date } });
    expect([refused.statusCode, refused.json().message]).toEqual([409, EXAM_DATE_HAS_REGISTRATIONS]);

    const off = await api.call('DELETE /admin/exam/{id}/registration/{registrationId}', {
      token: instructor,
      params: { id: date, registrationId: registered.id },
    });
    expect([off.statusCode, off.json().examDate.registrations]).toEqual([200, []]);
    expect(await statusOf(student.applicationId)).toBe('training');
    const day = formatIsoDate(schoolDate(new Date(Date.now() + 10 * DAY)));
    expect((await historyOf(student.applicationId)).at(-1)).toEqual({
      status: 'training',
      note: `Odhlásenie zo skúšky ${day}.`,
    });
    const deleted = await api.call('DELETE /admin/exam/{id}', { token: instructor, params: { id: date } });
    expect(deleted.statusCode).toBe(204);

    // A cancelled application leaves the dates to come: its place is free again.
    const later = await createDate(13, 1);
    const leaving = await readyStudent();
    expect((await register(later, leaving.applicationId)).statusCode).toBe(201);
    const cancelled = await api.call('POST /admin/course-application/{id}/status', {
      token: instructor,
      params: { id: leaving.applicationId },
      body: { status: 'cancelled', note: 'Odsťahoval sa.' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await registrationOf(later, leaving.applicationId)).toBeUndefined();
    const dates = (await api.call('GET /admin/exam/list', { token: instructor })).json().examDates;
    expect(dates.find((each: { id: number }) => each.id === later)).toMatchObject({ placesLeft: 1, registrations: [] });
  });

  it('refuses fewer places than registered, and a change of a started date beyond its note', async () => {
    const date = await createDate(12, 2);
    for (const student of await Promise.all([readyStudent(), readyStudent()])) {
      expect((await register(date, student.applicationId)).statusCode).toBe(201);
    }
    const startsAt = new Date(Date.now() + 12 * DAY);
    const fewer = await api.call('PUT /admin/exam/{id}', {
      token: instructor,
      params: { id: date },
      body: dateInput(startsAt, 1),
    });
    expect([fewer.statusCode, fewer.json().errors]).toEqual([422, { places: placesBelowRegistered(2) }]);
    const more = await api.call('PUT /admin/exam/{id}', {
      token: instructor,
      params: { id: date },
      body: dateInput(startsAt, 3),
    });
    expect(more.json().examDate).toMatchObject({ places: 3, placesLeft: 1 });

    await moveDate(date, -0.5);
    const started = (await db().select().from(examDates).where(eq(examDates.id, date)))[0]?.startsAt as Date;
    const moved = await api.call('PUT /admin/exam/{id}', {
      token: instructor,
      params: { id: date },
      body: dateInput(startsAt, 3),
    });
    expect([moved.statusCode, moved.json().errors]).toEqual([422, { startsAt: EXAM_DATE_STARTED_ONLY_NOTE }]);
    const noted = await api.call('PUT /admin/exam/{id}', {
      token: instructor,
      params: { id: date },
      body: { ...dateInput(started, 3), note: 'Všetci prišli.' },
    });
    expect(noted.json().examDate).toMatchObject({ note: 'Všetci prišli.', startsAt: started.toISOString() });
  });

  it('tells the students still on a moved date, updating their calendar event; a later cancellation outranks it', async () => {
    const date = await createDate(14, 4);
    const [stays, leaves, finished, cancelled] = await Promise.all([
      readyStudent(),
      readyStudent(),
      readyStudent(),
      readyStudent(),
    ]);
    for (const student of [stays, leaves, finished, cancelled]) {
      expect((await register(date, student.applicationId)).statusCode).toBe(201);
    }
    // One application ends (its registration stays on the date), one is cancelled (it leaves the date).
    for (const [student, status] of [
      [finished, 'finished'],
      [cancelled, 'cancelled'],
    ] as const) {
      const changed = await api.call('POST /admin/course-application/{id}/status', {
        token: instructor,
        params: { id: student.applicationId },
        body: { status, note: 'Koniec.' },
      });
      expect(changed.statusCode).toBe(200);
    }
    const mailsTo = (email: string) =>
      db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(asc(mailOutbox.id));
    const sequenceOf = (calendar: string | null | undefined) => Number(/\nSEQUENCE:(\d+)/.exec(calendar ?? '')?.[1]);
    const uidOf = (calendar: string | null | undefined) => /\nUID:(\S+)/.exec(calendar ?? '')?.[1];
    const [registeredMail] = await mailsTo(stays.email);
    expect(sequenceOf(registeredMail?.calendar)).toBe(0);
    const counts = async () =>
      Promise.all([stays, leaves, finished, cancelled].map(async (student) => (await mailsTo(student.email)).length));
    const before = await counts();

    const stored = (await db().select().from(examDates).where(eq(examDates.id, date)))[0];
    if (!stored) throw new Error('no date');
    const put = (body: ReturnType<typeof dateInput>) =>
      api.call('PUT /admin/exam/{id}', { token: instructor, params: { id: date }, body });
    // The note, the places and the groups are the school's: nobody is told.
    const noted = await put({ ...dateInput(stored.startsAt, 5), note: 'Zraz o 7:45.' });
    expect(noted.statusCode).toBe(200);
    expect(await counts()).toEqual(before);

    const startsAt = new Date(stored.startsAt.getTime() + DAY + HOUR);
    const moved = await put({ ...dateInput(startsAt, 5), place: 'ODI Liptovský Mikuláš', note: 'Zraz o 7:45.' });
    expect(moved.json().examDate).toMatchObject({ startsAt: startsAt.toISOString(), place: 'ODI Liptovský Mikuláš' });
    expect(await counts()).toEqual(before.map((count, index) => (index < 2 ? count + 1 : count)));
    const movedMail = (await mailsTo(stays.email)).at(-1);
    expect(movedMail?.subject).toBe(examMovedSubject(startsAt.toISOString()));
    expect(movedMail?.body).toContain('termín Vašej skúšky z odbornej spôsobilosti sa zmenil');
    expect(movedMail?.body).toContain(`Pôvodne: ${formatExamTime(stored.startsAt.toISOString())}, ODI Ružomberok`);
    expect(movedMail?.body).toContain(`Kedy: ${formatExamTime(startsAt.toISOString())}`);
    expect(movedMail?.body).toContain('Kde: ODI Liptovský Mikuláš');
    expect(movedMail?.calendar).toMatch(/METHOD:REQUEST[\s\S]*LOCATION:ODI Liptovský Mikuláš/);
    // The same event, a higher SEQUENCE: the calendar replaces the old time.
    expect(uidOf(movedMail?.calendar)).toBe(uidOf(registeredMail?.calendar));
    expect(sequenceOf(movedMail?.calendar)).toBe(1);

    // Taken off later: the CANCEL outranks every REQUEST sent before.
    const registration = await registrationOf(date, stays.applicationId);
    if (!registration) throw new Error('no registration');
    const off = await api.call('DELETE /admin/exam/{id}/registration/{registrationId}', {
      token: instructor,
      params: { id: date, registrationId: registration.id },
    });
    expect(off.statusCode).toBe(200);
    const cancelMail = (await mailsTo(stays.email)).at(-1);
    expect(cancelMail?.calendar).toContain('METHOD:CANCEL');
    expect(uidOf(cancelMail?.calendar)).toBe(uidOf(registeredMail?.calendar));
    expect(sequenceOf(cancelMail?.calendar)).toBe(2);

    // A registration after the move starts at the date's revision.
    const late = await readyStudent();
    expect((await register(date, late.applicationId)).statusCode).toBe(201);
    expect(sequenceOf((await mailsTo(late.email)).at(-1)?.calendar)).toBe(1);
  });

  it("shows the student's own exams and results, and exports and erases them with the person", async () => {
    const mine = await api.call('GET /exam/mine', { token: jana.token });
    expect(mine.json().exams).toEqual([
      {
        startsAt: expect.any(String),
        place: 'ODI Ružomberok',
        note: 'Zraz o 8:15.',
        parts: [
          { part: 'test', result: 'passed' },
          { part: 'driving', result: 'failed' },
        ],
      },
      {
        startsAt: expect.any(String),
        place: 'ODI Ružomberok',
        note: null,
        parts: [{ part: 'driving', result: 'passed' }],
      },
    ]);
    expect((await api.call('GET /exam/mine', { token: await api.userToken() })).json()).toEqual({ exams: [] });

    const exported = await api.call('GET /account/export', { token: jana.token });
    expect(exported.json().exams).toHaveLength(2);
    expect(exported.json().exams[0]).toMatchObject({ applicationId: jana.applicationId, place: 'ODI Ružomberok' });

    const found = await api.call('GET /admin/contact-form/subject', {
      token: instructor,
      query: { email: jana.email },
    });
    expect(found.json().exams).toHaveLength(2);
    const section = found.json().sections.find((each: { key: string }) => each.key === 'exams');
    expect(section).toMatchObject({
      count: 2,
      counted: ['prihlásenie na skúšku', 'prihlásenia na skúšku', 'prihlásení na skúšku'],
    });

    const erased = await api.call('DELETE /admin/contact-form/subject', {
      token: instructor,
      query: { email: jana.email },
    });
    expect(erased.json().deletedExamRegistrations).toBe(2);
    expect(await db().$count(examRegistrations, eq(examRegistrations.applicationId, jana.applicationId))).toBe(0);
    expect((await api.call('GET /exam/mine', { token: peter.token })).json().exams).toHaveLength(1);
  });
});

describeEachDatabase("the demo school's exams", (database) => {
  it('holds a year of dates with results and re-sits, and two to come with the applications signed up', async () => {
    const api = await createTestApi(database());
    try {
      await seedDemoContent(api.database.db, api.config.uploadDir, featureModules);
      const instructor = await api.instructorToken();
      const today = schoolDate(new Date());
      const list = await api.call('GET /admin/exam/list', {
        token: instructor,
        query: { from: addDays(today, -400), to: addDays(today, 60) },
      });
      const dates = list.json().examDates as {
        startsAt: string;
        registrations: { parts: { result: string | null }[] }[];
      }[];
      expect(dates).toHaveLength(14);
      const [past, future] = [dates.slice(0, 12), dates.slice(12)];
      expect(past.every((date) => date.registrations.length > 0)).toBe(true);
      const results = past.flatMap((date) => date.registrations.flatMap((r) => r.parts.map((part) => part.result)));
      expect(results).toContain('failed');
      expect(results).not.toContain(null);
      expect(future.flatMap((date) => date.registrations.flatMap((r) => r.parts.map((part) => part.result)))).toEqual(
        expect.arrayContaining([null]),
      );
      const candidates = (await api.call('GET /admin/exam/candidates', { token: instructor })).json().candidates;
      const resit = candidates.find((each: { earliestDate: string | null }) => each.earliestDate !== null);
      expect(resit).toMatchObject({ status: 'exam', partsDue: ['driving'], registeredExamDateId: expect.any(Number) });
      const finished = await api.database.db.$count(courseApplications, eq(courseApplications.status, 'finished'));
      expect(finished).toBeGreaterThanOrEqual(14);
      // The past students drove their lessons: the overview's pass rates have a row per instructor.
      const overview = await api.call('GET /admin/overview', {
        token: instructor,
        query: { from: addDays(today, -364), to: today },
      });
      const byInstructor = overview.json().examsByInstructor as { instructor: string | null; attempts: number }[];
      expect(byInstructor.filter((row) => row.instructor !== null).length).toBeGreaterThanOrEqual(2);
      expect(byInstructor.filter((row) => row.instructor !== null).every((row) => row.attempts > 0)).toBe(true);
    } finally {
      await api.close();
    }
  });
});

import type { Schemas } from '@autoskola/api-client';
import { schoolDate } from '@autoskola/rules/calendar-dates';
import {
  EXAM_DATE_HAS_REGISTRATIONS,
  type ExamSitting,
  earliestResit,
  examDateChangeErrors,
  examDateErrors,
  examNoteOf,
  examRegistrationRefusal,
  examSubjectSection,
  inPartOrder,
  isOpenSitting,
  overrideReasonOf,
  partsDue,
  passedAll,
  passRateWindow,
  placesLeft,
  resultRefusal,
  sittingPassed,
  tallyAttempts,
  unregisterRefusal,
} from '@autoskola/rules/exams';
import { percentOf } from '@autoskola/rules/overview';
import { http, notFound, refusedBy, signedIn } from '../../mock-api.ts';
import { defineMockFeature, type MockSubject } from '../../mock-feature.ts';
import { examFixtures, type MockExamDate, type MockExamRegistration, type MockExamStudent } from './exam-fixtures.ts';

type ExamState = { examDates: MockExamDate[]; examStudents: MockExamStudent[]; examSettings: Schemas['ExamSettings'] };

const partsOf = (registration: MockExamRegistration): Schemas['ExamPartResult'][] =>
  inPartOrder(registration.parts).map((part) => ({ part, result: registration.results[part] ?? null }));

/** The state read as the server reads its tables; the decisions are @autoskola/rules/exams', as the server's. */
function examsOf(state: ExamState) {
  const student = (applicationId: number) =>
    state.examStudents.find((each) => each.applicationId === applicationId) ?? null;
  /** An application's registrations on every date, as the rules take them. */
  const sittingsOf = (applicationId: number) =>
    state.examDates.flatMap((examDate) =>
      examDate.registrations
        .filter((registration) => registration.applicationId === applicationId)
        .map((registration) => ({ examDate, registration })),
    );
  const sittings = (applicationId: number): ExamSitting[] =>
    sittingsOf(applicationId).map(({ examDate, registration }) => ({
      examDateId: examDate.id,
      startsAt: examDate.startsAt,
      parts: partsOf(registration),
    }));

  const registrationJson = (registration: MockExamRegistration): Schemas['ExamRegistration'] => {
    const who = student(registration.applicationId);
    return {
      id: registration.id,
      applicationId: registration.applicationId,
      studentName: who?.studentName ?? '',
      licenceGroup: who?.licenceGroup ?? 'B',
      parts: partsOf(registration),
      overrideReason: registration.overrideReason,
      registeredAt: registration.registeredAt,
    };
  };
  const dateJson = (examDate: MockExamDate): Schemas['ExamDate'] => ({
    id: examDate.id,
    startsAt: examDate.startsAt,
    place: examDate.place,
    licenceGroups: examDate.licenceGroups,
    places: examDate.places,
    placesLeft: placesLeft(examDate.places, examDate.registrations.length),
    note: examDate.note,
    registrations: examDate.registrations.map(registrationJson),
  });
  const candidates = (): Schemas['ExamCandidate'][] =>
    state.examStudents.flatMap((each) => {
      if (each.status !== 'training' && each.status !== 'exam') return [];
      const own = sittings(each.applicationId);
      const due = partsDue(each.licenceGroup, own);
      if (due.length === 0) return [];
      return [
        {
          applicationId: each.applicationId,
          studentName: each.studentName,
          licenceGroup: each.licenceGroup,
          status: each.status,
          ready: each.ready,
          partsDue: due,
          earliestDate: earliestResit(each.licenceGroup, own),
          registeredExamDateId: own.find(isOpenSitting)?.examDateId ?? null,
        },
      ];
    });
  /** The registrations, with their dates, of the students with this e-mail. */
  const sittingsWith = (email: string) =>
    state.examStudents
      .filter((each) => email !== '' && each.email === email.toLowerCase())
      .flatMap((each) => sittingsOf(each.applicationId).map((sitting) => ({ ...sitting, student: each })));
  /** The personal-data answers' records of the students with this e-mail. */
  const records = (email: string): Schemas['ExamRecord'][] =>
    sittingsWith(email).map(({ examDate, registration, student }) => ({
      applicationId: student.applicationId,
      startsAt: examDate.startsAt,
      place: examDate.place,
      parts: partsOf(registration),
      overrideReason: registration.overrideReason,
      registeredAt: registration.registeredAt,
    }));
  /** The student's panel: their exams by start, each with its date's note. */
  const mine = (email: string): Schemas['MyExam'][] =>
    sittingsWith(email)
      .map(({ examDate, registration }) => ({
        startsAt: examDate.startsAt,
        place: examDate.place,
        note: examDate.note,
        parts: partsOf(registration),
      }))
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  /** The landing page's share (decision 0041): the window's first attempts with every result, as the server counts them. */
  const firstAttemptPercent = (now: Date): number | null => {
    const { from, to } = passRateWindow(schoolDate(now));
    const attempts = state.examStudents.flatMap((each) => {
      const [first] = sittings(each.applicationId).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
      const day = first ? schoolDate(first.startsAt) : '';
      const passed = first ? sittingPassed(first.parts) : null;
      return passed === null || day < from || day > to ? [] : [{ first: true, passed }];
    });
    const { firstPassed, firstAttempts } = tallyAttempts(attempts);
    return percentOf(firstPassed, firstAttempts);
  };
  return { student, sittings, sittingsOf, dateJson, candidates, records, mine, firstAttemptPercent };
}

/** The month's first day and the third month's last, as the server's default window. */
function defaultWindow(now: Date) {
  const today = schoolDate(now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { from: iso(new Date(Date.UTC(year, month - 1, 1))), to: iso(new Date(Date.UTC(year, month + 3, 0))) };
}

const stored = (input: Schemas['ExamDateInput']) => ({
  startsAt: new Date(input.startsAt).toISOString(),
  place: input.place.trim(),
  licenceGroups: [...input.licenceGroups],
  places: input.places,
  note: examNoteOf(input.note),
});

const refused = (refusal: { message: string; errors?: Record<string, string> }) =>
  refusal.errors ? { message: refusal.message, errors: refusal.errors } : { message: refusal.message };

const matchesSubject = (subject: MockSubject) => (student: MockExamStudent) =>
  subject.email !== '' && student.email === subject.email;

/**
 * 'Skúšky': the police's exam dates the school records, who is registered for which parts, and the
 * results, with the server's rules (@autoskola/rules/exams): the places, the readiness override,
 * results only after the start and the re-sit's earliest day. The demo's applications in training
 * and at the exam are the candidates; a student sees their own exams on 'Môj kurz'.
 */
export const examMocks = defineMockFeature({
  name: 'exams',
  createState: (): ExamState => {
    const { students, dates } = examFixtures();
    return { examDates: dates, examStudents: students, examSettings: { showPassRate: false } };
  },
  personalData: {
    exportAccount: (state, email) => ({ exams: examsOf(state).records(email) }),
    subjectSection: examSubjectSection,
    findSubject: (state, subject) => ({ exams: examsOf(state).records(subject.email) }),
    eraseSubject(state, subject) {
      const erased = new Set(state.examStudents.filter(matchesSubject(subject)).map((each) => each.applicationId));
      let deletedExamRegistrations = 0;
      for (const examDate of state.examDates) {
        const kept = examDate.registrations.filter((registration) => !erased.has(registration.applicationId));
        deletedExamRegistrations += examDate.registrations.length - kept.length;
        examDate.registrations = kept;
      }
      return { deletedExamRegistrations };
    },
  },
  handlers(state) {
    const exams = examsOf(state);
    const find = (id: string | number) => state.examDates.find((examDate) => examDate.id === Number(id));
    const registrationOf = (examDate: MockExamDate | undefined, id: string) =>
      examDate?.registrations.find((registration) => registration.id === Number(id));
    const answer = (examDate: MockExamDate) => ({ examDate: exams.dateJson(examDate) });

    return [
      // Before '/admin/exam/{id}': 'settings' is no date's id.
      http.get('/admin/exam/settings', ({ response }) => response(200).json({ examSettings: state.examSettings })),
      http.put('/admin/exam/settings', async ({ request, response }) => {
        state.examSettings = { showPassRate: (await request.json()).showPassRate };
        return response(200).json({ examSettings: state.examSettings });
      }),
      http.get('/exam/pass-rate', ({ response }) =>
        response(200).json({
          firstAttemptPercent: state.examSettings.showPassRate ? exams.firstAttemptPercent(new Date()) : null,
        }),
      ),

      http.get('/admin/exam/list', ({ query, response }) => {
        const window = defaultWindow(new Date());
        const from = query.get('from') || window.from;
        const to = query.get('to') || window.to;
        const examDates = state.examDates
          .filter((examDate) => {
            const day = schoolDate(examDate.startsAt);
            return day >= from && day <= to;
          })
          .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id)
          .map(exams.dateJson);
        return response(200).json({ examDates });
      }),

      http.post('/admin/exam', async ({ request, response }) => {
        const input = await request.json();
        const invalid = refusedBy(examDateErrors(input, new Date()));
        if (invalid) return response(422).json(invalid);
        const examDate = { id: state.nextId++, ...stored(input), registrations: [] };
        state.examDates.push(examDate);
        return response(201).json(answer(examDate));
      }),

      http.put('/admin/exam/{id}', async ({ params, request, response }) => {
        const examDate = find(params.id);
        if (!examDate) return response(404).json(notFound);
        const input = await request.json();
        const registeredGroups = examDate.registrations.map(
          (registration) => exams.student(registration.applicationId)?.licenceGroup ?? 'B',
        );
        const invalid = refusedBy(examDateChangeErrors(input, { ...examDate, registeredGroups }, new Date()));
        if (invalid) return response(422).json(invalid);
        Object.assign(examDate, stored(input));
        return response(200).json(answer(examDate));
      }),

      http.delete('/admin/exam/{id}', ({ params, response }) => {
        const examDate = find(params.id);
        if (!examDate) return response(404).json(notFound);
        if (examDate.registrations.length > 0) return response(409).json({ message: EXAM_DATE_HAS_REGISTRATIONS });
        state.examDates = state.examDates.filter((each) => each !== examDate);
        return response(204).empty();
      }),

      http.get('/admin/exam/candidates', ({ response }) => response(200).json({ candidates: exams.candidates() })),

      http.post('/admin/exam/{id}/registration', async ({ params, request, response }) => {
        const examDate = find(params.id);
        const input = await request.json();
        const student = exams.student(input.applicationId);
        if (!examDate || !student) return response(404).json(notFound);
        const sittings = exams.sittings(student.applicationId);
        const refusal = examRegistrationRefusal({
          application: { status: student.status, group: student.licenceGroup, ready: student.ready },
          examDate: { ...examDate, registered: examDate.registrations.length },
          sittings,
          overrideReason: input.overrideReason,
          now: new Date(),
        });
        if (refusal) return response(refusal.status).json(refused(refusal));
        examDate.registrations.push({
          id: state.nextId++,
          applicationId: student.applicationId,
          parts: partsDue(student.licenceGroup, sittings),
          results: {},
          overrideReason: student.ready ? null : overrideReasonOf(input.overrideReason),
          registeredAt: new Date().toISOString(),
        });
        if (student.status === 'training') student.status = 'exam';
        return response(201).json(answer(examDate));
      }),

      http.delete('/admin/exam/{id}/registration/{registrationId}', ({ params, response }) => {
        const examDate = find(params.id);
        const registration = registrationOf(examDate, params.registrationId);
        if (!examDate || !registration) return response(404).json(notFound);
        const refusal = unregisterRefusal(examDate.startsAt, partsOf(registration), new Date());
        if (refusal) return response(refusal.status).json(refused(refusal));
        examDate.registrations = examDate.registrations.filter((each) => each !== registration);
        // Without another registration the application is back in training, as on the server.
        const student = exams.student(registration.applicationId);
        if (student?.status === 'exam' && exams.sittings(student.applicationId).length === 0) {
          student.status = 'training';
        }
        return response(200).json(answer(examDate));
      }),

      http.put('/admin/exam/{id}/registration/{registrationId}/result', async ({ params, request, response }) => {
        const examDate = find(params.id);
        const registration = registrationOf(examDate, params.registrationId);
        if (!examDate || !registration) return response(404).json(notFound);
        const input = await request.json();
        const student = exams.student(registration.applicationId);
        const refusal = resultRefusal(
          examDate.startsAt,
          registration.parts,
          input.part,
          new Date(),
          student?.status ?? '',
        );
        // A finished application's results stay (409); before the start or a part not registered: 422.
        if (refusal) return response(refusal.status === 409 ? 409 : 422).json(refused(refusal));
        registration.results[input.part] = input.result;
        // Every part passed: the application is finished ('Ukončená'), as the server's status step makes it.
        if (student && passedAll(student.licenceGroup, exams.sittings(student.applicationId))) {
          student.status = 'finished';
        }
        return response(200).json(answer(examDate));
      }),

      http.get(
        '/exam/mine',
        signedIn(({ response }, user) => {
          return response(200).json({ exams: exams.mine(user.email) });
        }),
      ),
    ];
  },
});

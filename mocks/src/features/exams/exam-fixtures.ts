import type { Schemas } from '@autoskola/api-client';
import {
  DEMO_EXAM_PLACE,
  type DemoSitting,
  demoApplicantEmail,
  demoApplicationSittings,
  demoCourseApplications,
  demoExamDates,
  demoExamStart,
  demoExamStudents,
  demoOffers,
} from '@autoskola/demo-content';
import { examPartsFor, partsDue } from '@autoskola/rules/exams';

/** A candidate's status, and 'finished' ('Ukončená') once every part is passed. */
type Status = Schemas['ExamCandidate']['status'] | 'finished';
type Group = Schemas['LicenceGroup'];

/** A student the exams know: an application in training, at the exam or finished, with its readiness for it. */
export interface MockExamStudent {
  applicationId: number;
  studentName: string;
  email: string;
  licenceGroup: Group;
  status: Status;
  /** Driving lessons' readiness (lessons, theory tests, documents, payments), as the server reads it. */
  ready: boolean;
}

export interface MockExamRegistration {
  id: number;
  applicationId: number;
  parts: Schemas['ExamPart'][];
  results: Partial<Record<Schemas['ExamPart'], Schemas['ExamResult']>>;
  overrideReason: string | null;
  registeredAt: string;
}

export interface MockExamDate {
  id: number;
  startsAt: string;
  place: string;
  licenceGroups: Group[];
  places: number;
  note: string | null;
  registrations: MockExamRegistration[];
}

export interface ExamFixtures {
  students: MockExamStudent[];
  dates: MockExamDate[];
}

const DAY = 86_400_000;
/** The demo's past students of course B (demoExamStudents) get application ids after the demo's applications. */
const PAST_STUDENT_IDS = 1001;

const groupOf = (offerPosition: number): Group =>
  (demoOffers.find((offer) => offer.position === offerPosition)?.group ?? 'B') as Group;

/**
 * The demo's applications in training, at the exam and finished, with the ids the course
 * applications' mocks give them (their position + 1), every other one ready for the exam; then the
 * demo's past students, finished.
 */
function demoStudents(): MockExamStudent[] {
  const applications = demoCourseApplications.flatMap((demo, index) =>
    demo.status === 'training' || demo.status === 'exam' || demo.status === 'finished'
      ? [
          {
            applicationId: index + 1,
            studentName: `${demo.firstname} ${demo.lastname}`,
            email: demoApplicantEmail(demo),
            licenceGroup: groupOf(demo.offerPosition),
            status: demo.status,
            ready: index % 2 === 1,
          },
        ]
      : [],
  );
  const past = demoExamStudents.map((student, index) => ({
    applicationId: PAST_STUDENT_IDS + index,
    studentName: `${student.firstname} ${student.lastname}`,
    email: student.email,
    licenceGroup: 'B' as Group,
    status: 'finished' as const,
    ready: true,
  }));
  return [...applications, ...past];
}

/**
 * The demo's exams as `seed:demo` stores them (server/src/features/exams/exam-demo.ts): a date a
 * month over the past year with its results, two to come with the applications signed up; plus
 * what the demo lacks and the admin screen must show: yesterday's date of group C with results
 * still to record, and a full date.
 */
export function examFixtures(now = new Date()): ExamFixtures {
  const students = demoStudents();
  const byStatus = (status: Status) => students.filter((student) => student.status === status);
  const sitters: { student: MockExamStudent; sittings: readonly DemoSitting[] }[] = [
    ...students
      .filter((student) => student.applicationId >= PAST_STUDENT_IDS)
      .map((student, index) => ({ student, sittings: demoExamStudents[index]?.sittings ?? [] })),
    ...byStatus('finished')
      .filter((student) => student.applicationId < PAST_STUDENT_IDS)
      .slice(0, demoApplicationSittings.finished.length)
      .map((student, index) => ({ student, sittings: demoApplicationSittings.finished[index] ?? [] })),
    ...byStatus('exam')
      .slice(0, demoApplicationSittings.exam.length)
      .map((student, index) => ({ student, sittings: demoApplicationSittings.exam[index] ?? [] })),
  ];
  const starts = demoExamDates.map((date) => demoExamStart(date, now).toISOString());
  const dates: MockExamDate[] = demoExamDates.map((date, index) => {
    const on = sitters.filter(({ sittings }) => sittings.some((sitting) => sitting.date === index));
    return {
      id: index + 1,
      startsAt: starts[index] as string,
      place: DEMO_EXAM_PLACE,
      licenceGroups: [...new Set<Group>(['B', ...on.map(({ student }) => student.licenceGroup)])],
      places: Math.max(date.places, on.length),
      note: date.note,
      registrations: [],
    };
  });
  // Each sitter's registrations in order: the first for every part of the group, a re-sit for the parts due.
  let id = 1;
  for (const { student, sittings } of sitters) {
    const done: { examDateId: number; startsAt: string; parts: Schemas['ExamPartResult'][] }[] = [];
    for (const sitting of sittings) {
      const examDate = dates[sitting.date];
      if (!examDate) continue;
      const parts = done.length === 0 ? examPartsFor(student.licenceGroup) : partsDue(student.licenceGroup, done);
      const past = Date.parse(examDate.startsAt) < now.getTime();
      const results = Object.fromEntries(
        past ? parts.map((part) => [part, sitting.results[part] ?? 'passed'] as const) : [],
      );
      examDate.registrations.push({
        id: id++,
        applicationId: student.applicationId,
        parts,
        results,
        overrideReason: null,
        registeredAt: new Date(Date.parse(examDate.startsAt) - 14 * DAY).toISOString(),
      });
      done.push({
        examDateId: examDate.id,
        startsAt: examDate.startsAt,
        parts: parts.map((part) => ({ part, result: results[part] ?? null })),
      });
    }
  }

  // What the demo lacks: results to record (yesterday, group C, Barbora Kollárová in training) and a
  // full date (in 16 days, Samuel Gregor's one place).
  const named = (name: string) => students.find((student) => student.studentName === name);
  const barbora = named('Barbora Kollárová');
  const samuel = named('Samuel Gregor');
  const at = (days: number) => demoExamStart({ daysFromNow: days, places: 1, note: null }, now).toISOString();
  const extra = (examDate: Omit<MockExamDate, 'id'>) => dates.push({ id: dates.length + 1, ...examDate });
  if (barbora) {
    extra({
      startsAt: at(-1),
      place: 'Dopravný inšpektorát Liptovský Mikuláš',
      licenceGroups: ['C', 'CE'],
      places: 2,
      note: 'Nákladné vozidlo zabezpečí autoškola.',
      registrations: [
        {
          id: id++,
          applicationId: barbora.applicationId,
          parts: examPartsFor(barbora.licenceGroup),
          results: { test: 'passed' },
          overrideReason: 'Chýbala jedna jazda, doplnená pred skúškou.',
          registeredAt: new Date(now.getTime() - 15 * DAY).toISOString(),
        },
      ],
    });
  }
  if (samuel) {
    extra({
      startsAt: at(16),
      place: DEMO_EXAM_PLACE,
      licenceGroups: ['B'],
      places: 1,
      note: null,
      registrations: [
        {
          id: id++,
          applicationId: samuel.applicationId,
          parts: examPartsFor(samuel.licenceGroup),
          results: {},
          overrideReason: null,
          registeredAt: new Date(now.getTime() - 2 * DAY).toISOString(),
        },
      ],
    });
  }
  // A registration puts an application in training at the exam, as on the server.
  for (const student of students) {
    const registered = dates.some((examDate) =>
      examDate.registrations.some((registration) => registration.applicationId === student.applicationId),
    );
    if (registered && student.status === 'training') student.status = 'exam';
  }
  return { students, dates };
}

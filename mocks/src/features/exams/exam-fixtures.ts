import type { Schemas } from '@autoskola/api-client';
import { demoApplicantEmail, demoCourseApplications, demoOffers } from '@autoskola/demo-content';

/** A candidate's status, and 'finished' ('Ukončená') once every part is passed. */
type Status = Schemas['ExamCandidate']['status'] | 'finished';

/** A student the exams know: an application in training or at the exam, with its readiness for it. */
export interface MockExamStudent {
  applicationId: number;
  studentName: string;
  email: string;
  licenceGroup: Schemas['LicenceGroup'];
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
  licenceGroups: Schemas['LicenceGroup'][];
  places: number;
  note: string | null;
  registrations: MockExamRegistration[];
}

const DAY = 86_400_000;

/**
 * The demo's applications in training and at the exam, with the ids the course applications' mocks
 * give them (their position + 1): every other one ready for the exam.
 */
export function examStudents(): MockExamStudent[] {
  return demoCourseApplications.flatMap((demo, index) => {
    if (demo.status !== 'training' && demo.status !== 'exam') return [];
    const group = demoOffers.find((offer) => offer.position === demo.offerPosition)?.group ?? 'B';
    return [
      {
        applicationId: index + 1,
        studentName: `${demo.firstname} ${demo.lastname}`,
        email: demoApplicantEmail(demo),
        licenceGroup: group as Schemas['LicenceGroup'],
        status: demo.status,
        ready: index % 2 === 1,
      },
    ];
  });
}

/** 08:00 in Bratislava `days` from now's day (winter time: UTC+1), as the police set exams. */
function morning(now: Date, days: number): string {
  const day = new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
  return `${day}T07:00:00.000Z`;
}

export const EXAM_PLACE = 'Okresný úrad Ružomberok, odbor dopravy';

/**
 * The demo's exam dates from now's point of view: one past with a result missing (a re-sit due for
 * one student), one next week, and a full one for group C later.
 */
export function examDateFixtures(students: readonly MockExamStudent[], now = new Date()): MockExamDate[] {
  const id = (name: string) => students.find((student) => student.studentName === name)?.applicationId ?? 0;
  const past = morning(now, -10);
  const registeredAt = new Date(now.getTime() - 30 * DAY).toISOString();
  return [
    {
      id: 1,
      startsAt: past,
      place: EXAM_PLACE,
      licenceGroups: ['B', 'BE'],
      places: 6,
      note: null,
      registrations: [
        {
          id: 1,
          applicationId: id('Filip Novák'),
          parts: ['test', 'driving'],
          results: { test: 'passed', driving: 'failed' },
          overrideReason: null,
          registeredAt,
        },
        {
          id: 2,
          applicationId: id('Laura Mészárošová'),
          parts: ['test', 'driving'],
          results: { test: 'passed' },
          overrideReason: null,
          registeredAt,
        },
      ],
    },
    {
      id: 2,
      startsAt: morning(now, 7),
      place: EXAM_PLACE,
      licenceGroups: ['A', 'B', 'BE'],
      places: 4,
      note: 'Zraz pred budovou o 7:45, so sebou občiansky preukaz.',
      registrations: [
        {
          id: 3,
          applicationId: id('Patrik Hudák'),
          parts: ['test', 'driving'],
          results: {},
          overrideReason: null,
          registeredAt,
        },
      ],
    },
    {
      id: 3,
      startsAt: morning(now, 21),
      place: 'Dopravný inšpektorát Liptovský Mikuláš',
      licenceGroups: ['C', 'CE'],
      places: 1,
      note: null,
      registrations: [
        {
          id: 4,
          applicationId: id('Barbora Kollárová'),
          parts: ['test', 'maintenance', 'driving'],
          results: {},
          overrideReason: 'Chýba jedna jazda, doplní ju pred skúškou.',
          registeredAt,
        },
      ],
    },
  ];
}

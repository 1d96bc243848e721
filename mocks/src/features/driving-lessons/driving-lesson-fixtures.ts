import type { Schemas } from '@autoskola/api-client';
import { demoInstructors, demoLessons, demoStudents, demoVehicles } from '@autoskola/demo-content';
import { DEFAULT_BOOKING_SETTINGS, type WorkingPeriod } from '@autoskola/rules/driving-lessons';
import { noPayments, type TrainingPayments } from './trainings.ts';

/** An instructor of the mocks: the demo's three, with ids as the server would give them. */
export interface MockInstructor {
  id: number;
  email: string;
  name: string;
  template: WorkingPeriod[];
  exceptions: Schemas['HoursException'][];
}

export interface MockStudent {
  applicationId: number;
  email: string;
  name: string;
  group: Schemas['LicenceGroup'];
  birthDate: string;
  /** Their application's payments, as the server's lessons ask for them (trainings.ts; the demo's: none due). */
  payments: TrainingPayments;
}

export interface MockLesson {
  id: number;
  kind: 'lesson' | 'block';
  instructorId: number;
  vehicleId: number | null;
  student: MockStudent | null;
  start: string;
  end: string;
  units: number;
  status: Schemas['LessonStatus'];
  driveKind: Schemas['DriveKind'] | null;
  note: string | null;
  history: Schemas['AdminLesson']['history'];
}

const INSTRUCTOR_IDS = 101;
const VEHICLE_IDS = 1;
const APPLICATION_IDS = 501;

export const mockVehicles = (): Schemas['Vehicle'][] =>
  demoVehicles.map((vehicle, index) => ({ ...vehicle, id: VEHICLE_IDS + index }));

export const mockInstructors = (): MockInstructor[] =>
  demoInstructors.map((instructor, index) => ({
    id: INSTRUCTOR_IDS + index,
    email: instructor.email,
    name: instructor.name,
    template: instructor.template.map((period) => ({ ...period })),
    exceptions: [],
  }));

/** A student just put in training: no lessons yet, so any free slot is theirs to book. */
export const MOCK_NEW_STUDENT = 'nova.ziacka@example.sk';

/** The demo's thirty students in training, and one without lessons yet ('Moje jazdy' logs in as one of them). */
export const mockStudents = (): MockStudent[] => [
  ...demoStudents.map((student, index) => ({
    applicationId: APPLICATION_IDS + index,
    email: student.email,
    name: `${student.firstname} ${student.lastname}`,
    group: 'B' as const,
    // As the demo seeds them.
    birthDate: `${2005 - (index % 5)}-0${1 + (index % 9)}-1${index % 10}`,
    payments: noPayments(),
  })),
  {
    applicationId: APPLICATION_IDS + demoStudents.length,
    email: MOCK_NEW_STUDENT,
    name: 'Nová Žiačka',
    group: 'B',
    birthDate: '2008-06-30',
    payments: noPayments(),
  },
];

/** The demo's lessons from today's point of view: past ones driven or missed, the coming ones booked. */
export function mockLessons(now: Date, students: MockStudent[]): MockLesson[] {
  return demoLessons(now).map((lesson, index) => {
    const instructor = demoInstructors[lesson.instructor];
    const booked = new Date(lesson.start.getTime() - 3 * 86_400_000).toISOString();
    const student = students[lesson.student] ?? null;
    return {
      id: 10_000 + index,
      kind: 'lesson',
      instructorId: INSTRUCTOR_IDS + lesson.instructor,
      vehicleId: instructor?.template[0]?.vehicleId ?? null,
      student,
      start: lesson.start.toISOString(),
      end: lesson.end.toISOString(),
      units: lesson.units,
      status: lesson.status,
      driveKind: lesson.driveKind,
      note: null,
      history: [
        { action: 'booked', at: booked, by: student?.email ?? null, note: null },
        ...(lesson.status === 'booked'
          ? []
          : [{ action: lesson.status, at: lesson.end.toISOString(), by: instructor?.email ?? null, note: null }]),
      ],
    };
  });
}

export const mockBookingSettings = (): Schemas['BookingSettings'] => ({ ...DEFAULT_BOOKING_SETTINGS });

/** The address the mocks' calendar feed gives (any token of this form works while it is on). */
export const MOCK_CALENDAR_TOKEN = 'kalendar-jazd-0123456789abcdef';

/** The course the demo's students are in training on (the server's demo: the first offer). */
export const MOCK_TRAINING_COURSE = 'Skupina B';

import type { Schemas } from '@autoskola/api-client';
import { API_MESSAGES } from '@autoskola/rules/api-messages';
import { todayInBratislava, toIsoDate } from '@autoskola/rules/calendar-dates';
import {
  adminLessonJson,
  BLOCK_ORDER,
  bookingWindowEnd,
  cancellable,
  cancelTooLate,
  DRIVE_KIND_REQUIRED,
  drivingLessonSubjectSection,
  examReadiness,
  HOLDING_STATUSES,
  hoursExceptionErrors,
  isCalendarDate,
  LESSON_CLOSED,
  type LessonRecord,
  lessonEnd,
  lessonJson,
  lessonTimeError,
  mondayOf,
  NOBODY_DRIVES,
  NOT_AN_INSTRUCTOR,
  NOT_IN_TRAINING,
  NOT_STARTED,
  OUTSIDE_HOURS,
  addDays as plusDays,
  progressOf,
  STUDENT_NOT_IN_TRAINING,
  schoolDate,
  schoolInstant,
  sharedVehicleWarning,
  shiftAround,
  shiftHolding,
  shiftsOn,
  slotDaySummary,
  slotDays,
  slotTaken,
  type TakenBy,
  UNKNOWN_VEHICLE,
  unusualLessonWarning,
  vehicleErrors,
  WAITLIST_DAYS,
  workingHoursErrors,
} from '@autoskola/rules/driving-lessons';
import { bookingRefusalOf } from '@autoskola/rules/lesson-booking';
import { byStudentName } from '@autoskola/rules/slovak-order';
import { syllabusFor } from '@autoskola/rules/syllabus';
import { storedHoursException, storedTemplate } from '@autoskola/rules/working-hours';
import { defaultSchool } from '@autoskola/school';
import { currentPayload, http, notFound, refusedBy, signedIn } from '../../mock-api.ts';
import { defineMockFeature, type MockSubject } from '../../mock-feature.ts';
import {
  MOCK_CALENDAR_TOKEN,
  MOCK_TRAINING_COURSE,
  type MockInstructor,
  type MockLesson,
  type MockStudent,
  mockBookingSettings,
  mockInstructors,
  mockLessons,
  mockStudents,
  mockVehicles,
} from './driving-lesson-fixtures.ts';
import { syllabusMocks } from './syllabus-mocks.ts';
import { DOCUMENT_LABELS, hasOverdueInstalment, noPayments } from './trainings.ts';

type LessonState = {
  lessonInstructors: MockInstructor[];
  vehicles: Schemas['Vehicle'][];
  students: MockStudent[];
  lessons: MockLesson[];
  settings: Schemas['BookingSettings'];
  /** The school's own syllabus numbers by group (decision 0036); the decree's where missing. */
  syllabus: Partial<Record<Schemas['LicenceGroup'], Schemas['SyllabusNumbers']>>;
  waitlist: Map<string, string[]>;
  /** E-mail → when its feed address was made. */
  calendarFeeds: Map<string, string>;
};

/** A vehicle as the server stores it: the name trimmed, the plate in capitals. */
const storedVehicle = (input: Schemas['VehicleInput']) => ({
  ...input,
  name: input.name.trim(),
  plate: input.plate.trim().toUpperCase(),
});
const invalid = (errors: Record<string, string>) => ({ message: API_MESSAGES.validationFailed, errors });

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  Date.parse(a.start) < Date.parse(b.end) && Date.parse(a.end) > Date.parse(b.start);
const holding = (lesson: MockLesson) => (HOLDING_STATUSES as readonly string[]).includes(lesson.status);

/** A mock lesson with its instructor's and vehicle's names; the JSON is the server's (@autoskola/rules). */
const recordOf = (state: LessonState, lesson: MockLesson): LessonRecord => ({
  id: lesson.id,
  kind: lesson.kind,
  start: lesson.start,
  end: lesson.end,
  units: lesson.units,
  status: lesson.status,
  driveKind: lesson.driveKind,
  note: lesson.note,
  instructor: {
    id: lesson.instructorId,
    name: state.lessonInstructors.find((instructor) => instructor.id === lesson.instructorId)?.name ?? '',
  },
  vehicle: vehicleName(state, lesson.vehicleId),
});

const asLesson = (state: LessonState, lesson: MockLesson, now: number) =>
  lessonJson(recordOf(state, lesson), state.settings, now);

const asAdminLesson = (state: LessonState, lesson: MockLesson) =>
  adminLessonJson(
    recordOf(state, lesson),
    lesson.student ? { applicationId: lesson.student.applicationId, name: lesson.student.name } : null,
    lesson.history,
  );

function vehicleName(state: LessonState, vehicleId: number | null) {
  const vehicle = state.vehicles.find((each) => each.id === vehicleId);
  return vehicle ? `${vehicle.name} ${vehicle.plate}` : null;
}

/** The days from today to the window's end on which some instructor still drives. */
function workingDays(state: LessonState, now: number): string[] {
  const last = schoolDate(new Date(bookingWindowEnd(now, state.settings) - 1));
  const days: string[] = [];
  for (let day = schoolDate(new Date(now)); day <= last; day = plusDays(day, 1)) {
    const drives = state.lessonInstructors.some((instructor) =>
      shiftsOf(state, instructor, day).some((shift) => shift.end > now),
    );
    if (drives) days.push(day);
  }
  return days;
}

const shiftsOf = (state: LessonState, instructor: MockInstructor, date: string) =>
  shiftsOn(date, instructor.template, instructor.exceptions).filter(
    (shift) =>
      shift.vehicleId === null || state.vehicles.some((vehicle) => vehicle.id === shift.vehicleId && vehicle.active),
  );

const busyOf = (state: LessonState, instructorId: number, vehicleId: number | null) =>
  state.lessons
    .filter(
      (lesson) =>
        holding(lesson) &&
        (lesson.instructorId === instructorId || (vehicleId !== null && lesson.vehicleId === vehicleId)),
    )
    .map((lesson) => ({ start: Date.parse(lesson.start), end: Date.parse(lesson.end) }));

/** A mock student's name in its parts (the demo's names are 'First Last'), as the server sorts them. */
const namesOf = (student: MockStudent) => {
  const parts = student.name.split(' ');
  return { firstname: parts.slice(0, -1).join(' '), lastname: parts.at(-1) ?? '' };
};

/**
 * The database's exclusion constraints, as the mocks keep them: what holds the candidate's time
 * (the student's own lesson first, then the instructor's, then the vehicle's), or null when free.
 */
function takenBy(state: LessonState, candidate: Omit<MockLesson, 'id' | 'history'>): TakenBy | null {
  const over = state.lessons.filter((lesson) => holding(lesson) && overlaps(lesson, candidate));
  if (candidate.student !== null && over.some((lesson) => lesson.student?.email === candidate.student?.email)) {
    return 'student';
  }
  if (over.some((lesson) => lesson.instructorId === candidate.instructorId)) return 'instructor';
  if (candidate.vehicleId !== null && over.some((lesson) => lesson.vehicleId === candidate.vehicleId)) return 'vehicle';
  return null;
}

/** Progress, theory, documents and payments as the mocks tell them (their other features are not asked). */
function readinessOf(state: LessonState, student: MockStudent): Schemas['ExamReadiness'] {
  const index = state.students.indexOf(student);
  const driven = state.lessons
    .filter((lesson) => lesson.student?.email === student.email && lesson.status === 'driven')
    .map((lesson) => ({ driveKind: lesson.driveKind, units: lesson.units }));
  return examReadiness({
    applicationId: student.applicationId,
    progress: progressOf(student.group, driven, syllabusFor(student.group, state.syllabus)),
    lastTests: index % 3 === 0 ? [true, true, true] : [true, false, true],
    missingDocuments: index % 2 === 0 ? [] : [DOCUMENT_LABELS.firstAidCourse],
    balance: index % 4 === 0 ? 0 : 312,
  });
}

const matchesSubject = (subject: MockSubject) => (lesson: MockLesson) =>
  subject.email !== '' && lesson.student?.email.toLowerCase() === subject.email;

/**
 * Driving lessons: the demo's three instructors, two cars, thirty students in training and their
 * lessons, with the server's rules (the same functions) and its refusals. 'Moje jazdy' logs in as
 * a demo student (adam.novak.1@example.sk), the admin's week as a demo instructor or any other.
 */
export const drivingLessonMocks = defineMockFeature({
  name: 'driving-lessons',
  createState: (): LessonState => {
    const students = mockStudents();
    return {
      lessonInstructors: mockInstructors(),
      vehicles: mockVehicles(),
      students,
      lessons: mockLessons(new Date(), students),
      settings: mockBookingSettings(),
      syllabus: {},
      waitlist: new Map(),
      calendarFeeds: new Map(),
    };
  },
  personalData: {
    exportAccount: (state, email) => {
      const own = email.toLowerCase();
      const days = state.waitlist.get(own);
      const feedSince = state.calendarFeeds.get(own);
      return {
        drivingLessons: state.lessons
          .filter((lesson) => lesson.student?.email.toLowerCase() === own)
          .map((lesson) => asLesson(state, lesson, Date.now())),
        // The mock keeps no time of joining the waiting list: the export's moment stands in.
        lessonWaitlist: days ? { days: [...days].sort(), createdAt: new Date().toISOString() } : null,
        calendarFeed: feedSince ? { createdAt: feedSince } : null,
      };
    },
    subjectSection: drivingLessonSubjectSection,
    findSubject: (state, subject) => ({
      drivingLessons: state.lessons
        .filter(matchesSubject(subject))
        .map((lesson) => asLesson(state, lesson, Date.now())),
    }),
    eraseSubject(state, subject) {
      const before = state.lessons.length;
      const matches = matchesSubject(subject);
      state.lessons = state.lessons.filter((lesson) => !matches(lesson));
      return { deletedDrivingLessons: before - state.lessons.length };
    },
  },
  handlers(state) {
    /** As the server asks of the student's application: an instalment overdue, when the school requires them paid. */
    const overdue = (student: MockStudent) =>
      state.settings.requirePaidUpToDate && hasOverdueInstalment(student.payments, toIsoDate(todayInBratislava()));
    const studentOf = (request: Request) => {
      const email = currentPayload(request)?.email.toLowerCase();
      return state.students.find((student) => student.email === email) ?? null;
    };
    /** The logged-in instructor: a demo one by e-mail, or a new one (without hours) for any other. */
    const instructorOf = (request: Request): MockInstructor => {
      const email = currentPayload(request)?.email ?? '';
      const found = state.lessonInstructors.find((instructor) => instructor.email === email);
      if (found) return found;
      const created: MockInstructor = {
        id: 100,
        email,
        name: email.split('@')[0] ?? email,
        template: [],
        exceptions: [],
      };
      return created;
    };
    const saveInstructor = (instructor: MockInstructor) => {
      if (!state.lessonInstructors.includes(instructor)) state.lessonInstructors.push(instructor);
    };
    const hoursOf = (instructor: MockInstructor): Schemas['WorkingHours'] => ({
      name: instructor.name,
      template: instructor.template,
      exceptions: instructor.exceptions.filter((exception) => exception.date >= schoolDate(new Date())),
      vehicles: state.vehicles,
    });
    /** Stores a lesson or a block; a taken time is the server's 409, with its reason as the one booking reads it. */
    const add = (
      lesson: Omit<MockLesson, 'id' | 'history'>,
      by: string,
      action: 'booked' | 'blocked',
      reader: 'student' | 'instructor',
    ): { stored: MockLesson } | { taken: { message: string } } => {
      const taken = takenBy(state, lesson);
      if (taken) return { taken: { message: slotTaken(taken, vehicleName(state, lesson.vehicleId), reader) } };
      const stored: MockLesson = {
        ...lesson,
        id: state.nextId++,
        history: [{ action, at: new Date().toISOString(), by, note: null }],
      };
      state.lessons.push(stored);
      return { stored };
    };
    const instructorById = (id: number) => state.lessonInstructors.find((instructor) => instructor.id === id);
    /** The whole window's free units, by day, of one instructor or all (0): the mocks compute it for every read. */
    const freeDays = (asked: number) => {
      const now = Date.now();
      return slotDays(
        state.lessonInstructors
          .filter((instructor) => !asked || instructor.id === asked)
          .map((instructor) => ({
            id: instructor.id,
            shifts: (date) => shiftsOf(state, instructor, date),
            busy: (vehicleId) => busyOf(state, instructor.id, vehicleId),
          })),
        (vehicleId) => {
          const vehicle = state.vehicles.find((each) => each.id === vehicleId);
          return vehicle ? { label: `${vehicle.name} ${vehicle.plate}`, gearbox: vehicle.gearbox } : null;
        },
        now + state.settings.noticeHours * 3_600_000,
        bookingWindowEnd(now, state.settings),
      );
    };

    return [
      http.get('/lesson/slot-days', ({ query, response }) =>
        response(200).json({
          instructors: state.lessonInstructors.map(({ id, name }) => ({ id, name })),
          days: freeDays(Number(query.get('instructorId') ?? 0)).map((day) => slotDaySummary(day.date, day.slots)),
        }),
      ),
      http.get('/lesson/slots', ({ query, response }) => {
        const date = query.get('date') ?? '';
        if (!isCalendarDate(date) || !/^(?:20\d\d|2100)-/.test(date)) {
          return response(400).json({ message: API_MESSAGES.badRequest });
        }
        const day = freeDays(Number(query.get('instructorId') ?? 0)).find((each) => each.date === date);
        return response(200).json({ date, slots: day?.slots ?? [] });
      }),

      http.get(
        '/lesson/mine',
        signedIn(({ request, response }, payload) => {
          const now = Date.now();
          const student = studentOf(request);
          const mine = state.lessons
            .filter((lesson) => lesson.student !== null && lesson.student.email === payload.email.toLowerCase())
            .sort((a, b) => a.start.localeCompare(b.start))
            .map((lesson) => asLesson(state, lesson, now));
          const upcoming = mine.filter((lesson) => lesson.status === 'booked' && Date.parse(lesson.end) > now);
          return response(200).json({
            training: student
              ? { applicationId: student.applicationId, course: MOCK_TRAINING_COURSE, group: student.group }
              : null,
            refusal:
              bookingRefusalOf({
                inTraining: student !== null,
                overdueInstalment: student !== null && overdue(student),
              })?.message ?? null,
            upcoming,
            past: mine.filter((lesson) => !upcoming.includes(lesson)).reverse(),
            progress: student ? readinessProgress(state, student) : null,
            settings: state.settings,
            schoolPhone: defaultSchool.phone,
            waitlist:
              student && state.waitlist.has(student.email) ? { days: state.waitlist.get(student.email) ?? [] } : null,
            waitlistDays: student ? workingDays(state, now) : [],
            calendarFeed: state.calendarFeeds.has(payload.email.toLowerCase()),
          });
        }),
      ),

      http.post(
        '/lesson/book',
        signedIn(async ({ request, response }) => {
          const student = studentOf(request);
          const input = await request.json();
          const { instructorId, units } = input;
          const start = Date.parse(input.start);
          const now = Date.now();
          const instructor = instructorById(instructorId);
          const date = schoolDate(new Date(start));
          const shift = instructor ? shiftHolding(shiftsOf(state, instructor, date), start, units) : null;
          const candidate =
            student && shift
              ? {
                  kind: 'lesson' as const,
                  instructorId,
                  vehicleId: shift.vehicleId,
                  student,
                  start: new Date(start).toISOString(),
                  end: new Date(lessonEnd(start, units)).toISOString(),
                  units,
                  status: 'booked' as const,
                  driveKind: null,
                  note: null,
                }
              : null;
          // The facts the server gathers, decided by the server's function in its order.
          const refusal = bookingRefusalOf({
            units,
            inTraining: student !== null,
            timing: { start, now, settings: state.settings },
            withinHours: shift !== null,
            overdueInstalment: student !== null && overdue(student),
            upcoming: {
              count: state.lessons.filter(
                (lesson) =>
                  lesson.student?.email === student?.email &&
                  lesson.status === 'booked' &&
                  Date.parse(lesson.start) > now,
              ).length,
              settings: state.settings,
            },
            taken: candidate
              ? { by: takenBy(state, candidate), vehicle: vehicleName(state, candidate.vehicleId) }
              : undefined,
          });
          if (refusal) return response(refusal.status).json({ message: refusal.message });
          if (!candidate) return response(422).json({ message: OUTSIDE_HOURS });
          const lesson = add(candidate, candidate.student.email, 'booked', 'student');
          if ('taken' in lesson) return response(409).json(lesson.taken);
          return response(201).json({ lesson: asLesson(state, lesson.stored, now) });
        }),
      ),

      http.post(
        '/lesson/{id}/cancel',
        signedIn(({ params, response }, payload) => {
          const now = Date.now();
          const lesson = state.lessons.find(
            (each) => each.id === Number(params.id) && each.student?.email === payload.email.toLowerCase(),
          );
          if (!lesson) return response(404).json(notFound);
          if (lesson.status !== 'booked' || Date.parse(lesson.start) <= now) {
            return response(409).json({ message: LESSON_CLOSED });
          }
          if (!cancellable(lesson.status, Date.parse(lesson.start), now, state.settings)) {
            return response(409).json({ message: cancelTooLate(state.settings, defaultSchool.phone) });
          }
          lesson.status = 'cancelled';
          lesson.history.push({ action: 'cancelled', at: new Date().toISOString(), by: payload.email, note: null });
          return response(200).json({ lesson: asLesson(state, lesson, now) });
        }),
      ),

      http.put(
        '/lesson/waitlist',
        signedIn(async ({ request, response }) => {
          const student = studentOf(request);
          if (!student) return response(403).json({ message: NOT_IN_TRAINING });
          const days = [...new Set((await request.json()).days)].sort();
          const first = schoolDate(new Date());
          const last = schoolDate(new Date(bookingWindowEnd(Date.now(), state.settings) - 1));
          if (days.some((day) => !isCalendarDate(day) || day < first || day > last)) {
            return response(422).json(invalid({ days: WAITLIST_DAYS }));
          }
          const working = workingDays(state, Date.now());
          if (days.some((day) => !working.includes(day))) {
            return response(422).json(invalid({ days: NOBODY_DRIVES }));
          }
          state.waitlist.set(student.email, days);
          return response(200).json({ days });
        }),
      ),

      http.delete(
        '/lesson/waitlist',
        signedIn(({ response }, payload) => {
          state.waitlist.delete(payload.email.toLowerCase());
          return response(204).empty();
        }),
      ),

      http.post(
        '/lesson/calendar-feed',
        signedIn(({ response }, payload) => {
          state.calendarFeeds.set(payload.email.toLowerCase(), new Date().toISOString());
          return response(201).json({ url: `${location.origin}/api/lesson-calendar/${MOCK_CALENDAR_TOKEN}` });
        }),
      ),

      http.delete(
        '/lesson/calendar-feed',
        signedIn(({ response }, payload) => {
          state.calendarFeeds.delete(payload.email.toLowerCase());
          return response(204).empty();
        }),
      ),

      http.get('/lesson-calendar/{token}', ({ params, response }) => {
        if (params.token !== MOCK_CALENDAR_TOKEN || state.calendarFeeds.size === 0) {
          return response(404).json(notFound);
        }
        return response(200).text('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//mocks//jazdy//SK\r\nEND:VCALENDAR\r\n');
      }),

      http.get(
        '/lesson/readiness',
        signedIn(({ request, response }) => {
          const student = studentOf(request);
          return response(200).json({ readiness: student ? readinessOf(state, student) : null });
        }),
      ),

      // Any application, known here or not: one without lessons here has driven none.
      http.get('/admin/exam-readiness/{id}', ({ params, response }) => {
        const applicationId = Number(params.id);
        const student = state.students.find((each) => each.applicationId === applicationId) ?? {
          applicationId,
          email: '',
          name: '',
          group: 'B' as const,
          birthDate: '',
          payments: noPayments(),
        };
        return response(200).json(readinessOf(state, student));
      }),

      http.get('/admin/lesson/week', ({ request, query, response }) => {
        const from = query.get('from') ?? schoolDate(new Date());
        // The contract refuses a day that is not one, or outside 2000–2100, with 400.
        if (!isCalendarDate(from) || !/^(?:20\d\d|2100)-/.test(from)) {
          return response(400).json({ message: API_MESSAGES.badRequest });
        }
        const own = instructorOf(request);
        const instructorId = Number(query.get('instructorId') ?? 0) || own.id;
        const instructor = instructorById(instructorId) ?? own;
        // A vehicle's week: every instructor's lessons in it and the hours they drive it.
        const vehicleId = Number(query.get('vehicleId') ?? 0) || null;
        const drivers = vehicleId === null ? [instructor] : state.lessonInstructors;
        const monday = mondayOf(from);
        const weekStart = schoolInstant(monday, '00:00').getTime();
        const weekEnd = schoolInstant(plusDays(monday, 7), '00:00').getTime();
        const ofWeek = state.lessons.filter(
          (lesson) =>
            (vehicleId === null ? lesson.instructorId === instructorId : lesson.vehicleId === vehicleId) &&
            Date.parse(lesson.start) >= weekStart &&
            Date.parse(lesson.start) < weekEnd,
        );
        return response(200).json({
          monday,
          instructorId,
          vehicleId,
          instructors: state.lessonInstructors.map(({ id, name }) => ({ id, name })),
          vehicles: state.vehicles
            .filter((vehicle) => vehicle.active)
            .map((vehicle) => ({ id: vehicle.id, name: vehicleName(state, vehicle.id) ?? vehicle.name })),
          days: Array.from({ length: 7 }, (_, index) => {
            const date = plusDays(monday, index);
            return {
              date,
              hours: drivers
                .flatMap((driver) => shiftsOf(state, driver, date).map((shift) => ({ shift, driver })))
                .filter(({ shift }) => vehicleId === null || shift.vehicleId === vehicleId)
                .sort((a, b) => a.shift.start - b.shift.start)
                .map(({ shift, driver }) => ({
                  start: new Date(shift.start).toISOString(),
                  end: new Date(shift.end).toISOString(),
                  vehicle: vehicleName(state, shift.vehicleId),
                  instructor: driver.name,
                })),
              lessons: ofWeek
                .filter((lesson) => schoolDate(lesson.start) === date)
                .sort((a, b) => a.start.localeCompare(b.start))
                .map((lesson) => asAdminLesson(state, lesson)),
            };
          }),
          // As the server: by surname, then first name, in Slovak order.
          students: [...state.students]
            .sort((a, b) => byStudentName(namesOf(a), namesOf(b)) || a.applicationId - b.applicationId)
            .map(({ applicationId, name, group, email, birthDate }) => ({
              applicationId,
              name,
              group,
              email,
              birthDate,
            })),
          calendarFeed: state.calendarFeeds.has(own.email.toLowerCase()),
        });
      }),

      http.post('/admin/lesson', async ({ request, response }) => {
        const own = instructorOf(request);
        const input = await request.json();
        const start = Date.parse(input.start);
        // As the server: a start off the 5-minute steps or outside 2000–2100 is refused, confirmed or not.
        const timeError = lessonTimeError(start, input.units);
        if (timeError) return response(422).json(invalid({ start: timeError }));
        const instructor = instructorById(input.instructorId ?? own.id);
        if (!instructor) return response(422).json(invalid({ instructorId: NOT_AN_INSTRUCTOR }));
        const student = state.students.find((each) => each.applicationId === input.applicationId);
        if (!student) return response(422).json(invalid({ applicationId: STUDENT_NOT_IN_TRAINING }));
        const shifts = shiftsOf(state, instructor, schoolDate(new Date(start)));
        const shift = shiftAround(shifts, start, input.units);
        const candidate = {
          kind: 'lesson' as const,
          instructorId: instructor.id,
          vehicleId: shift?.vehicleId ?? null,
          student,
          start: new Date(start).toISOString(),
          end: new Date(lessonEnd(start, input.units)).toISOString(),
          units: input.units,
          status: 'booked' as const,
          driveKind: null,
          note: null,
        };
        // As the server: a taken time is refused first, without a warning to confirm.
        const taken = takenBy(state, candidate);
        if (taken) {
          return response(409).json({
            message: slotTaken(taken, vehicleName(state, candidate.vehicleId), 'instructor'),
          });
        }
        // As the server: a past time, one outside the hours or without a car warns until confirmed.
        const warning = input.confirmUnusualTime
          ? null
          : unusualLessonWarning({
              start,
              units: input.units,
              now: Date.now(),
              shifts,
              vehicleId: shift?.vehicleId ?? null,
              schoolHasVehicles: state.vehicles.some((vehicle) => vehicle.active),
              otherInstructor: instructor.id === own.id ? null : instructor.name,
            });
        if (warning) return response(409).json({ message: warning, errors: { confirmUnusualTime: warning } });
        const lesson = add(candidate, own.email, 'booked', 'instructor');
        if ('taken' in lesson) return response(409).json(lesson.taken);
        return response(201).json({ lesson: asAdminLesson(state, lesson.stored) });
      }),

      http.post('/admin/lesson/block', async ({ request, response }) => {
        const own = instructorOf(request);
        const input = await request.json();
        if (Date.parse(input.end) <= Date.parse(input.start)) {
          return response(422).json(invalid({ end: BLOCK_ORDER }));
        }
        const instructor = instructorById(input.instructorId ?? own.id);
        if (!instructor) return response(422).json(invalid({ instructorId: NOT_AN_INSTRUCTOR }));
        const lesson = add(
          {
            kind: 'block',
            instructorId: instructor.id,
            vehicleId: null,
            student: null,
            start: new Date(input.start).toISOString(),
            end: new Date(input.end).toISOString(),
            units: 0,
            status: 'booked',
            driveKind: null,
            note: input.note?.trim() || null,
          },
          own.email,
          'blocked',
          'instructor',
        );
        if ('taken' in lesson) return response(409).json(lesson.taken);
        return response(201).json({ lesson: asAdminLesson(state, lesson.stored) });
      }),

      http.post('/admin/lesson/{id}/status', async ({ request, params, response }) => {
        const own = instructorOf(request);
        const input = await request.json();
        const lesson = state.lessons.find((each) => each.id === Number(params.id));
        if (!lesson) return response(404).json(notFound);
        if (input.status === 'driven' && !input.driveKind) {
          return response(422).json(invalid({ driveKind: DRIVE_KIND_REQUIRED }));
        }
        const cancelling = input.status === 'cancelled' || input.status === 'lateCancelled';
        const closed =
          (lesson.kind === 'block' && (input.status !== 'cancelled' || lesson.status !== 'booked')) ||
          (cancelling ? lesson.status !== 'booked' : !['booked', 'driven', 'noShow'].includes(lesson.status));
        if (closed) return response(409).json({ message: LESSON_CLOSED });
        if (!cancelling && Date.parse(lesson.start) > Date.now()) return response(409).json({ message: NOT_STARTED });
        const note = input.note?.trim() || null;
        lesson.status = input.status;
        lesson.driveKind =
          input.status === 'driven' ? (input.driveKind ?? null) : input.status === 'noShow' ? null : lesson.driveKind;
        lesson.note = note ?? lesson.note;
        lesson.history.push({ action: input.status, at: new Date().toISOString(), by: own.email, note });
        return response(200).json({ lesson: asAdminLesson(state, lesson) });
      }),

      http.get('/admin/lesson/hours', ({ request, response }) => response(200).json(hoursOf(instructorOf(request)))),

      http.put('/admin/lesson/hours', async ({ request, response }) => {
        const instructor = instructorOf(request);
        const input = await request.json();
        const errors = workingHoursErrors(input);
        if (
          !errors.template &&
          input.template.some(
            (period) => period.vehicleId !== null && !state.vehicles.some((vehicle) => vehicle.id === period.vehicleId),
          )
        ) {
          errors.template = UNKNOWN_VEHICLE;
        }
        const refused = refusedBy(errors);
        if (refused) return response(422).json(refused);
        const warning = input.confirmSharedVehicle
          ? null
          : sharedVehicleWarning(
              input.template,
              state.lessonInstructors
                .filter((other) => other.id !== instructor.id)
                .flatMap((other) =>
                  other.template.flatMap((period) => {
                    const vehicle = state.vehicles.find((each) => each.id === period.vehicleId && each.active);
                    return vehicle
                      ? [{ ...period, instructor: other.name, vehicle: `${vehicle.name} ${vehicle.plate}` }]
                      : [];
                  }),
                ),
            );
        if (warning) return response(409).json({ message: warning, errors: { confirmSharedVehicle: warning } });
        instructor.name = input.name.trim();
        instructor.template = storedTemplate(input.template);
        saveInstructor(instructor);
        return response(200).json(hoursOf(instructor));
      }),

      http.post('/admin/lesson/hours/exception', async ({ request, response }) => {
        const instructor = instructorOf(request);
        const input = await request.json();
        const refused = refusedBy(hoursExceptionErrors(input, instructor));
        if (refused) return response(422).json(refused);
        instructor.exceptions.push({ id: state.nextId++, ...storedHoursException(input) });
        instructor.exceptions.sort((a, b) => a.date.localeCompare(b.date));
        saveInstructor(instructor);
        return response(201).json(hoursOf(instructor));
      }),

      http.delete('/admin/lesson/hours/exception/{id}', ({ request, params, response }) => {
        const instructor = instructorOf(request);
        const before = instructor.exceptions.length;
        instructor.exceptions = instructor.exceptions.filter((exception) => exception.id !== Number(params.id));
        if (instructor.exceptions.length === before) return response(404).json(notFound);
        return response(200).json(hoursOf(instructor));
      }),

      http.post('/admin/vehicle', async ({ request, response }) => {
        const input = await request.json();
        const refused = refusedBy(vehicleErrors(input));
        if (refused) return response(422).json(refused);
        const vehicle = { ...storedVehicle(input), id: state.nextId++ };
        state.vehicles.push(vehicle);
        return response(201).json({ vehicle });
      }),

      http.put('/admin/vehicle/{id}', async ({ request, params, response }) => {
        const input = await request.json();
        const vehicle = state.vehicles.find((each) => each.id === Number(params.id));
        if (!vehicle) return response(404).json(notFound);
        const refused = refusedBy(vehicleErrors(input));
        if (refused) return response(422).json(refused);
        Object.assign(vehicle, storedVehicle(input));
        return response(200).json({ vehicle });
      }),

      http.get('/admin/lesson/settings', ({ response }) => response(200).json(state.settings)),

      http.put('/admin/lesson/settings', async ({ request, response }) => {
        state.settings = await request.json();
        return response(200).json(state.settings);
      }),
      ...syllabusMocks(state),
    ];
  },
});

function readinessProgress(state: LessonState, student: MockStudent) {
  return progressOf(
    student.group,
    state.lessons
      .filter((lesson) => lesson.student?.email === student.email && lesson.status === 'driven')
      .map((lesson) => ({ driveKind: lesson.driveKind, units: lesson.units })),
    syllabusFor(student.group, state.syllabus),
  );
}

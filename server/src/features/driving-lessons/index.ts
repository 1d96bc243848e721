import { demoInstructors, demoLessons, demoOffers, demoStudents, demoVehicles } from '@autoskola/demo-content';
import { USER_ROLE } from '../../auth/tokens.ts';
import { users } from '../../db/core-tables.ts';
import { insertRows } from '../../db/insert-rows.ts';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { calendarFeedHandlers } from './calendar-feed-handlers.ts';
import { drivingLessonPrivacy } from './driving-lesson-privacy.ts';
import {
  drivingLessonEvents,
  drivingLessons,
  lessonInstructors,
  vehicles,
  workingPeriods,
} from './driving-lesson-tables.ts';
import { examReadinessHandlers } from './exam-readiness-handlers.ts';
import { instructorDayHandlers } from './instructor-days.ts';
import { lessonAdminHandlers } from './lesson-admin-handlers.ts';
import { listenToSlotChanges } from './lesson-booking.ts';
import { lessonHandlers } from './lesson-handlers.ts';
import { lessonHome } from './lesson-home.ts';
import { lessonLinks } from './lesson-links.ts';
import { lessonOverview } from './lesson-overview.ts';
import { sendLessonReminders } from './lesson-reminders.ts';
import { syllabusHandlers } from './syllabus-handlers.ts';
import { seedStudents } from './trainings.ts';
import { workingHoursHandlers } from './working-hours-handlers.ts';

/** An unusable password: the demo's people exist as data; nobody logs in as them until a reset. */
const NO_PASSWORD = '!demo';

/** Driving lessons (issue 39): instructors' hours and vehicles, booking, the calendar, readiness. */
export const drivingLessonsModule: FeatureModule = {
  name: 'driving-lessons',
  operations: (context) => ({
    ...lessonHandlers(context),
    ...lessonAdminHandlers(context),
    ...workingHoursHandlers(context),
    ...calendarFeedHandlers(context),
    ...examReadinessHandlers(context),
    ...syllabusHandlers(context),
    ...instructorDayHandlers(context),
  }),
  // Another instance's booking forgets only its days here (lesson-booking.ts).
  start: async (context) => {
    listenToSlotChanges(context);
    return undefined;
  },
  personalData: drivingLessonPrivacy,
  // An application closed in course applications cancels its upcoming lessons (lesson-links.ts).
  links: lessonLinks,
  jobs: [{ name: 'lesson reminders', run: sendLessonReminders }],
  // The home: a student's next lesson; an instructor's lessons of today.
  home: lessonHome,
  // The owner's overview: lessons by instructor and by vehicle (by day: instructorDayHandlers).
  overview: lessonOverview,
  demo: {
    what: 'driving lessons',
    count: (db) => db.$count(drivingLessons),
    // After the demo offers (features/index.ts): the students are in training on 'Skupina B'.
    async insert(db) {
      const fleet = await db
        .insert(vehicles)
        .values(demoVehicles.map(({ group, ...vehicle }) => ({ ...vehicle, licenceGroup: group })))
        .returning({ id: vehicles.id });
      const people = await db
        .insert(users)
        .values(
          [
            // Accounts with names, as the setup gives the first instructor: what the history shows.
            ...demoInstructors.map(({ email, name }) => {
              const [firstname = name, ...rest] = name.split(' ');
              return { email, firstname, lastname: rest.join(' ') };
            }),
            ...demoStudents.map(({ email, firstname, lastname }) => ({ email, firstname, lastname })),
          ].map((person, index) => ({
            ...person,
            passwordHash: NO_PASSWORD,
            roles: index < demoInstructors.length ? [USER_ROLE, 'ROLE_INSTRUCTOR'] : [USER_ROLE],
            // The demo school's own people: their addresses count as proven (decision 0033).
            emailVerifiedAt: new Date(),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: users.id, email: users.email });
      const idOf = (email: string) => people.find((person) => person.email === email)?.id;
      const instructorIds = demoInstructors.map((instructor) => idOf(instructor.email));
      if (instructorIds.some((id) => id === undefined)) return { added: [] };
      await db.insert(lessonInstructors).values(
        demoInstructors.map((instructor, index) => ({
          userId: instructorIds[index] as number,
          name: instructor.name,
        })),
      );
      await db.insert(workingPeriods).values(
        demoInstructors.flatMap((instructor, index) =>
          instructor.template.map((period) => ({
            ...period,
            instructorId: instructorIds[index] as number,
            vehicleId: fleet[(period.vehicleId ?? 1) - 1]?.id ?? null,
          })),
        ),
      );
      const now = new Date();
      const started = new Date(now.getTime() - 210 * 86_400_000);
      // Their applications belong to course applications: it seeds them (its public face).
      const applications = await seedStudents(db, {
        offerName: demoOffers.find((each) => each.position === 1)?.name ?? 'Skupina B',
        students: demoStudents.map((student, index) => ({
          userId: idOf(student.email) ?? null,
          firstname: student.firstname,
          lastname: student.lastname,
          birthDate: `${now.getUTCFullYear() - 19 - (index % 5)}-0${1 + (index % 9)}-1${index % 10}`,
          email: student.email,
          phone: `+421 907 ${String(200 + index).padStart(3, '0')} ${String(300 + index * 7).slice(-3)}`,
          street: `Nábrežie ${index + 1}`,
        })),
        since: started,
        by: demoInstructors[0]?.email ?? null,
      });
      const lessons = demoLessons(now);
      const lessonIds = await insertRows(
        db,
        drivingLessons,
        [
          'instructorId',
          'vehicleId',
          'studentId',
          'applicationId',
          'startsAt',
          'endsAt',
          'units',
          'status',
          'driveKind',
          'remindedAt',
        ],
        lessons.map((lesson) => {
          const student = demoStudents[lesson.student];
          const instructor = demoInstructors[lesson.instructor];
          const period = instructor?.template[0];
          return {
            instructorId: instructorIds[lesson.instructor] as number,
            vehicleId: fleet[(period?.vehicleId ?? 1) - 1]?.id ?? null,
            studentId: student ? (idOf(student.email) ?? null) : null,
            applicationId: applications.find((application) => application.email === student?.email)?.id ?? null,
            startsAt: lesson.start,
            endsAt: lesson.end,
            units: lesson.units,
            status: lesson.status,
            driveKind: lesson.driveKind,
            // Past lessons were reminded in their time; the coming ones will be.
            remindedAt: lesson.start < now ? lesson.start : null,
          };
        }),
      );
      await insertRows(
        db,
        drivingLessonEvents,
        ['lessonId', 'action', 'at', 'by'],
        lessons.flatMap((lesson, index) => {
          const lessonId = lessonIds[index] as number;
          const booked = new Date(lesson.start.getTime() - 3 * 86_400_000);
          const student = demoStudents[lesson.student]?.email ?? null;
          return lesson.status === 'booked'
            ? [{ lessonId, action: 'booked', at: booked, by: student }]
            : [
                { lessonId, action: 'booked', at: booked, by: student },
                {
                  lessonId,
                  action: lesson.status,
                  at: lesson.end,
                  by: demoInstructors[lesson.instructor]?.email ?? null,
                },
              ];
        }),
      );
      return {
        added: [
          `${demoInstructors.length} instructors`,
          `${fleet.length} vehicles`,
          `${applications.length} students in training`,
          `${lessons.length} driving lessons`,
        ],
      };
    },
  },
};

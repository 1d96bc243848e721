import {
  adminLessonJson,
  type BookingSettings,
  type DriveKind,
  type LessonRecord,
  type LessonStatus,
  lessonJson,
} from '@autoskola/rules/driving-lessons';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Schemas } from '../../api/context.ts';
import { users } from '../../db/core-tables.ts';
import type { Db } from '../../db/database.ts';
import {
  type DrivingLessonRow,
  drivingLessonEvents,
  drivingLessons,
  lessonInstructors,
  vehicles,
} from './driving-lesson-tables.ts';
import type { LessonFacts } from './lesson-mails.ts';
import { vehicleLabel } from './lesson-schedule.ts';
import { applicantNamesOf } from './trainings.ts';

const instructorUsers = alias(users, 'instructor_users');

/** A lesson with the names the screens and e-mails show. */
export interface LessonView {
  row: DrivingLessonRow;
  instructorName: string;
  instructorEmail: string;
  studentEmail: string | null;
  studentName: string | null;
  vehicle: string | null;
}

/** Lessons with their instructor, student and vehicle, by start. */
export async function lessonsWhere(db: Db, where: SQL | undefined): Promise<LessonView[]> {
  const rows = await db
    .select({
      row: drivingLessons,
      instructorName: lessonInstructors.name,
      instructorEmail: instructorUsers.email,
      studentEmail: users.email,
      vehicleName: vehicles.name,
      vehiclePlate: vehicles.plate,
    })
    .from(drivingLessons)
    .innerJoin(lessonInstructors, eq(lessonInstructors.userId, drivingLessons.instructorId))
    .innerJoin(instructorUsers, eq(instructorUsers.id, drivingLessons.instructorId))
    .leftJoin(users, eq(users.id, drivingLessons.studentId))
    .leftJoin(vehicles, eq(vehicles.id, drivingLessons.vehicleId))
    .where(where)
    .orderBy(asc(drivingLessons.startsAt), asc(drivingLessons.id));
  // The applicant's name comes from course applications (its public face), not from a join on its table.
  const names = await applicantNamesOf(
    db,
    rows.flatMap((found) => (found.row.applicationId === null ? [] : [found.row.applicationId])),
  );
  return rows.map((found) => {
    const name = found.row.applicationId === null ? undefined : names.get(found.row.applicationId);
    return {
      row: found.row,
      instructorName: found.instructorName,
      instructorEmail: found.instructorEmail,
      studentEmail: found.studentEmail,
      studentName: name?.firstname ? `${name.firstname} ${name.lastname}` : found.studentEmail,
      vehicle: found.vehicleName ? vehicleLabel({ name: found.vehicleName, plate: found.vehiclePlate ?? '' }) : null,
    };
  });
}

export async function lessonById(db: Db, id: number): Promise<LessonView | undefined> {
  const [view] = await lessonsWhere(db, eq(drivingLessons.id, id));
  return view;
}

/** A row with its names, as the mocks hold a lesson too; the JSON comes from @autoskola/rules. */
const recordOf = ({ row, instructorName, vehicle }: LessonView): LessonRecord => ({
  id: row.id,
  kind: row.kind as LessonRecord['kind'],
  start: row.startsAt.toISOString(),
  end: row.endsAt.toISOString(),
  units: row.units,
  status: row.status as LessonStatus,
  driveKind: row.driveKind as DriveKind | null,
  note: row.note,
  instructor: { id: row.instructorId, name: instructorName },
  vehicle,
});

export const toLesson = (view: LessonView, settings: BookingSettings, now: number): Schemas['Lesson'] =>
  lessonJson(recordOf(view), settings, now);

type History = Schemas['AdminLesson']['history'];

export async function historiesOf(db: Db, ids: number[]): Promise<Map<number, History>> {
  const histories = new Map<number, History>();
  if (ids.length === 0) return histories;
  const events = await db
    .select()
    .from(drivingLessonEvents)
    .where(inArray(drivingLessonEvents.lessonId, ids))
    .orderBy(asc(drivingLessonEvents.at), asc(drivingLessonEvents.id));
  for (const event of events) {
    const list = histories.get(event.lessonId) ?? [];
    list.push({
      action: event.action as History[number]['action'],
      at: event.at.toISOString(),
      by: event.by,
      note: event.note,
    });
    histories.set(event.lessonId, list);
  }
  return histories;
}

export const toAdminLesson = (view: LessonView, history: History): Schemas['AdminLesson'] =>
  adminLessonJson(recordOf(view), { applicationId: view.row.applicationId, name: view.studentName ?? '' }, history);

/** What the e-mails and calendars tell of a student's lesson. */
export function factsOf(
  view: Omit<LessonView, 'row'> & {
    row: Pick<DrivingLessonRow, 'id' | 'startsAt' | 'endsAt' | 'units' | 'studentId' | 'driveKind'>;
  },
): LessonFacts {
  const { row } = view;
  return {
    id: row.id,
    start: row.startsAt,
    end: row.endsAt,
    units: row.units,
    instructorName: view.instructorName,
    instructorEmail: view.instructorEmail,
    studentName: view.studentName ?? '',
    studentEmail: view.studentEmail ?? '',
    studentId: row.studentId,
    vehicle: view.vehicle,
    driveKind: row.driveKind as DriveKind | null,
  };
}

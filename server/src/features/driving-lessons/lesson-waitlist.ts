import { addDays, HOLDING_STATUSES, schoolDate } from '@autoskola/rules/driving-lessons';
import { and, eq, gt, inArray, isNull, lt, ne, or, sql, sum } from 'drizzle-orm';
import { users } from '../../db/core-tables.ts';
import type { Db } from '../../db/database.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { drivingLessons, lessonWaitlist } from './driving-lesson-tables.ts';
import type { Hours } from './lesson-booking.ts';
import type { LessonView } from './lesson-json.ts';
import { factsOf } from './lesson-json.ts';
import type { lessonMails } from './lesson-mails.ts';
// The neediest student is the one whose course or medical certificate runs out first (course applications knows both).
import { trainingDeadlineFacts } from './trainings.ts';

/**
 * The days from `first` to `last` (Bratislava) on which some instructor still drives after `now`:
 * the only days worth waiting for (a day nobody works frees no slot).
 */
export function workingDays(hours: Hours, first: string, last: string, now: number): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (hours.instructorIds.some((id) => hours.shifts(id, day).some((shift) => shift.end > now))) days.push(day);
  }
  return days;
}

/** A course must be finished within a year of the start of training (decision 0029). */
export const TRAINING_YEARS = 1;

export interface WaitingStudent {
  userId: number;
  email: string;
  /** YYYY-MM-DD: the earlier of the course's deadline and the medical certificate's expiry; null if neither is known. */
  deadline: string | null;
  driven: number;
}

/** Nearest deadline first, then fewest units driven, then who asked first (the input's order). */
export function byNeed(students: readonly WaitingStudent[]): WaitingStudent[] {
  return [...students].sort(
    (a, b) => (a.deadline ?? '9999-12-31').localeCompare(b.deadline ?? '9999-12-31') || a.driven - b.driven,
  );
}

/** The students waiting for a slot on `date`, in training, with their need. */
export async function waitingFor(db: Db, date: string, except: number | null): Promise<WaitingStudent[]> {
  const waiting = await db
    .select({ userId: lessonWaitlist.studentId, email: users.email })
    .from(lessonWaitlist)
    .innerJoin(users, eq(users.id, lessonWaitlist.studentId))
    .where(
      and(
        sql`${date}::date = any(${lessonWaitlist.days})`,
        except === null ? undefined : ne(lessonWaitlist.studentId, except),
      ),
    )
    .orderBy(lessonWaitlist.createdAt);
  if (waiting.length === 0) return [];
  const ids = waiting.map((student) => student.userId);
  const applications = await trainingDeadlineFacts(db, ids);
  const applicationIds = applications.map((application) => application.applicationId);
  if (applicationIds.length === 0) return [];
  const driven = await db
    .select({ applicationId: drivingLessons.applicationId, units: sum(drivingLessons.units) })
    .from(drivingLessons)
    .where(and(inArray(drivingLessons.applicationId, applicationIds), eq(drivingLessons.status, 'driven')))
    .groupBy(drivingLessons.applicationId);
  const students: WaitingStudent[] = [];
  for (const student of waiting) {
    const application = applications.find((candidate) => candidate.userId === student.userId);
    if (!application) continue;
    const started = application.trainingSince;
    const courseEnd = started ? addDays(schoolDate(new Date(started)), 365 * TRAINING_YEARS) : null;
    const certificate = application.certificateValidUntil;
    const deadline = [courseEnd, certificate].filter((day): day is string => day !== null).sort()[0] ?? null;
    students.push({
      userId: student.userId,
      email: student.email,
      deadline,
      driven: Number(driven.find((row) => row.applicationId === application.applicationId)?.units ?? 0),
    });
  }
  return byNeed(students);
}

/**
 * A lesson was cancelled: the students waiting for its day hear of it, neediest first (the
 * outbox sends in the order queued); whoever books first gets it. Only while its time is still
 * free (read in the cancelling transaction, as the e-mails are queued), and each student at most
 * once a Bratislava day: a student booking and cancelling in a loop cannot flood the others.
 */
export async function notifyWaitlist(
  tx: Db,
  outbox: Outbox,
  mails: ReturnType<typeof lessonMails>,
  lesson: LessonView,
): Promise<number> {
  if (lesson.row.kind !== 'lesson' || lesson.row.startsAt.getTime() <= Date.now()) return 0;
  const [taken] = await tx
    .select({ id: drivingLessons.id })
    .from(drivingLessons)
    .where(
      and(
        eq(drivingLessons.instructorId, lesson.row.instructorId),
        inArray(drivingLessons.status, [...HOLDING_STATUSES]),
        lt(drivingLessons.startsAt, lesson.row.endsAt),
        gt(drivingLessons.endsAt, lesson.row.startsAt),
      ),
    )
    .limit(1);
  if (taken) return 0;
  const waiting = await waitingFor(tx, schoolDate(lesson.row.startsAt), lesson.row.studentId);
  if (waiting.length === 0) return 0;
  // Marked in the statement that picks who is still due today: two cancellations at once cannot
  // both e-mail a student (the second waits for the row and then finds it marked).
  const today = schoolDate(new Date());
  const due = await tx
    .update(lessonWaitlist)
    .set({ notifiedOn: today })
    .where(
      and(
        inArray(
          lessonWaitlist.studentId,
          waiting.map((student) => student.userId),
        ),
        or(isNull(lessonWaitlist.notifiedOn), lt(lessonWaitlist.notifiedOn, today)),
      ),
    )
    .returning({ studentId: lessonWaitlist.studentId });
  const students = waiting.filter((student) => due.some((row) => row.studentId === student.userId));
  if (students.length === 0) return 0;
  const facts = factsOf(lesson);
  await outbox.enqueue(
    students.map((student) => mails.slotFreed({ email: student.email, userId: student.userId }, facts)),
    tx,
  );
  return students.length;
}

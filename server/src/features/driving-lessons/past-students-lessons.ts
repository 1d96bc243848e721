import { DECREE_SYLLABUS } from '@autoskola/rules/syllabus';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { drivingLessons, lessonInstructors, vehicles } from './driving-lesson-tables.ts';

const DAY = 86_400_000;
/**
 * The decree's syllabus of group B (38 units: 4 on the simulator, 4 on the training ground, the
 * rest on the road) in lessons of two units, the last two days before the exam, every second day back.
 */
const LESSONS = DECREE_SYLLABUS.B.total / 2;
const kindOf = (order: number) =>
  order < DECREE_SYLLABUS.B.simulator / 2
    ? 'simulator'
    : order < (DECREE_SYLLABUS.B.simulator + DECREE_SYLLABUS.B.ground) / 2
      ? 'ground'
      : 'road';

export interface PastStudent {
  applicationId: number;
  /** Until when they trained: their first exam's start. */
  until: Date;
}

/**
 * The demo's students who finished before the demo's time (the exams' demo asks for them): their
 * driven lessons, the syllabus of group B, most with one instructor (each student's main one in
 * turn, decision 0041) and three with the next, so that the overview's pass rates per instructor have rows to show. Each student
 * drives at an hour of their own; a lesson that would overlap another of the instructor, the car
 * or the student is left out (the exclusion constraints say so), as the real grid would.
 */
export async function seedPastStudentsLessons(db: Db, students: readonly PastStudent[]): Promise<number> {
  const [instructors, fleet] = await Promise.all([
    db.select({ id: lessonInstructors.userId }).from(lessonInstructors).orderBy(asc(lessonInstructors.userId)),
    db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.licenceGroup, 'B'), eq(vehicles.active, true)))
      .orderBy(asc(vehicles.id)),
  ]);
  if (instructors.length === 0 || students.length === 0) return 0;
  const rows = students.flatMap((student, index) =>
    Array.from({ length: LESSONS }, (_, k) => {
      // Three lessons with the next instructor; the rest with the student's own.
      const by = (index + (k % 5 === 4 ? 1 : 0)) % instructors.length;
      const day = new Date(student.until.getTime() - (2 + 2 * k) * DAY);
      day.setUTCHours(6 + (index % 5) * 2, 0, 0, 0);
      return {
        instructorId: instructors[by]?.id as number,
        vehicleId: fleet.length > 0 ? (fleet[by % fleet.length]?.id ?? null) : null,
        studentId: null,
        applicationId: student.applicationId,
        startsAt: day,
        endsAt: new Date(day.getTime() + 90 * 60_000),
        units: 2,
        status: 'driven',
        driveKind: kindOf(LESSONS - 1 - k),
        createdAt: new Date(day.getTime() - 3 * DAY),
      };
    }),
  );
  const inserted = await db
    .insert(drivingLessons)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: drivingLessons.id });
  return inserted.length;
}

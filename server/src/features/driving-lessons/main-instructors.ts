import { and, asc, count, desc, eq, inArray, min } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { drivingLessons, lessonInstructors } from './driving-lesson-tables.ts';

export interface MainInstructor {
  instructorId: number;
  /** 'Peter Horváth', as the instructor's lessons name them. */
  instructor: string;
}

/**
 * Each application's main instructor: the one who drove most of its driven lessons, on a tie the
 * one of the earliest of them (decision 0041): applications have no instructor of their own. An
 * application with no driven lesson is not in the map.
 */
export async function mainInstructorsOf(
  db: Db,
  applicationIds: readonly number[],
): Promise<Map<number, MainInstructor>> {
  if (applicationIds.length === 0) return new Map();
  const lessons = count();
  const first = min(drivingLessons.startsAt);
  const rows = await db
    .select({
      applicationId: drivingLessons.applicationId,
      instructorId: drivingLessons.instructorId,
      instructor: lessonInstructors.name,
      lessons,
      first,
    })
    .from(drivingLessons)
    .innerJoin(lessonInstructors, eq(lessonInstructors.userId, drivingLessons.instructorId))
    .where(
      and(
        eq(drivingLessons.kind, 'lesson'),
        eq(drivingLessons.status, 'driven'),
        inArray(drivingLessons.applicationId, [...new Set(applicationIds)]),
      ),
    )
    .groupBy(drivingLessons.applicationId, drivingLessons.instructorId, lessonInstructors.name)
    .orderBy(asc(drivingLessons.applicationId), desc(lessons), asc(first), asc(drivingLessons.instructorId));
  const main = new Map<number, MainInstructor>();
  for (const row of rows) {
    // The rows come best first within each application: the first one seen is its main instructor.
    if (row.applicationId !== null && !main.has(row.applicationId)) {
      main.set(row.applicationId, { instructorId: row.instructorId, instructor: row.instructor });
    }
  }
  return main;
}

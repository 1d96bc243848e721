import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { lessonApplications, lessonInstructors } from './driving-lesson-tables.ts';

export interface MainInstructor {
  instructorId: number;
  /** 'Peter Horváth', as the instructor's lessons name them. */
  instructor: string;
}

/**
 * Each application's main instructor: the one who drove most of its driven lessons, on a tie the
 * one of the earliest of them (decision 0041): applications have no instructor of their own. The
 * database keeps it as lessons are driven (lessonApplications, decision 0043), so thousands of
 * applications cost one indexed read. An application with no driven lesson is not in the map.
 */
export async function mainInstructorsOf(
  db: Db,
  applicationIds: readonly number[],
): Promise<Map<number, MainInstructor>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({
      applicationId: lessonApplications.applicationId,
      instructorId: lessonInstructors.userId,
      instructor: lessonInstructors.name,
    })
    .from(lessonApplications)
    .innerJoin(lessonInstructors, eq(lessonInstructors.userId, lessonApplications.mainInstructorId))
    // One array parameter, not one per application.
    .where(sql`${lessonApplications.applicationId} = any(${sql.param([...new Set(applicationIds)])}::integer[])`);
  return new Map(
    rows.map((row) => [row.applicationId, { instructorId: row.instructorId, instructor: row.instructor }]),
  );
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { lessonApplications, lessonInstructors } from './driving-lesson-tables.ts';

/**
 * Each application's main instructor, as a subquery to join (applicationId, instructorId,
 * instructor): the one who drove most of its driven lessons, on a tie the one of the earliest of
 * them (decision 0041); applications have no instructor of their own. The database keeps it as
 * lessons are driven (lessonApplications, decision 0043), so thousands of applications cost one
 * join. An application with no driven lesson has no row.
 */
export const mainInstructors = (db: Db) =>
  db
    .select({
      applicationId: lessonApplications.applicationId,
      instructorId: lessonInstructors.userId,
      instructor: lessonInstructors.name,
    })
    .from(lessonApplications)
    .innerJoin(lessonInstructors, eq(lessonInstructors.userId, lessonApplications.mainInstructorId));

import { examReadiness, progressOf, READY_TESTS } from '@autoskola/rules/driving-lessons';
import { and, eq } from 'drizzle-orm';
import type { Schemas } from '../../api/context.ts';
import type { Db } from '../../db/database.ts';
import { lastTestResults } from '../theory-tests/public.ts';
import { drivingLessons } from './driving-lesson-tables.ts';
import { syllabusOf } from './syllabus-handlers.ts';
// Readiness puts the application's documents and payments, the lessons and the theory tests
// together (issue 39): the other features' parts through their public faces.
import { readinessFacts } from './trainings.ts';

/** The readiness of one application, or null when it does not exist. */
export async function readinessOf(db: Db, applicationId: number): Promise<Schemas['ExamReadiness'] | null> {
  const application = await readinessFacts(db, applicationId);
  if (!application) return null;
  const { group, userId } = application;
  const [driven, lastTests, syllabus] = await Promise.all([
    db
      .select({ driveKind: drivingLessons.driveKind, units: drivingLessons.units })
      .from(drivingLessons)
      .where(and(eq(drivingLessons.applicationId, applicationId), eq(drivingLessons.status, 'driven'))),
    userId === null ? Promise.resolve([]) : lastTestResults(db, userId, READY_TESTS),
    syllabusOf(db, group),
  ]);
  return examReadiness({
    applicationId,
    progress: progressOf(
      group,
      driven.map((lesson) => ({ driveKind: lesson.driveKind as Schemas['DriveKind'] | null, units: lesson.units })),
      syllabus,
    ),
    lastTests,
    missingDocuments: application.missingDocuments,
    balance: application.balance,
  });
}

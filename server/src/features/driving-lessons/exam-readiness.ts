import {
  DOCUMENT_LABELS,
  documentsFor,
  todayInBratislava,
  toIsoDate,
  wasMinor,
} from '@autoskola/rules/course-applications';
import { examReadiness, progressOf, READY_TESTS } from '@autoskola/rules/driving-lessons';
import { and, desc, eq, inArray, isNotNull, sum } from 'drizzle-orm';
import type { Schemas } from '../../api/context.ts';
import { provenAccount } from '../../auth/proven-email.ts';
import type { Db } from '../../db/database.ts';
// The declared links to other features: readiness puts the application's documents and payments,
// the lessons and the theory tests together (issue 39).
import {
  courseApplicationDocuments,
  courseApplicationPayments,
  courseApplications,
} from '../course-applications/course-application-tables.ts';
import { testAttempts } from '../theory-tests/theory-test-tables.ts';
import { drivingLessons } from './driving-lesson-tables.ts';
import { syllabusOf } from './syllabus-handlers.ts';

/** The readiness of one application, or null when it does not exist. */
export async function readinessOf(db: Db, applicationId: number): Promise<Schemas['ExamReadiness'] | null> {
  const [application] = await db.select().from(courseApplications).where(eq(courseApplications.id, applicationId));
  if (!application) return null;
  const group = application.licenceGroup as Schemas['LicenceGroup'];
  const [documents, [paid], driven, tests, syllabus] = await Promise.all([
    db.select().from(courseApplicationDocuments).where(eq(courseApplicationDocuments.applicationId, applicationId)),
    db
      .select({ total: sum(courseApplicationPayments.amount) })
      .from(courseApplicationPayments)
      .where(eq(courseApplicationPayments.applicationId, applicationId)),
    db
      .select({ driveKind: drivingLessons.driveKind, units: drivingLessons.units })
      .from(drivingLessons)
      .where(and(eq(drivingLessons.applicationId, applicationId), eq(drivingLessons.status, 'driven'))),
    application.userId === null
      ? Promise.resolve([])
      : db
          .select({ passed: testAttempts.passed })
          .from(testAttempts)
          .where(and(eq(testAttempts.userId, application.userId), isNotNull(testAttempts.evaluatedAt)))
          .orderBy(desc(testAttempts.evaluatedAt))
          .limit(READY_TESTS),
    syllabusOf(db, group),
  ]);
  const today = toIsoDate(todayInBratislava());
  const minor = wasMinor(application);
  const missingDocuments = documentsFor(minor).flatMap((kind) => {
    const document = documents.find((stored) => stored.kind === kind);
    if (!document) return [DOCUMENT_LABELS[kind]];
    if (document.validUntil && document.validUntil < today) return [`${DOCUMENT_LABELS[kind]} (platnosť skončila)`];
    return [];
  });
  return examReadiness({
    applicationId,
    progress: progressOf(
      group,
      driven.map((lesson) => ({ driveKind: lesson.driveKind as Schemas['DriveKind'] | null, units: lesson.units })),
      syllabus,
    ),
    lastTests: tests.map((test) => test.passed === true),
    missingDocuments,
    balance: application.price - Number(paid?.total ?? 0),
  });
}

/** The student's newest application in training or signed up for the exam: the one readiness is about. */
export async function studentApplicationOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: courseApplications.id })
    .from(courseApplications)
    .where(
      and(
        eq(courseApplications.userId, userId),
        inArray(courseApplications.status, ['training', 'exam']),
        // None for an account whose address is not proven (decision 0033).
        provenAccount(userId),
      ),
    )
    .orderBy(desc(courseApplications.submittedAt), desc(courseApplications.id))
    .limit(1);
  return row?.id ?? null;
}

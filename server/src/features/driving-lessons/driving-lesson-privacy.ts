import { drivingLessonSubjectSection } from '@autoskola/rules/driving-lessons';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { provenAccount } from '../../auth/proven-email.ts';
import type { Db } from '../../db/database.ts';
import type { DataSubject, PersonalData } from '../../modules/feature-module.ts';
import { drivingLessons, lessonCalendarFeeds, lessonWaitlist } from './driving-lesson-tables.ts';
import { lessonsWhere, toLesson } from './lesson-json.ts';
import { settingsOf } from './lesson-schedule.ts';
import { applicationIdsWithEmail } from './trainings.ts';

/** Months a cancelled lesson is kept (decision 0029). */
const CANCELLED_KEPT_MONTHS = 6;
/** Years a driven lesson is kept, as the finished course's file (decision 0028). */
const KEPT_YEARS = 5;
/** Days blocked time is kept after it passed. */
const BLOCK_KEPT_DAYS = 30;

async function lessonsOf(db: Db, where: ReturnType<typeof or>) {
  const [views, settings] = await Promise.all([lessonsWhere(db, where), settingsOf(db)]);
  const now = Date.now();
  return views.map((view) => toLesson(view, settings, now));
}

/** The person's lessons: as the account's student, or on the applications sent with their e-mail. */
async function subjectWhere(db: Db, { email, userId }: DataSubject) {
  const applications = email === '' ? [] : await applicationIdsWithEmail(db, email);
  const conditions = [
    ...(userId !== null ? [eq(drivingLessons.studentId, userId)] : []),
    ...(applications.length > 0 ? [inArray(drivingLessons.applicationId, applications)] : []),
  ];
  return conditions.length === 0 ? null : and(eq(drivingLessons.kind, 'lesson'), or(...conditions));
}

/**
 * A student's lessons: in the account's export, found and erased with the person; a deleted
 * account's upcoming lessons are cancelled (the slots free up) and its past ones stay with the
 * application; cancelled lessons, old blocks and lessons nobody's any more go by the keeping periods.
 */
export const drivingLessonPrivacy: PersonalData = {
  async exportAccount(db, userId) {
    // Only an account whose address is proven holds its lessons (decision 0033).
    const lessons = await lessonsOf(db, and(eq(drivingLessons.studentId, userId), provenAccount(userId)));
    const [[waiting], [feed]] = await Promise.all([
      db
        .select({ days: lessonWaitlist.days, createdAt: lessonWaitlist.createdAt })
        .from(lessonWaitlist)
        .where(eq(lessonWaitlist.studentId, userId)),
      // Whether a feed address exists and since when: never its token (only the hash is kept anyway).
      db
        .select({ createdAt: lessonCalendarFeeds.createdAt })
        .from(lessonCalendarFeeds)
        .where(eq(lessonCalendarFeeds.userId, userId)),
    ]);
    return {
      drivingLessons: lessons,
      lessonWaitlist: waiting ? { days: [...waiting.days].sort(), createdAt: waiting.createdAt.toISOString() } : null,
      calendarFeed: feed ? { createdAt: feed.createdAt.toISOString() } : null,
    };
  },

  async eraseAccount(db, userId) {
    await db
      .update(drivingLessons)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(drivingLessons.studentId, userId),
          eq(drivingLessons.status, 'booked'),
          gt(drivingLessons.startsAt, sql`now()`),
        ),
      );
  },

  subjectSection: drivingLessonSubjectSection,
  async findSubject(db, subject) {
    const where = await subjectWhere(db, subject);
    return { drivingLessons: where ? await lessonsOf(db, where) : [] };
  },

  async eraseSubject(db, subject) {
    const where = await subjectWhere(db, subject);
    const deleted = where ? await db.delete(drivingLessons).where(where).returning({ id: drivingLessons.id }) : [];
    if (subject.userId !== null) await db.delete(lessonWaitlist).where(eq(lessonWaitlist.studentId, subject.userId));
    return { deletedDrivingLessons: deleted.length };
  },

  async purgeExpired({ db, log }) {
    const deleted = await db
      .delete(drivingLessons)
      .where(
        or(
          and(
            inArray(drivingLessons.status, ['cancelled', 'lateCancelled']),
            lt(drivingLessons.endsAt, sql`now() - make_interval(months => ${CANCELLED_KEPT_MONTHS})`),
          ),
          and(
            eq(drivingLessons.kind, 'block'),
            lt(drivingLessons.endsAt, sql`now() - make_interval(days => ${BLOCK_KEPT_DAYS})`),
          ),
          lt(drivingLessons.endsAt, sql`now() - make_interval(years => ${KEPT_YEARS})`),
          // Nobody's: the account was deleted and the application purged.
          and(
            eq(drivingLessons.kind, 'lesson'),
            isNull(drivingLessons.studentId),
            isNull(drivingLessons.applicationId),
          ),
        ),
      )
      .returning({ id: drivingLessons.id });
    const waiting = await db
      .delete(lessonWaitlist)
      .where(sql`not exists (select 1 from unnest(${lessonWaitlist.days}) as day where day >= current_date)`)
      .returning({ id: lessonWaitlist.studentId });
    if (deleted.length > 0)
      log.info(`retention: deleted ${deleted.length} driving lesson(s) past their keeping period`);
    return deleted.length + waiting.length;
  },
};

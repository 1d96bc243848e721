import { normalizePhone } from '@autoskola/rules/contact-details';
import { courseApplicationSubjectSection } from '@autoskola/rules/course-applications';
import { and, desc, eq, inArray, lt, not, or, sql } from 'drizzle-orm';
import { provenAccount } from '../../auth/proven-email.ts';
import type { Db } from '../../db/database.ts';
import type { DataSubject, PersonalData } from '../../modules/feature-module.ts';
import { type ApplicationRow, countedApplication, emptyFile, filesOf, toDetail } from './course-application-json.ts';
import { courseApplications } from './course-application-tables.ts';

/** How long the e-mails' links work; unconfirmed applications go after it (issue 38). */
export const CONFIRMATION_DAYS = 7;
/** Months a cancelled application is kept, for questions about it (decision 0028). */
const CANCELLED_KEPT_MONTHS = 6;
/** Years a finished file is kept (decision 0028). */
const FINISHED_KEPT_YEARS = 5;

async function detailsOf(db: Db, rows: ApplicationRow[]) {
  const files = await filesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toDetail(row, files.get(row.id) ?? emptyFile()));
}

/** Applications sent with the person's e-mail (any case) or phone (any notation), or linked to their account. */
async function subjectRows(db: Db, { email, phone, userId }: DataSubject): Promise<ApplicationRow[]> {
  const byEmailOrAccount = [
    ...(email !== '' ? [eq(sql`lower(${courseApplications.email})`, email)] : []),
    ...(userId !== null ? [eq(courseApplications.userId, userId)] : []),
  ];
  const found = new Map<number, ApplicationRow>();
  if (byEmailOrAccount.length > 0) {
    for (const row of await db
      .select()
      .from(courseApplications)
      .where(or(...byEmailOrAccount))) {
      found.set(row.id, row);
    }
  }
  if (phone !== '') {
    // Phone numbers are stored as typed: compared after normalizing, here.
    for (const row of await db.select().from(courseApplications)) {
      if (normalizePhone(row.phone) === phone) found.set(row.id, row);
    }
  }
  return [...found.values()].sort((a, b) => b.submittedAt.getTime() - a.submittedAt.getTime() || b.id - a.id);
}

/**
 * An application is its applicant's personal data (and a minor's parent's): in the account's
 * export, found and erased by e-mail, phone or account, and deleted when past its keeping period.
 */
export const courseApplicationPrivacy: PersonalData = {
  async exportAccount(db, userId) {
    const rows = await db
      .select()
      .from(courseApplications)
      // Only an account whose address is proven holds its applications and payments (decision 0033).
      .where(and(eq(courseApplications.userId, userId), provenAccount(userId)))
      .orderBy(desc(courseApplications.submittedAt), desc(courseApplications.id));
    return { courseApplications: await detailsOf(db, rows) };
  },

  // Applications not yet enrolled go with the account; enrolled files stay with the school for the
  // time the law keeps them (purgeExpired), no longer linked to an account.
  async eraseAccount(db, userId) {
    await db
      .delete(courseApplications)
      .where(and(eq(courseApplications.userId, userId), inArray(courseApplications.status, ['new', 'verified'])));
  },

  subjectSection: courseApplicationSubjectSection,
  async findSubject(db, subject) {
    return { courseApplications: await detailsOf(db, await subjectRows(db, subject)) };
  },

  // An erasure request (GDPR art. 17) deletes the files with their history, documents and payments
  // (ON DELETE CASCADE); the instructor decides whether the law asks to keep one first.
  async eraseSubject(db, subject) {
    const ids = (await subjectRows(db, subject)).map((row) => row.id);
    const deleted =
      ids.length === 0
        ? []
        : await db
            .delete(courseApplications)
            .where(inArray(courseApplications.id, ids))
            .returning({ id: courseApplications.id });
    return { deletedCourseApplications: deleted.length };
  },

  async purgeExpired({ db, log }) {
    // Not counted yet: unconfirmed, or a minor's without the parent's consent.
    const unconfirmed = not(countedApplication);
    const deleted = await db
      .delete(courseApplications)
      .where(
        or(
          and(
            unconfirmed,
            lt(courseApplications.submittedAt, sql`now() - make_interval(days => ${CONFIRMATION_DAYS})`),
          ),
          and(
            eq(courseApplications.status, 'cancelled'),
            lt(courseApplications.statusChangedAt, sql`now() - make_interval(months => ${CANCELLED_KEPT_MONTHS})`),
          ),
          and(
            eq(courseApplications.status, 'finished'),
            lt(courseApplications.statusChangedAt, sql`now() - make_interval(years => ${FINISHED_KEPT_YEARS})`),
          ),
        ),
      )
      .returning({ id: courseApplications.id });
    if (deleted.length > 0) {
      log.info(
        `retention: deleted ${deleted.length} course application(s) unconfirmed for ${CONFIRMATION_DAYS} days ` +
          `or past their keeping period (ids ${deleted.map((row) => row.id).join(', ')})`,
      );
    }
    return deleted.length;
  },
};

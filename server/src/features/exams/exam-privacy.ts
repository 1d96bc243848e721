import { examSubjectSection } from '@autoskola/rules/exams';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { DataSubject, PersonalData } from '../../modules/feature-module.ts';
import { applicationIdsOfUser, applicationIdsWithEmail } from './exam-facts.ts';
import { registrationsOf, toExamRecord } from './exam-json.ts';
import { examRegistrations } from './exam-tables.ts';

/** The person's applications: sent with their e-mail, or of their account. */
async function subjectApplications(db: Db, { email, userId }: DataSubject): Promise<number[]> {
  const [byEmail, byAccount] = await Promise.all([
    email === '' ? [] : applicationIdsWithEmail(db, email),
    userId === null ? [] : applicationIdsOfUser(db, userId, { proven: false }),
  ]);
  return [...new Set([...byEmail, ...byAccount])];
}

/**
 * A student's exam registrations and results belong to the application: in the account's export
 * (an account whose address is proven, decision 0033), found and erased with the data subject
 * (before course applications erase the applications, the list's order), and gone with the
 * application when it is purged or deleted (ON DELETE CASCADE). A deleted account leaves them
 * with the application, as its lessons. The exam dates themselves hold no personal data.
 */
export const examPrivacy: PersonalData = {
  async exportAccount(db, userId) {
    const records = await registrationsOf(db, await applicationIdsOfUser(db, userId));
    return { exams: records.map(toExamRecord) };
  },

  subjectSection: examSubjectSection,
  async findSubject(db, subject) {
    const records = await registrationsOf(db, await subjectApplications(db, subject));
    return { exams: records.map(toExamRecord) };
  },

  async eraseSubject(db, subject) {
    const applications = await subjectApplications(db, subject);
    const deleted =
      applications.length === 0
        ? []
        : await db
            .delete(examRegistrations)
            .where(inArray(examRegistrations.applicationId, applications))
            .returning({ id: examRegistrations.id });
    return { deletedExamRegistrations: deleted.length };
  },
};

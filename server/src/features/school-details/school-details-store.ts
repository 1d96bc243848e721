import type { BankAccountValues } from '@autoskola/rules/payment-settings';
import type { SchoolDetailsValues } from '@autoskola/rules/school-details';
import type { SchoolDetails } from '@autoskola/school';
import { desc, eq, sql } from 'drizzle-orm';
import { INSTRUCTOR_ROLE } from '../../auth/tokens.ts';
import type { ServerConfig } from '../../config.ts';
import { users } from '../../db/core-tables.ts';
import type { Db } from '../../db/database.ts';
import { coursePaymentAccount, courseTerms, schoolDetails } from './school-details-tables.ts';

/** The details as saved by instructors, over the server's SCHOOL_* settings (the first values). */
export async function readSchoolDetails(db: Db, config: Pick<ServerConfig, 'school'>): Promise<SchoolDetails> {
  const [row] = await db.select({ details: schoolDetails.details }).from(schoolDetails).where(eq(schoolDetails.id, 1));
  return { ...config.school, ...row?.details };
}

export async function saveSchoolDetails(db: Db, details: SchoolDetailsValues): Promise<void> {
  await db
    .insert(schoolDetails)
    .values({ details })
    .onConflictDoUpdate({ target: schoolDetails.id, set: { details, updatedAt: new Date() } });
}

/** Whether anyone may administer the site yet: until then the first start's setup is open. */
export async function instructorExists(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${INSTRUCTOR_ROLE} = ANY(${users.roles})`)
    .limit(1);
  return row !== undefined;
}

/** The account students pay to as stored (the IBAN without spaces), or null until it is set. */
export async function readBankAccount(db: Db): Promise<BankAccountValues | null> {
  const [row] = await db
    .select({ iban: coursePaymentAccount.iban, recipient: coursePaymentAccount.recipient })
    .from(coursePaymentAccount);
  return row ?? null;
}

/** Stores the account students pay to (checked before): the IBAN without spaces, in capitals. */
export async function saveBankAccount(db: Db, account: BankAccountValues): Promise<void> {
  const values = { iban: account.iban.replace(/\s+/g, '').toUpperCase(), recipient: account.recipient.trim() };
  await db
    .insert(coursePaymentAccount)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: coursePaymentAccount.id, set: values });
}

export type TermsVersion = typeof courseTerms.$inferSelect;

/** The terms in force: the newest version, or null while the school has none. */
export async function newestTerms(db: Db): Promise<TermsVersion | null> {
  const [row] = await db.select().from(courseTerms).orderBy(desc(courseTerms.version)).limit(1);
  return row ?? null;
}

/** One version of the terms (the one an applicant accepted), or null when there is none of that number. */
export async function termsOfVersion(db: Db, version: number): Promise<TermsVersion | null> {
  const [row] = await db.select().from(courseTerms).where(eq(courseTerms.version, version));
  return row ?? null;
}

/** Stores the terms as a new version (never an edit in place: applications keep the version accepted). */
export async function saveTerms(db: Db, text: string, by: string | null): Promise<void> {
  await db.insert(courseTerms).values({ text: text.trim(), createdBy: by });
}

/**
 * The demo's account and terms where the school has none yet: what the setup may have set stays.
 * Answers the version of the terms in force.
 */
export async function seedPaymentSettings(
  db: Db,
  demo: { bankAccount: BankAccountValues; terms: string; by: string },
): Promise<number | null> {
  await db
    .insert(coursePaymentAccount)
    .values({ id: 1, ...demo.bankAccount })
    .onConflictDoNothing();
  const terms = await newestTerms(db);
  if (terms) return terms.version;
  const [added] = await db
    .insert(courseTerms)
    .values({ text: demo.terms, createdBy: demo.by })
    .returning({ version: courseTerms.version });
  return added?.version ?? null;
}

import { formatIban } from '@autoskola/rules/course-application-payments';
import { bankAccountErrors, PAYMENT_RULES } from '@autoskola/rules/course-applications';
import { desc } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { assertNoFieldErrors } from '../../api/errors.ts';
import { currentUser } from '../../api/guard.ts';
import type { Db } from '../../db/database.ts';
import { coursePaymentAccount, courseTerms } from './course-application-tables.ts';

async function newestTerms(db: Db): Promise<Schemas['CourseTerms']> {
  const [row] = await db.select().from(courseTerms).orderBy(desc(courseTerms.version)).limit(1);
  return row
    ? { version: row.version, text: row.text, updatedAt: row.createdAt.toISOString() }
    : { version: 0, text: '', updatedAt: null };
}

/** Stores the account students pay to (checked before): the IBAN without spaces, in capitals. */
export async function saveBankAccount(db: Db, account: Schemas['SchoolBankAccount']): Promise<void> {
  const values = { iban: account.iban.replace(/\s+/g, '').toUpperCase(), recipient: account.recipient.trim() };
  await db
    .insert(coursePaymentAccount)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: coursePaymentAccount.id, set: values });
}

/** Stores the terms as a new version (never an edit in place: applications keep the version accepted). */
export async function saveTerms(db: Db, text: string, by: string | null): Promise<void> {
  await db.insert(courseTerms).values({ text: text.trim(), createdBy: by });
}

/** What the school sets once for all applications: its terms (versioned) and the account students pay to. */
export function courseSettingsHandlers({ database, publicCache }: ApiContext) {
  const { db } = database;

  async function bankAccount() {
    const [row] = await db.select().from(coursePaymentAccount);
    return { bankAccount: { iban: row ? formatIban(row.iban) : '', recipient: row?.recipient ?? '' } };
  }

  return {
    async getCourseTerms(request: FastifyRequest, reply: FastifyReply) {
      return publicCache.send(request, reply, 'course-terms', async () => ({ terms: await newestTerms(db) }));
    },

    /** Never an edit in place: an application keeps pointing at the version its applicant accepted. */
    async updateCourseTerms(request: FastifyRequest<{ Body: Schemas['CourseTermsInput'] }>) {
      const text = request.body.text.trim();
      assertNoFieldErrors(text === '' ? { text: PAYMENT_RULES.termsRequired } : {});
      await saveTerms(db, text, currentUser(request).email);
      return { terms: await newestTerms(db) };
    },

    async getSchoolBankAccount() {
      return bankAccount();
    },

    async updateSchoolBankAccount(request: FastifyRequest<{ Body: Schemas['SchoolBankAccount'] }>) {
      assertNoFieldErrors(bankAccountErrors(request.body));
      await saveBankAccount(db, request.body);
      return bankAccount();
    },
  };
}

import { formatIban } from '@autoskola/rules/course-application-payments';
import { bankAccountErrors, termsErrors } from '@autoskola/rules/payment-settings';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { assertNoFieldErrors } from '../../api/errors.ts';
import { currentUser } from '../../api/guard.ts';
import type { Db } from '../../db/database.ts';
// The declared link to another feature: the school's details keep its terms and its account.
import { newestTerms, readBankAccount, saveBankAccount, saveTerms } from '../school-details/public.ts';

async function termsInForce(db: Db): Promise<Schemas['CourseTerms']> {
  const row = await newestTerms(db);
  return row
    ? { version: row.version, text: row.text, updatedAt: row.createdAt.toISOString() }
    : { version: 0, text: '', updatedAt: null };
}

/**
 * The endpoints of what the school sets once for all applications: its terms (versioned) and the
 * account students pay to. The school's details store them ('Údaje o škole', issue 51).
 */
export function courseSettingsHandlers({ database, publicCache }: ApiContext) {
  const { db } = database;

  async function bankAccount() {
    const row = await readBankAccount(db);
    return { bankAccount: { iban: row ? formatIban(row.iban) : '', recipient: row?.recipient ?? '' } };
  }

  return {
    async getCourseTerms(request: FastifyRequest, reply: FastifyReply) {
      return publicCache.send(request, reply, 'course-terms', async () => ({ terms: await termsInForce(db) }));
    },

    /** Never an edit in place: an application keeps pointing at the version its applicant accepted. */
    async updateCourseTerms(request: FastifyRequest<{ Body: Schemas['CourseTermsInput'] }>) {
      assertNoFieldErrors(termsErrors(request.body.text));
      await saveTerms(db, request.body.text, currentUser(request).email);
      return { terms: await termsInForce(db) };
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

import { normalizePhone } from '@autoskola/api-client/rules';
import { desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { contactMessages, users } from '../../db/schema.ts';
import { eraseEvaluatedTests, evaluatedTestsOf } from '../../theory-test/attempts.ts';
import { toDetail } from '../contact-message-json.ts';
import type { ApiContext } from '../context.ts';
import { HttpError } from '../errors.ts';

type SubjectQuery = { email?: string; phone?: string };

export const SUBJECT_MISSING = 'Zadajte e-mail alebo telefón.';

export function dataSubjectHandlers({ database }: ApiContext) {
  const { db } = database;

  /** The ids of every message whose e-mail (any case) or phone (any notation) matches. */
  async function matchingIds(query: SubjectQuery): Promise<number[]> {
    const email = query.email?.trim().toLowerCase() ?? '';
    const phone = query.phone?.trim() ? normalizePhone(query.phone) : '';
    if (email === '' && phone === '') throw new HttpError(422, SUBJECT_MISSING, { email: SUBJECT_MISSING });
    const ids = new Set<number>();
    if (email !== '') {
      const rows = await db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(sql`lower(${contactMessages.email})`, email));
      for (const row of rows) ids.add(row.id);
    }
    if (phone !== '') {
      // Phone numbers are stored as typed: compared after normalizing, here.
      const rows = await db
        .select({ id: contactMessages.id, phone: contactMessages.phone })
        .from(contactMessages)
        .where(isNotNull(contactMessages.phone));
      for (const row of rows) if (row.phone && normalizePhone(row.phone) === phone) ids.add(row.id);
    }
    return [...ids];
  }

  /** The account registered with the subject's e-mail (its kept test results are theirs too). */
  async function accountOf(query: SubjectQuery): Promise<number | null> {
    const email = query.email?.trim().toLowerCase() ?? '';
    if (email === '') return null;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    return row?.id ?? null;
  }

  return {
    async findSubjectContactMessages(request: FastifyRequest<{ Querystring: SubjectQuery }>) {
      const ids = await matchingIds(request.query);
      const rows =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(contactMessages)
              .where(inArray(contactMessages.id, ids))
              .orderBy(desc(contactMessages.dateAdd), desc(contactMessages.id));
      const userId = await accountOf(request.query);
      return { contactForms: rows.map(toDetail), testResults: userId ? await evaluatedTestsOf(db, userId) : [] };
    },

    async eraseSubjectContactMessages(request: FastifyRequest<{ Querystring: SubjectQuery }>) {
      const ids = await matchingIds(request.query);
      const userId = await accountOf(request.query);
      const deletedTestResults = userId ? await eraseEvaluatedTests(db, userId) : 0;
      // The e-mails about these messages go with them (mail_outbox ON DELETE CASCADE).
      const deleted =
        ids.length === 0
          ? []
          : await db
              .delete(contactMessages)
              .where(inArray(contactMessages.id, ids))
              .returning({ id: contactMessages.id });
      request.log.info(
        { count: deleted.length, testResults: deletedTestResults, by: request.user?.id },
        'data subject erasure: contact messages and test results deleted',
      );
      return { deleted: deleted.length, deletedTestResults };
    },
  };
}

import { normalizePhone } from '@autoskola/api-client/rules';
import { desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { contactMessages } from '../../db/schema.ts';
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
      return { contactForms: rows.map(toDetail) };
    },

    async eraseSubjectContactMessages(request: FastifyRequest<{ Querystring: SubjectQuery }>) {
      const ids = await matchingIds(request.query);
      if (ids.length === 0) return { deleted: 0 };
      // The e-mails about these messages go with them (mail_outbox ON DELETE CASCADE).
      const deleted = await db
        .delete(contactMessages)
        .where(inArray(contactMessages.id, ids))
        .returning({ id: contactMessages.id });
      request.log.info(
        { count: deleted.length, by: request.user?.id },
        'data subject erasure: contact messages deleted',
      );
      return { deleted: deleted.length };
    },
  };
}

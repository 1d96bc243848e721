import { normalizePhone } from '@autoskola/rules/contact-details';
import { SUBJECT_MISSING } from '@autoskola/rules/data-subjects';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApiContext } from '../../api/context.ts';
import { HttpError } from '../../api/errors.ts';
import { users } from '../../db/core-tables.ts';
import type { DataSubject } from '../../modules/feature-module.ts';
import { eraseSubjectSections, subjectSections } from '../../modules/personal-data.ts';

type SubjectQuery = { email?: string; phone?: string };

/**
 * Requests of data subjects (GDPR access, portability, erasure): every feature answers with its
 * own section (FeatureModule.personalData), found by the person's e-mail, phone or account.
 */
export function dataSubjectHandlers({ database, modules, contentChanged }: ApiContext) {
  const { db } = database;

  async function subjectOf(query: SubjectQuery): Promise<DataSubject> {
    const email = query.email?.trim().toLowerCase() ?? '';
    const phone = query.phone?.trim() ? normalizePhone(query.phone) : '';
    if (email === '' && phone === '') throw new HttpError(422, SUBJECT_MISSING, { email: SUBJECT_MISSING });
    // The account registered with the subject's e-mail: what a feature keeps for it is theirs too.
    const [account] =
      email === ''
        ? []
        : await db
            .select({ id: users.id })
            .from(users)
            .where(eq(sql`lower(${users.email})`, email));
    return { email, phone, userId: account?.id ?? null };
  }

  return {
    async findDataSubject(request: FastifyRequest<{ Querystring: SubjectQuery }>) {
      return subjectSections(modules, db, await subjectOf(request.query));
    },

    async eraseDataSubject(request: FastifyRequest<{ Querystring: SubjectQuery }>) {
      const subject = await subjectOf(request.query);
      // All of it or nothing: a failure half-way leaves the person's data as it was.
      const counts = await db.transaction((tx) => eraseSubjectSections(modules, tx, subject));
      request.log.info({ ...counts, by: request.user?.id }, 'data subject erasure');
      // The features' erasure may free what cached answers hold taken (a lesson's slot): they go, everywhere.
      await contentChanged();
      void database.broadcastContentChange().catch(() => undefined);
      return counts;
    },
  };
}

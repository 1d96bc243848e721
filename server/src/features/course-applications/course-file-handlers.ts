import {
  CONSENT_ONLY_FOR_MINORS,
  type CourseApplicationDocumentKind,
  documentErrors,
  documentsFor,
  paymentErrors,
  paymentLimitsOf,
  scheduleErrors,
  wasMinor,
} from '@autoskola/rules/course-applications';
import { and, eq, sum } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { assertNoFieldErrors, HttpError, notFound } from '../../api/errors.ts';
import { currentUser } from '../../api/guard.ts';
import type { Db } from '../../db/database.ts';
import { type ApplicationRow, countedApplication, fileOf, toDetail } from './course-application-json.ts';
import {
  courseApplicationDocuments,
  courseApplicationInstalments,
  courseApplicationPayments,
  courseApplications,
} from './course-application-tables.ts';

type IdParams = { id: number };

/** A counted application, locked for the change (two instructors at once take turns). */
async function lockedApplication(tx: Db, id: number): Promise<ApplicationRow> {
  const [row] = await tx
    .select()
    .from(courseApplications)
    .where(and(eq(courseApplications.id, id), countedApplication))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The school's side of an application's file: the documents checklist, the schedule and the payments. */
export function courseFileHandlers({ database }: ApiContext) {
  const { db } = database;

  /** Runs a change of one application's file and answers with the application after it. */
  async function changed(id: number, change: (tx: Db, row: ApplicationRow) => Promise<void>) {
    const row = await db.transaction(async (tx) => {
      const current = await lockedApplication(tx, id);
      await change(tx, current);
      return current;
    });
    return { courseApplication: toDetail(row, await fileOf(db, row.id)) };
  }

  return {
    async setCourseApplicationDocument(
      request: FastifyRequest<{
        Params: IdParams & { document: CourseApplicationDocumentKind };
        Body: Schemas['CourseApplicationDocumentInput'];
      }>,
    ) {
      const { id, document: kind } = request.params;
      const input = request.body;
      assertNoFieldErrors(documentErrors(kind, input));
      return changed(id, async (tx, row) => {
        if (!documentsFor(wasMinor(row)).includes(kind)) {
          throw new HttpError(422, CONSENT_ONLY_FOR_MINORS);
        }
        const where = and(
          eq(courseApplicationDocuments.applicationId, row.id),
          eq(courseApplicationDocuments.kind, kind),
        );
        await tx.delete(courseApplicationDocuments).where(where);
        if (input.done) {
          await tx.insert(courseApplicationDocuments).values({
            applicationId: row.id,
            kind,
            date: input.date ?? '',
            validUntil: kind === 'medicalCertificate' ? (input.validUntil ?? null) : null,
          });
        }
      });
    },

    async setCourseApplicationSchedule(
      request: FastifyRequest<{ Params: IdParams; Body: Schemas['CourseApplicationScheduleInput'] }>,
    ) {
      const { instalments } = request.body;
      return changed(request.params.id, async (tx, row) => {
        assertNoFieldErrors(scheduleErrors(instalments, row.price));
        await tx.delete(courseApplicationInstalments).where(eq(courseApplicationInstalments.applicationId, row.id));
        await tx
          .insert(courseApplicationInstalments)
          .values(instalments.map((instalment) => ({ ...instalment, applicationId: row.id })));
      });
    },

    async addCourseApplicationPayment(
      request: FastifyRequest<{ Params: IdParams; Body: Schemas['CourseApplicationPaymentInput'] }>,
      reply: FastifyReply,
    ) {
      const input = request.body;
      assertNoFieldErrors(paymentErrors(input));
      const by = currentUser(request).email;
      const answer = await changed(request.params.id, async (tx, row) => {
        // Checked with the application locked: two payments at once cannot both fit the rest.
        const [received] = await tx
          .select({ paid: sum(courseApplicationPayments.amount) })
          .from(courseApplicationPayments)
          .where(eq(courseApplicationPayments.applicationId, row.id));
        const balance = row.price - Number(received?.paid ?? 0);
        assertNoFieldErrors(paymentErrors(input, paymentLimitsOf(row.submittedAt, balance)));
        await tx.insert(courseApplicationPayments).values({
          applicationId: row.id,
          amount: input.amount,
          date: input.date,
          method: input.method,
          note: input.note?.trim() || null,
          recordedBy: by,
        });
      });
      return reply.code(201).send(answer);
    },

    async deleteCourseApplicationPayment(request: FastifyRequest<{ Params: IdParams & { paymentId: number } }>) {
      return changed(request.params.id, async (tx, row) => {
        const deleted = await tx
          .delete(courseApplicationPayments)
          .where(
            and(
              eq(courseApplicationPayments.id, request.params.paymentId),
              eq(courseApplicationPayments.applicationId, row.id),
            ),
          )
          .returning({ id: courseApplicationPayments.id });
        if (deleted.length === 0) throw notFound();
      });
    },
  };
}

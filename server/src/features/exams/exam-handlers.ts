import { addDays, isCalendarDate, schoolDate } from '@autoskola/rules/calendar-dates';
import {
  ALREADY_ON_THIS_DATE,
  EXAM_DATE_HAS_REGISTRATIONS,
  EXAM_PASSED_NOTE,
  type ExamPart,
  type ExamRegistrationRefusal,
  earliestResit,
  examDateChangeErrors,
  examDateErrors,
  examNoteOf,
  examRegistrationRefusal,
  isOpenSitting,
  overrideReasonOf,
  partsDue,
  passedAll,
  registeredNote,
  resultRefusal,
  unregisteredNote,
  unregisterRefusal,
} from '@autoskola/rules/exams';
import type { LicenceGroup } from '@autoskola/rules/licence-groups';
import { overviewPeriodMessages } from '@autoskola/rules/overview';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { assertNoFieldErrors, HttpError, MESSAGES, notFound } from '../../api/errors.ts';
import { currentUser } from '../../api/guard.ts';
import type { Db } from '../../db/database.ts';
import type { AfterCommit } from '../../modules/feature-module.ts';
import {
  addHistoryLine,
  applicationIdsOfUser,
  applicationsInStatus,
  examApplicationsOf,
  readinessOf,
  returnToTraining,
  stepApplication,
} from './exam-facts.ts';
import { examDateOf, examDatesWhere, registrationsOf } from './exam-json.ts';
import { examMails } from './exam-mails.ts';
import { examDates, examRegistrations, examResults } from './exam-tables.ts';

type IdParams = { id: number };
type RegistrationParams = { id: number; registrationId: number };
type WindowQuery = { from?: string; to?: string };

/** Applications that ended: a move of a date they are still on tells them nothing. */
const CLOSED_STATUSES: readonly string[] = ['finished', 'cancelled'];
/** The start as a student reads it (to the minute): seconds that differ are no move. */
const minuteOf = (time: Date) => Math.floor(time.getTime() / 60_000);

/** The first day of the month three months after `date`'s month, minus a day: a window of three months. */
function threeMonthsFrom(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year, month - 1 + 3, day));
  return addDays(end.toISOString().slice(0, 10), -1);
}

const refused = (refusal: ExamRegistrationRefusal) => new HttpError(refusal.status, refusal.message, refusal.errors);

/** The date's row, locked for the transaction: registrations of one date take turns (its places). */
async function lockedDate(tx: Db, id: number) {
  const [date] = await tx.select().from(examDates).where(eq(examDates.id, id)).for('update');
  if (!date) throw notFound();
  return date;
}

/** A registration of a date, the date and the application held for the transaction (404 when not there). */
async function lockedRegistration(tx: Db, params: RegistrationParams) {
  const date = await lockedDate(tx, params.id);
  const [registration] = await tx
    .select()
    .from(examRegistrations)
    .where(and(eq(examRegistrations.id, params.registrationId), eq(examRegistrations.examDateId, date.id)));
  if (!registration) throw notFound();
  const application = (await examApplicationsOf(tx, [registration.applicationId], { lock: true })).get(
    registration.applicationId,
  );
  return { date, registration, application };
}

export function examHandlers(context: ApiContext) {
  const { database, config, outbox, site } = context;
  const { db } = database;
  const mails = examMails({ publicUrl: config.publicUrl, school: () => site.config.school });

  async function answer(id: number) {
    const examDate = await examDateOf(db, id);
    if (!examDate) throw notFound();
    return { examDate };
  }

  return {
    async listExamDates(request: FastifyRequest<{ Querystring: WindowQuery }>) {
      const today = schoolDate(new Date());
      const from = request.query.from ?? `${today.slice(0, 8)}01`;
      const to = request.query.to ?? threeMonthsFrom(from);
      if (!isCalendarDate(from) || !isCalendarDate(to)) throw new HttpError(400, MESSAGES.badRequest);
      // A window ending before it starts is a mistake to name, not an empty list.
      if (to < from) throw new HttpError(400, overviewPeriodMessages.reversed);
      const day = sql`(${examDates.startsAt} at time zone 'Europe/Bratislava')::date`;
      return { examDates: await examDatesWhere(db, sql`${day} between ${from}::date and ${to}::date`) };
    },

    async createExamDate(request: FastifyRequest<{ Body: Schemas['ExamDateInput'] }>, reply: FastifyReply) {
      const input = request.body;
      assertNoFieldErrors(examDateErrors(input, new Date()));
      const [row] = await db
        .insert(examDates)
        .values({
          startsAt: new Date(input.startsAt),
          place: input.place.trim(),
          licenceGroups: [...input.licenceGroups],
          places: input.places,
          note: examNoteOf(input.note),
        })
        .returning({ id: examDates.id });
      if (!row) throw new Error('insert returned no row');
      return reply.code(201).send(await answer(row.id));
    },

    async updateExamDate(request: FastifyRequest<{ Params: IdParams; Body: Schemas['ExamDateInput'] }>) {
      const input = request.body;
      const mailed = await db.transaction(async (tx) => {
        const date = await lockedDate(tx, request.params.id);
        const registered = await tx
          .select({
            id: examRegistrations.id,
            applicationId: examRegistrations.applicationId,
            parts: examRegistrations.parts,
          })
          .from(examRegistrations)
          .where(eq(examRegistrations.examDateId, date.id));
        const applications = await examApplicationsOf(
          tx,
          registered.map((row) => row.applicationId),
        );
        const stored = {
          startsAt: date.startsAt.toISOString(),
          place: date.place,
          licenceGroups: date.licenceGroups as LicenceGroup[],
          places: date.places,
          registeredGroups: [...applications.values()].map((application) => application.group),
        };
        const now = new Date();
        assertNoFieldErrors(examDateChangeErrors(input, stored, now));
        if (date.startsAt.getTime() <= now.getTime()) {
          await tx
            .update(examDates)
            .set({ note: examNoteOf(input.note) })
            .where(eq(examDates.id, date.id));
          return false;
        }
        const startsAt = new Date(input.startsAt);
        const place = input.place.trim();
        // Only a new start or place concerns the students: groups, places and the note are the school's.
        const moved = minuteOf(startsAt) !== minuteOf(date.startsAt) || place !== date.place;
        const revision = moved ? date.revision + 1 : date.revision;
        const note = examNoteOf(input.note);
        await tx
          .update(examDates)
          .set({ startsAt, place, licenceGroups: [...input.licenceGroups], places: input.places, note, revision })
          .where(eq(examDates.id, date.id));
        if (!moved) return false;
        // Every registered student still on the way to the exam hears of it, with the event updated.
        const told = registered.flatMap((registration) => {
          const application = applications.get(registration.applicationId);
          return application && !CLOSED_STATUSES.includes(application.status) ? [{ registration, application }] : [];
        });
        const before = { startsAt: date.startsAt, place: date.place };
        const outgoing = await Promise.all(
          told.map(({ registration, application }) =>
            mails.moved(
              {
                registrationId: registration.id,
                startsAt,
                place,
                note,
                parts: registration.parts as ExamPart[],
                studentEmail: application.email,
                studentId: application.userId,
                revision,
              },
              before,
            ),
          ),
        );
        if (outgoing.length > 0) await outbox.enqueue(outgoing, tx);
        return outgoing.length > 0;
      });
      if (mailed) {
        void outbox.kick();
        request.log.info({ examDate: request.params.id }, 'exam date moved, students told');
      }
      return answer(request.params.id);
    },

    async deleteExamDate(request: FastifyRequest<{ Params: IdParams }>, reply: FastifyReply) {
      await db.transaction(async (tx) => {
        const date = await lockedDate(tx, request.params.id);
        const registered = await tx.$count(examRegistrations, eq(examRegistrations.examDateId, date.id));
        if (registered > 0) throw new HttpError(409, EXAM_DATE_HAS_REGISTRATIONS);
        await tx.delete(examDates).where(eq(examDates.id, date.id));
      });
      return reply.code(204).send();
    },

    async listExamCandidates() {
      const applications = await applicationsInStatus(db, ['training', 'exam']);
      const registrations = await registrationsOf(
        db,
        applications.map((application) => application.id),
      );
      const candidates = await Promise.all(
        applications.map(async (application): Promise<Schemas['ExamCandidate'] | null> => {
          const sittings = registrations.filter((registration) => registration.applicationId === application.id);
          const due = partsDue(application.group, sittings);
          if (due.length === 0) return null;
          const readiness = await readinessOf(db, application.id);
          return {
            applicationId: application.id,
            studentName: application.name,
            licenceGroup: application.group,
            status: application.status as Schemas['ExamCandidate']['status'],
            ready: readiness?.ready ?? false,
            partsDue: due,
            earliestDate: earliestResit(application.group, sittings),
            registeredExamDateId: sittings.find(isOpenSitting)?.examDateId ?? null,
          };
        }),
      );
      return { candidates: candidates.filter((candidate) => candidate !== null) };
    },

    async registerForExam(
      request: FastifyRequest<{ Params: IdParams; Body: Schemas['ExamRegistrationInput'] }>,
      reply: FastifyReply,
    ) {
      const { applicationId } = request.body;
      const overrideReason = overrideReasonOf(request.body.overrideReason);
      const by = currentUser(request).email;
      const afterCommit = await db.transaction(async (tx) => {
        // The date first, then the application: every write of exams locks in this order.
        const date = await lockedDate(tx, request.params.id);
        const application = (await examApplicationsOf(tx, [applicationId], { lock: true })).get(applicationId);
        if (!application) throw notFound();
        const registered = await tx.$count(examRegistrations, eq(examRegistrations.examDateId, date.id));
        const sittings = await registrationsOf(tx, [applicationId]);
        const readiness = await readinessOf(tx, applicationId);
        const startsAt = date.startsAt.toISOString();
        const refusal = examRegistrationRefusal({
          application: { status: application.status, group: application.group, ready: readiness?.ready ?? false },
          examDate: {
            id: date.id,
            startsAt,
            licenceGroups: date.licenceGroups as LicenceGroup[],
            places: date.places,
            registered,
          },
          sittings,
          overrideReason,
          now: new Date(),
        });
        if (refusal) throw refused(refusal);
        const parts = partsDue(application.group, sittings);
        const kept = readiness?.ready ? null : overrideReason;
        const [row] = await tx
          .insert(examRegistrations)
          .values({ examDateId: date.id, applicationId, parts, overrideReason: kept, registeredBy: by })
          .onConflictDoNothing()
          .returning({ id: examRegistrations.id });
        if (!row) throw new HttpError(409, ALREADY_ON_THIS_DATE);
        const note = registeredNote(startsAt, kept);
        // The first registration signs the application up for the exam; a re-sit only adds to its history.
        let after: AfterCommit[] = [];
        if (application.status === 'training') {
          after = await stepApplication(context, tx, applicationId, { status: 'exam', by, note });
        } else {
          await addHistoryLine(tx, applicationId, { by, note });
        }
        await outbox.enqueue(
          [
            await mails.registered({
              registrationId: row.id,
              startsAt: date.startsAt,
              place: date.place,
              note: date.note,
              parts,
              studentEmail: application.email,
              studentId: application.userId,
              revision: date.revision,
            }),
          ],
          tx,
        );
        return after;
      });
      for (const after of afterCommit) after();
      void outbox.kick();
      request.log.info({ examDate: request.params.id, application: applicationId }, 'registered for an exam');
      return reply.code(201).send(await answer(request.params.id));
    },

    async unregisterFromExam(request: FastifyRequest<{ Params: RegistrationParams }>) {
      const by = currentUser(request).email;
      await db.transaction(async (tx) => {
        const { date, registration, application } = await lockedRegistration(tx, request.params);
        const results = await tx
          .select({ part: examResults.part, result: examResults.result })
          .from(examResults)
          .where(eq(examResults.registrationId, registration.id));
        const startsAt = date.startsAt.toISOString();
        const refusal = unregisterRefusal(
          startsAt,
          results.map((item) => ({ part: item.part as ExamPart, result: item.result as 'passed' })),
          new Date(),
        );
        if (refusal) throw refused(refusal);
        await tx.delete(examRegistrations).where(eq(examRegistrations.id, registration.id));
        const others = await tx.$count(
          examRegistrations,
          and(
            eq(examRegistrations.applicationId, registration.applicationId),
            ne(examRegistrations.id, registration.id),
          ),
        );
        const note = unregisteredNote(startsAt);
        // Its only registration withdrawn: the application is back in training.
        const returned = others === 0 && (await returnToTraining(tx, registration.applicationId, { by, note }));
        if (!returned) await addHistoryLine(tx, registration.applicationId, { by, note });
        if (application) {
          await outbox.enqueue(
            [
              await mails.withdrawn({
                registrationId: registration.id,
                startsAt: date.startsAt,
                place: date.place,
                note: date.note,
                parts: registration.parts as ExamPart[],
                studentEmail: application.email,
                studentId: application.userId,
                revision: date.revision,
              }),
            ],
            tx,
          );
        }
      });
      void outbox.kick();
      return answer(request.params.id);
    },

    async recordExamResult(request: FastifyRequest<{ Params: RegistrationParams; Body: Schemas['ExamResultInput'] }>) {
      const { part, result } = request.body;
      const by = currentUser(request).email;
      const afterCommit = await db.transaction(async (tx) => {
        const { date, registration, application } = await lockedRegistration(tx, request.params);
        if (!application) throw notFound();
        const refusal = resultRefusal(
          date.startsAt.toISOString(),
          registration.parts as ExamPart[],
          part,
          new Date(),
          application.status,
        );
        if (refusal) throw refused(refusal);
        await tx
          .insert(examResults)
          .values({ registrationId: registration.id, part, result, recordedBy: by })
          .onConflictDoUpdate({
            target: [examResults.registrationId, examResults.part],
            set: { result, recordedBy: by, recordedAt: sql`now()` },
          });
        // Every part passed: the application ends through course applications' own step.
        const sittings = await registrationsOf(tx, [registration.applicationId]);
        if (application.status === 'exam' && passedAll(application.group, sittings)) {
          return stepApplication(context, tx, registration.applicationId, {
            status: 'finished',
            by,
            note: EXAM_PASSED_NOTE,
          });
        }
        return [];
      });
      for (const after of afterCommit) after();
      return answer(request.params.id);
    },

    async getMyExams(request: FastifyRequest) {
      const user = currentUser(request);
      // An account whose address is not proven sees none (decision 0033): applicationIdsOfUser asks it.
      const registrations = await registrationsOf(db, await applicationIdsOfUser(db, user.id));
      return {
        exams: registrations.map((registration) => ({
          startsAt: registration.startsAt,
          place: registration.place,
          note: registration.note,
          parts: [...registration.parts],
        })),
      } satisfies Schemas['MyExams'];
    },
  };
}

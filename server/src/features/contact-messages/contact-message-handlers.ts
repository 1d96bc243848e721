import { formatIsoDate, schoolDate } from '@autoskola/rules/calendar-dates';
import {
  ALREADY_REPLIED,
  contactMessageErrors,
  EMPTY_REPLY,
  MESSAGE_SENT,
  NO_SENDER_EMAIL,
} from '@autoskola/rules/contact-messages';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { assertNoFieldErrors, HttpError, notFound } from '../../api/errors.ts';
import { type PageQuery, pagedList } from '../../api/pagination.ts';
import { GroupCommit } from '../../db/group-commit.ts';
import { insertRows } from '../../db/insert-rows.ts';
import type { FeatureNotification } from '../../modules/feature-module.ts';
import { notifiedInstructors } from '../../modules/notified-instructors.ts';
import { fullName, toDetail, toListItem } from './contact-message-json.ts';
import { contactMessages } from './contact-message-tables.ts';

type IdParams = { id: number };
type Row = typeof contactMessages.$inferSelect;

/** E-mailed to the instructors who switched it on ('Nastavenia'). */
export const NEW_CONTACT_FORM_MESSAGE = {
  type: 'newContactFormMessage' satisfies Schemas['ContactMessagesNotificationType'],
  defaultOn: false,
} as const satisfies FeatureNotification;

/** SPEC §5 contact-form rules (@autoskola/rules, as the form checks them), checked again here. */
function contactValues(input: Schemas['ContactMessageInput']) {
  assertNoFieldErrors(contactMessageErrors(input));
  return {
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    message: input.message.trim(),
    email: input.email?.trim() || null,
    phone: input.phone?.trim() || null,
  };
}

export function contactMessageHandlers({ database, config, outbox, site }: ApiContext) {
  const { db } = database;
  const adminUrl = `${config.publicUrl}/admin/kontaktny-formular`;

  async function find(id: number): Promise<Row> {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!row) throw notFound();
    return row;
  }

  // Messages and their notifications, stored together: one transaction for every message waiting.
  // Pipelined (decision 0031): the insert and the recipients' read leave with the BEGIN, the
  // e-mails with the COMMIT: two round trips instead of five.
  const inbox = new GroupCommit<ReturnType<typeof contactValues>, { mailQueued: boolean }>((batch) =>
    database.pipelinedTransaction(async (tx, withCommit) => {
      const [ids, recipients] = await Promise.all([
        insertRows(tx, contactMessages, ['firstname', 'lastname', 'email', 'phone', 'message'], batch),
        notifiedInstructors(tx, NEW_CONTACT_FORM_MESSAGE),
      ]);
      withCommit(() =>
        outbox.enqueue(
          ids.flatMap((id, index) => {
            const message = { ...(batch[index] as (typeof batch)[number]), id };
            return recipients.map((email) => ({
              to: email,
              subject: 'Nová správa z kontaktného formulára',
              replyTo: message.email,
              contactMessageId: message.id,
              body: [
                `Nová správa z kontaktného formulára od ${fullName(message)}.`,
                '',
                `E-mail: ${message.email ?? 'neuvedený'}`,
                `Telefón: ${message.phone ?? 'neuvedený'}`,
                '',
                message.message,
                '',
                `Odpovedať môžete v administrácii: ${adminUrl}`,
              ].join('\n'),
            }));
          }),
          tx,
        ),
      );
      return ids.map(() => ({ mailQueued: recipients.length > 0 }));
    }),
  );

  return {
    async addContactMessage(request: FastifyRequest<{ Body: Schemas['ContactMessageInput'] }>, reply: FastifyReply) {
      const success = { message: MESSAGE_SENT };
      // The honeypot field is invisible to people: a bot filled it. Answer as usual, keep nothing.
      if (request.body.website?.trim()) {
        request.log.info('contact form: honeypot filled, message dropped');
        return reply.code(201).send(success);
      }
      const { mailQueued } = await inbox.add(contactValues(request.body));
      // Waking the sender costs a database round; only when there is something to send.
      if (mailQueued) void outbox.kick();
      return reply.code(201).send(success);
    },

    async listContactMessages(request: FastifyRequest<{ Querystring: PageQuery }>) {
      const newestFirst = db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.dateAdd), desc(contactMessages.id));
      const { rows, pagesCount } = await pagedList(request.query, config.pageSize, newestFirst, () =>
        db.$count(contactMessages),
      );
      return { contactForms: rows.map(toListItem), pagesCount };
    },

    async getContactMessage(request: FastifyRequest<{ Params: IdParams }>) {
      return { contactForm: toDetail(await find(request.params.id)) };
    },

    async setContactMessageResolved(request: FastifyRequest<{ Params: IdParams; Body: { resolved: boolean } }>) {
      const [row] = await db
        .update(contactMessages)
        .set({
          dateResolved: request.body.resolved ? sql`coalesce(${contactMessages.dateResolved}, now())` : null,
        })
        .where(eq(contactMessages.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      return { contactForm: toDetail(row) };
    },

    async replyContactMessage(
      request: FastifyRequest<{ Params: IdParams; Body: { replyMessage: string; resolved?: boolean } }>,
    ) {
      const replyMessage = request.body.replyMessage.trim();
      if (replyMessage === '') {
        throw new HttpError(422, EMPTY_REPLY, {
          replyMessage: EMPTY_REPLY,
        });
      }
      const id = request.params.id;
      const row = await db.transaction(async (tx) => {
        // One statement decides: concurrent replies cannot both pass the "no reply yet" check.
        const [updated] = await tx
          .update(contactMessages)
          .set({
            replyMessage,
            dateReply: sql`now()`,
            ...(request.body.resolved ? { dateResolved: sql`coalesce(${contactMessages.dateResolved}, now())` } : {}),
          })
          .where(and(eq(contactMessages.id, id), isNull(contactMessages.dateReply), isNotNull(contactMessages.email)))
          .returning();
        if (!updated?.email) return null;
        await outbox.enqueue(
          [
            {
              to: updated.email,
              replyTo: site.config.school.email,
              contactMessageId: updated.id,
              subject: `Odpoveď na Vašu správu – ${site.config.school.name}`,
              body: [
                replyMessage,
                '',
                '--',
                site.config.school.name,
                `${site.config.school.street}, ${site.config.school.postalCode} ${site.config.school.town}`,
                `${site.config.school.phone} · ${site.config.school.email}`,
                '',
                // The school's day, whatever the server's own time zone.
                `Vaša správa z ${formatIsoDate(schoolDate(updated.dateAdd))}:`,
                ...updated.message.split('\n').map((line) => `> ${line}`),
              ].join('\n'),
            },
          ],
          tx,
        );
        return updated;
      });
      if (!row) {
        const existing = await find(id);
        if (existing.dateReply) throw new HttpError(409, ALREADY_REPLIED);
        throw new HttpError(422, NO_SENDER_EMAIL);
      }
      void outbox.kick();
      return { contactForm: toDetail(row) };
    },

    async deleteContactMessage(request: FastifyRequest<{ Params: IdParams }>, reply: FastifyReply) {
      const [row] = await db
        .delete(contactMessages)
        .where(eq(contactMessages.id, request.params.id))
        .returning({ id: contactMessages.id });
      if (!row) throw notFound();
      return reply.code(204).send();
    },
  };
}

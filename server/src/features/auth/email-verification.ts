import {
  ALREADY_VERIFIED,
  EMAIL_VERIFIED,
  VERIFICATION_LINK_INVALID,
  VERIFICATION_SENT,
} from '@autoskola/rules/accounts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { HttpError, MESSAGES } from '../../api/errors.ts';
import { currentUser } from '../../api/guard.ts';
import { users } from '../../db/core-tables.ts';
import type { Db } from '../../db/database.ts';
import type { OutgoingMail } from '../../mail/outbox.ts';
import { issueAccountLink, linkValidity, useAccountLink } from './account-links.ts';
import { emailVerifications } from './auth-tables.ts';

/** The page of mf-auth that reads the token from the address's fragment (never sent to a server). */
export const VERIFY_PAGE_PATH = '/overenie-emailu';

/**
 * Proving an account's e-mail (decision 0033): a single-use link to the address, stored as a
 * hash, until it expires. Registration sends one; a logged-in user may ask for another.
 */
export function emailVerification({ database, config, outbox, site }: ApiContext) {
  const { db } = database;

  /** Queues the link in the caller's transaction; older links of the account stop working. */
  async function sendLink(tx: Db, user: { id: number; email: string }): Promise<void> {
    const token = await issueAccountLink(tx, emailVerifications, user.id, config.emailVerificationTtlSeconds);
    const school = site.config.school.name;
    const mail: OutgoingMail = {
      to: user.email,
      userId: user.id,
      subject: `Overenie e-mailovej adresy – ${school}`,
      body: [
        'Dobrý deň,',
        '',
        `na stránke ${school} bol zaregistrovaný účet s adresou ${user.email}.`,
        'Adresu overíte tlačidlom na tejto stránke:',
        '',
        `${config.publicUrl}${VERIFY_PAGE_PATH}#token=${token}`,
        '',
        `Odkaz platí ${linkValidity(config.emailVerificationTtlSeconds)} a dá sa použiť iba raz.`,
        'Ak ste sa neregistrovali, tento e-mail ignorujte.',
        '',
        '--',
        school,
      ].join('\n'),
    };
    await outbox.enqueue([mail], tx);
  }

  const handlers = {
    async verifyEmail(request: FastifyRequest<{ Body: Schemas['EmailVerificationInput'] }>) {
      const verified = await db.transaction(async (tx) => {
        const userId = await useAccountLink(tx, emailVerifications, request.body.token);
        if (userId === null) return false;
        await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(eq(users.id, userId));
        return true;
      });
      if (!verified) throw new HttpError(400, VERIFICATION_LINK_INVALID);
      return { message: EMAIL_VERIFIED };
    },

    async resendEmailVerification(request: FastifyRequest, reply: FastifyReply) {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.id, currentUser(request).id));
      if (!user) throw new HttpError(401, MESSAGES.unauthorized);
      if (user.emailVerifiedAt) throw new HttpError(409, ALREADY_VERIFIED);
      await db.transaction((tx) => sendLink(tx, user));
      void outbox.kick();
      return reply.code(202).send({ message: VERIFICATION_SENT });
    },
  };
  return { sendLink, handlers };
}

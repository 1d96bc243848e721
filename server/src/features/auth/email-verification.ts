import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { HttpError, MESSAGES } from '../../api/errors.ts';
import { currentUser } from '../../api/guard.ts';
import { hashLinkToken, newLinkToken } from '../../auth/link-tokens.ts';
import { users } from '../../db/core-tables.ts';
import type { Db } from '../../db/database.ts';
import type { OutgoingMail } from '../../mail/outbox.ts';
import { emailVerifications } from './auth-tables.ts';

export const EMAIL_VERIFIED = 'E-mailová adresa bola overená.';
export const VERIFICATION_SENT = 'Na Váš e-mail sme poslali odkaz na overenie adresy.';
export const VERIFICATION_LINK_INVALID =
  'Odkaz na overenie e-mailu je neplatný, už bol použitý alebo vypršal. Požiadajte o nový v nastaveniach účtu.';
export const ALREADY_VERIFIED = 'E-mailová adresa je už overená.';
/** The page of mf-auth that reads the token from the address's fragment (never sent to a server). */
export const VERIFY_PAGE_PATH = '/overenie-emailu';

function hours(seconds: number): string {
  return seconds % 3600 === 0 ? `${seconds / 3600} h` : `${Math.round(seconds / 60)} min`;
}

/**
 * Proving an account's e-mail (decision 0033): a single-use link to the address, stored as a
 * hash, until it expires. Registration sends one; a logged-in user may ask for another.
 */
export function emailVerification({ database, config, outbox, site }: ApiContext) {
  const { db } = database;

  /** Queues the link in the caller's transaction; older links of the account stop working. */
  async function sendLink(tx: Db, user: { id: number; email: string }): Promise<void> {
    const { token, hash } = newLinkToken();
    await tx
      .update(emailVerifications)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)));
    await tx.insert(emailVerifications).values({
      userId: user.id,
      tokenHash: hash,
      expiresAt: sql`now() + make_interval(secs => ${config.emailVerificationTtlSeconds})`,
    });
    const school = site.config.school.name;
    const mail: OutgoingMail = {
      to: user.email,
      userId: user.id,
      subject: `Overenie e-mailovej adresy – ${school}`,
      body: [
        'Dobrý deň,',
        '',
        `na stránke ${school} bol zaregistrovaný účet s adresou ${user.email}.`,
        'Adresu overíte na tejto adrese:',
        '',
        `${config.publicUrl}${VERIFY_PAGE_PATH}#token=${token}`,
        '',
        `Odkaz platí ${hours(config.emailVerificationTtlSeconds)} a dá sa použiť iba raz.`,
        'Ak ste sa neregistrovali, tento e-mail ignorujte a na odkaz neklikajte.',
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
        // One statement takes the link: two uses at once cannot both succeed.
        const [link] = await tx
          .update(emailVerifications)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(emailVerifications.tokenHash, hashLinkToken(request.body.token)),
              isNull(emailVerifications.usedAt),
              gt(emailVerifications.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: emailVerifications.userId });
        if (!link) return false;
        await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(eq(users.id, link.userId));
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

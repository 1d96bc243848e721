import {
  API_RULE_MESSAGES,
  MIN_PASSWORD_LENGTH,
  PASSWORD_CHANGED,
  RESET_LINK_INVALID,
  RESET_REQUESTED,
} from '@autoskola/rules/accounts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { assertNoFieldErrors, HttpError } from '../../api/errors.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { users } from '../../db/core-tables.ts';
import { allowRecipientMail } from '../../mail/recipient-limit.ts';
import { issueAccountLink, linkValidity, useAccountLink } from './account-links.ts';
import { passwordResets } from './auth-tables.ts';

/** The page of mf-auth that reads the token from the address's fragment (never sent to a server). */
export const RESET_PAGE_PATH = '/obnovenie-hesla';

/** Resets asked for and not yet done; past it a request is answered as usual and dropped (logged). */
const MAX_WAITING_RESETS = 1000;

export function passwordResetHandlers({ database, config, outbox, site }: ApiContext) {
  const { db } = database;
  // The resets run one after another, after their answers (see requestPasswordReset).
  let queue: Promise<void> = Promise.resolve();
  let waiting = 0;

  /** The e-mail with a new link, if an account has the address and it had fewer than RATE_LIMIT_RESET_MAILS this hour. */
  async function sendReset(email: string, log: FastifyBaseLogger): Promise<void> {
    const sent = await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      if (!user) {
        log.info('password reset asked for an unknown e-mail');
        return false;
      }
      // Per recipient, whoever asks from wherever: a mailbox cannot be flooded with links.
      if (!(await allowRecipientMail(tx, 'password-reset', user.email, config.resetMailLimit))) {
        log.info('password reset: the address had its e-mails for the window, none sent');
        return false;
      }
      const token = await issueAccountLink(tx, passwordResets, user.id, config.passwordResetTtlSeconds);
      const link = `${config.publicUrl}${RESET_PAGE_PATH}#token=${token}`;
      await outbox.enqueue(
        [
          {
            to: user.email,
            userId: user.id,
            subject: `Obnovenie hesla – ${site.config.school.name}`,
            body: [
              'Dobrý deň,',
              '',
              `na stránke ${site.config.school.name} prišla žiadosť o nové heslo k účtu ${user.email}.`,
              'Nové heslo si nastavíte na tejto adrese:',
              '',
              link,
              '',
              `Odkaz platí ${linkValidity(config.passwordResetTtlSeconds)} a dá sa použiť iba raz.`,
              'Ak ste o nové heslo nežiadali, tento e-mail ignorujte; Vaše heslo zostáva bez zmeny.',
              '',
              '--',
              site.config.school.name,
            ].join('\n'),
          },
        ],
        tx,
      );
      return true;
    });
    if (sent) void outbox.kick();
  }

  return {
    /**
     * Answered before any work: the answer and its time are the same for a known address and an
     * unknown one (no lookup, no hashing, no e-mail waits before it), so neither tells who has an
     * account. The work follows in this instance, one reset after another; a crash in between
     * loses a reset, which the person asks for again.
     */
    async requestPasswordReset(
      request: FastifyRequest<{ Body: Schemas['PasswordResetRequest'] }>,
      reply: FastifyReply,
    ) {
      const email = request.body.email.trim().toLowerCase();
      if (!email) {
        // Nothing to look up.
      } else if (waiting >= MAX_WAITING_RESETS) {
        request.log.warn('password reset dropped: too many waiting');
      } else {
        waiting += 1;
        const log = request.log;
        queue = queue
          .then(() => sendReset(email, log))
          .catch((error: unknown) => log.error(error, 'password reset failed'))
          .finally(() => {
            waiting -= 1;
          });
      }
      return reply.code(202).send({ message: RESET_REQUESTED });
    },

    async confirmPasswordReset(request: FastifyRequest<{ Body: Schemas['PasswordResetConfirm'] }>) {
      const { token, password } = request.body;
      assertNoFieldErrors(
        password.length < MIN_PASSWORD_LENGTH ? { password: API_RULE_MESSAGES.passwordTooShort } : {},
        API_RULE_MESSAGES.validationFailed,
      );
      const passwordHash = await hashPassword(password);
      const changed = await db.transaction(async (tx) => {
        const userId = await useAccountLink(tx, passwordResets, token);
        if (userId === null) return false;
        await tx
          .update(users)
          // The link came to the mailbox: the address is proven too (decision 0033).
          .set({
            passwordHash,
            tokenVersion: sql`${users.tokenVersion} + 1`,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          })
          .where(eq(users.id, userId));
        return true;
      });
      if (!changed) throw new HttpError(400, RESET_LINK_INVALID);
      return { message: PASSWORD_CHANGED };
    },
  };
}

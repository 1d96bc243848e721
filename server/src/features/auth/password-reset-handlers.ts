import { API_RULE_MESSAGES, MIN_PASSWORD_LENGTH } from '@autoskola/rules/accounts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { assertNoFieldErrors, HttpError } from '../../api/errors.ts';
import { hashLinkToken, newLinkToken } from '../../auth/link-tokens.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { users } from '../../db/core-tables.ts';
import { passwordResets } from './auth-tables.ts';

export const RESET_REQUESTED = 'Ak k tomuto e-mailu existuje účet, poslali sme naň odkaz na nastavenie nového hesla.';
export const RESET_LINK_INVALID = 'Odkaz na obnovenie hesla je neplatný alebo vypršal. Požiadajte o nový.';
/** The page of mf-auth that reads the token from the address's fragment (never sent to a server). */
export const RESET_PAGE_PATH = '/obnovenie-hesla';

function duration(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? '1 hodinu' : `${seconds / 3600} h`;
  return `${Math.round(seconds / 60)} min`;
}

export function passwordResetHandlers({ database, config, outbox, site }: ApiContext) {
  const { db } = database;

  return {
    async requestPasswordReset(
      request: FastifyRequest<{ Body: Schemas['PasswordResetRequest'] }>,
      reply: FastifyReply,
    ) {
      const email = request.body.email.trim().toLowerCase();
      const [user] = email
        ? await db
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(eq(sql`lower(${users.email})`, email))
        : [];
      if (user) {
        const { token, hash } = newLinkToken();
        const link = `${config.publicUrl}${RESET_PAGE_PATH}#token=${token}`;
        await db.transaction(async (tx) => {
          // Only the newest link works.
          await tx
            .update(passwordResets)
            .set({ usedAt: sql`now()` })
            .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
          await tx.insert(passwordResets).values({
            userId: user.id,
            tokenHash: hash,
            expiresAt: sql`now() + make_interval(secs => ${config.passwordResetTtlSeconds})`,
          });
          await outbox.enqueue(
            [
              {
                to: user.email,
                userId: user.id,
                subject: `Obnovenie hesla – ${site.config.school.name}`,
                body: [
                  'Dobrý deň,',
                  '',
                  `niekto (pravdepodobne Vy) požiadal o nové heslo k účtu ${user.email} na stránke ${site.config.school.name}.`,
                  'Nové heslo si nastavíte na tejto adrese:',
                  '',
                  link,
                  '',
                  `Odkaz platí ${duration(config.passwordResetTtlSeconds)} a dá sa použiť iba raz.`,
                  'Ak ste o nové heslo nežiadali, tento e-mail ignorujte; Vaše heslo zostáva bez zmeny.',
                  '',
                  '--',
                  site.config.school.name,
                ].join('\n'),
              },
            ],
            tx,
          );
        });
        void outbox.kick();
      } else {
        request.log.info('password reset asked for an unknown e-mail');
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
        // One statement takes the link: two uses at once cannot both succeed.
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResets.tokenHash, hashLinkToken(token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!reset) return false;
        await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, reset.userId));
        return true;
      });
      if (!changed) throw new HttpError(400, RESET_LINK_INVALID);
      return { message: 'Heslo bolo zmenené. Teraz sa môžete prihlásiť.' };
    },
  };
}

import { API_RULE_MESSAGES, MIN_PASSWORD_LENGTH } from '@autoskola/rules/accounts';
import { EMAIL_PATTERN } from '@autoskola/rules/contact-details';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { assertNoFieldErrors, HttpError, MESSAGES } from '../../api/errors.ts';
import { currentUser } from '../../api/guard.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../auth/passwords.ts';
import { USER_ROLE } from '../../auth/tokens.ts';
import { users } from '../../db/core-tables.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { emailVerification } from './email-verification.ts';

export function authHandlers(context: ApiContext) {
  const { database, tokens, outbox } = context;
  const { db } = database;
  const verification = emailVerification(context);

  return {
    ...verification.handlers,

    /**
     * Grants ROLE_USER only; ROLE_INSTRUCTOR comes from the CLI (`npm run user:role`). The address
     * is not proven yet: a link to it is sent (decision 0033).
     */
    async register(request: FastifyRequest<{ Body: Schemas['Credentials'] }>, reply: FastifyReply) {
      const email = request.body.email.trim();
      const { password } = request.body;
      const errors: Record<string, string> = {};
      if (!EMAIL_PATTERN.test(email)) errors.email = 'This value is not a valid email address.';
      if (password.length < MIN_PASSWORD_LENGTH) errors.password = API_RULE_MESSAGES.passwordTooShort;
      assertNoFieldErrors(errors, API_RULE_MESSAGES.validationFailed);
      try {
        const passwordHash = await hashPassword(password);
        await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({ email, passwordHash, roles: [USER_ROLE] })
            .returning();
          if (user) await verification.sendLink(tx, user);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new HttpError(422, API_RULE_MESSAGES.validationFailed, { email: 'This value is already used.' });
        }
        throw error;
      }
      void outbox.kick();
      return reply.code(201).send({ message: 'Account created.' });
    },

    /** Accepts a token only while its user still exists. */
    async getCurrentUser(request: FastifyRequest) {
      const { id } = currentUser(request);
      const [user] = await db.select().from(users).where(eq(users.id, id));
      if (!user) throw new HttpError(401, MESSAGES.unauthorized);
      return {
        user: { id: user.id, email: user.email, roles: user.roles, emailVerified: user.emailVerifiedAt !== null },
      };
    },

    async login(request: FastifyRequest<{ Body: Schemas['Credentials'] }>) {
      const email = request.body.email.trim();
      const [user] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      const valid = user
        ? await verifyPassword(user.passwordHash, request.body.password)
        : await verifyAgainstNothing(request.body.password);
      if (!user || !valid) throw new HttpError(401, 'Invalid credentials.');
      return {
        token: await tokens.sign({ id: user.id, email: user.email, roles: user.roles, version: user.tokenVersion }),
      };
    },
  };
}

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

export function authHandlers({ database, tokens }: ApiContext) {
  const { db } = database;

  return {
    /** Grants ROLE_USER only; ROLE_INSTRUCTOR comes from the CLI (`npm run user:role`). */
    async register(request: FastifyRequest<{ Body: Schemas['Credentials'] }>, reply: FastifyReply) {
      const email = request.body.email.trim();
      const { password } = request.body;
      const errors: Record<string, string> = {};
      if (!EMAIL_PATTERN.test(email)) errors.email = 'This value is not a valid email address.';
      if (password.length < MIN_PASSWORD_LENGTH) errors.password = API_RULE_MESSAGES.passwordTooShort;
      assertNoFieldErrors(errors, API_RULE_MESSAGES.validationFailed);
      try {
        await db.insert(users).values({ email, passwordHash: await hashPassword(password), roles: [USER_ROLE] });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new HttpError(422, API_RULE_MESSAGES.validationFailed, { email: 'This value is already used.' });
        }
        throw error;
      }
      return reply.code(201).send({ message: 'Account created.' });
    },

    /** Accepts a token only while its user still exists. */
    async getCurrentUser(request: FastifyRequest) {
      const { id } = currentUser(request);
      const [user] = await db.select().from(users).where(eq(users.id, id));
      if (!user) throw new HttpError(401, MESSAGES.unauthorized);
      return { user: { id: user.id, email: user.email, roles: user.roles } };
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

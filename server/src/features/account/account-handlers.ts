import { API_RULE_MESSAGES, LAST_INSTRUCTOR, MIN_PASSWORD_LENGTH, WRONG_PASSWORD } from '@autoskola/rules/accounts';
import { arrayContains, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { assertNoFieldErrors, HttpError, MESSAGES } from '../../api/errors.ts';
import { currentUser } from '../../api/guard.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { INSTRUCTOR_ROLE } from '../../auth/tokens.ts';
import { users } from '../../db/core-tables.ts';
import { accountSections, eraseAccountData } from '../../modules/personal-data.ts';

export function accountHandlers({ database, tokens, modules, contentChanged }: ApiContext) {
  const { db } = database;

  async function account(request: FastifyRequest) {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, currentUser(request).id));
    if (!user) throw new HttpError(401, MESSAGES.unauthorized);
    return user;
  }

  return {
    async changePassword(request: FastifyRequest<{ Body: Schemas['PasswordChange'] }>) {
      const user = await account(request);
      const { currentPassword, newPassword } = request.body;
      const errors: Record<string, string> = {};
      if (!(await verifyPassword(user.passwordHash, currentPassword))) errors.currentPassword = WRONG_PASSWORD;
      if (newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = API_RULE_MESSAGES.passwordTooShort;
      assertNoFieldErrors(errors);
      const [updated] = await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, user.id))
        .returning();
      if (!updated) throw new HttpError(401, MESSAGES.unauthorized);
      // Every other session ends; this one continues with a token of the new version.
      return {
        token: await tokens.sign({
          id: updated.id,
          email: updated.email,
          roles: updated.roles,
          version: updated.tokenVersion,
        }),
      };
    },

    async exportAccount(request: FastifyRequest, reply: FastifyReply) {
      const user = await account(request);
      // The account itself, and each feature's section of what it keeps about it.
      const data = {
        exportedAt: new Date().toISOString(),
        account: {
          id: user.id,
          email: user.email,
          firstname: user.firstname,
          lastname: user.lastname,
          roles: user.roles,
          createdAt: user.createdAt.toISOString(),
        },
        ...(await accountSections(modules, db, user.id)),
      } as Schemas['AccountExport'];
      return reply
        .header('Content-Disposition', 'attachment; filename="moje-udaje.json"')
        .header('Cache-Control', 'no-store')
        .send(data);
    },

    async deleteAccount(request: FastifyRequest<{ Body: Schemas['AccountDelete'] }>, reply: FastifyReply) {
      const user = await account(request);
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        assertNoFieldErrors({ password: WRONG_PASSWORD });
      }
      const outcome = await db.transaction(async (tx) => {
        if (user.roles.includes(INSTRUCTOR_ROLE)) {
          // Locks every instructor row: two instructors deleting themselves at once cannot both pass.
          const instructors = await tx
            .select({ id: users.id })
            .from(users)
            .where(arrayContains(users.roles, [INSTRUCTOR_ROLE]))
            .for('update');
          if (instructors.length <= 1) return 'last-instructor' as const;
        }
        // What the features keep goes with it: their own erasure first, then ON DELETE CASCADE.
        await eraseAccountData(modules, tx, user.id);
        await tx.delete(users).where(eq(users.id, user.id));
        return 'deleted' as const;
      });
      if (outcome === 'last-instructor') throw new HttpError(409, LAST_INSTRUCTOR);
      request.log.info({ userId: user.id }, 'account deleted by its owner');
      // The features' erasure may free what cached answers hold taken (a lesson's slot): they go, everywhere.
      await contentChanged();
      void database.broadcastContentChange().catch(() => undefined);
      return reply.code(204).send();
    },
  };
}

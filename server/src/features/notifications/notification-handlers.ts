import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { currentUser } from '../../api/guard.ts';
import { userNotifications } from '../../db/core-tables.ts';

type TypeParams = { type: Schemas['NotificationType'] };

export function notificationHandlers({ database }: ApiContext) {
  const { db } = database;

  async function enabled(userId: number) {
    const rows = await db
      .select({ type: userNotifications.type })
      .from(userNotifications)
      .where(eq(userNotifications.userId, userId))
      .orderBy(asc(userNotifications.type));
    return { userNotifications: rows.map((row) => row.type as Schemas['NotificationType']) };
  }

  return {
    async listUserNotifications(request: FastifyRequest) {
      return enabled(currentUser(request).id);
    },

    async addUserNotification(request: FastifyRequest<{ Params: TypeParams }>) {
      const user = currentUser(request);
      await db.insert(userNotifications).values({ userId: user.id, type: request.params.type }).onConflictDoNothing();
      return enabled(user.id);
    },

    async deleteUserNotification(request: FastifyRequest<{ Params: TypeParams }>) {
      const user = currentUser(request);
      await db
        .delete(userNotifications)
        .where(and(eq(userNotifications.userId, user.id), eq(userNotifications.type, request.params.type)));
      return enabled(user.id);
    },
  };
}

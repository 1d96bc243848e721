import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { currentUser, type SessionUser } from '../../api/guard.ts';
import { INSTRUCTOR_ROLE } from '../../auth/tokens.ts';
import { userNotifications } from '../../db/core-tables.ts';
import type { Db } from '../../db/database.ts';
import { DEFAULT_ON_NOTIFICATIONS, notificationEnabled } from '../../modules/notified-instructors.ts';

type TypeParams = { type: Schemas['NotificationType'] };

/**
 * The types a user gets: the stored choices (on or off) over the types' defaults, which hold for
 * instructors only (nobody else is sent them).
 */
export async function enabledNotifications(
  db: Db,
  user: { id: number; roles: string[] },
): Promise<Schemas['NotificationType'][]> {
  const rows = await db
    .select({ type: userNotifications.type, enabled: userNotifications.enabled })
    .from(userNotifications)
    .where(eq(userNotifications.userId, user.id));
  const choices = new Map(rows.map((row) => [row.type, row.enabled]));
  const defaults = user.roles.includes(INSTRUCTOR_ROLE) ? DEFAULT_ON_NOTIFICATIONS : [];
  const types = new Set([...choices.keys(), ...defaults]);
  return [...types]
    .filter((type) => notificationEnabled(type, choices.get(type)))
    .sort() as Schemas['NotificationType'][];
}

export function notificationHandlers({ database }: ApiContext) {
  const { db } = database;

  /** A choice is stored either way, so switching a default-on type off sticks. */
  async function choose(user: SessionUser, type: Schemas['NotificationType'], enabled: boolean) {
    await db
      .insert(userNotifications)
      .values({ userId: user.id, type, enabled })
      .onConflictDoUpdate({ target: [userNotifications.userId, userNotifications.type], set: { enabled } });
    return { userNotifications: await enabledNotifications(db, user) };
  }

  return {
    async listUserNotifications(request: FastifyRequest) {
      return { userNotifications: await enabledNotifications(db, currentUser(request)) };
    },

    async addUserNotification(request: FastifyRequest<{ Params: TypeParams }>) {
      return choose(currentUser(request), request.params.type, true);
    },

    async deleteUserNotification(request: FastifyRequest<{ Params: TypeParams }>) {
      const user = currentUser(request);
      // A default-off type needs no row to be off; a default-on one keeps its 'off'.
      if (!DEFAULT_ON_NOTIFICATIONS.has(request.params.type)) {
        await db
          .delete(userNotifications)
          .where(and(eq(userNotifications.userId, user.id), eq(userNotifications.type, request.params.type)));
        return { userNotifications: await enabledNotifications(db, user) };
      }
      return choose(user, request.params.type, false);
    },
  };
}

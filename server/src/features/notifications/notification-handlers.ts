import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { HttpError, MESSAGES } from '../../api/errors.ts';
import { currentUser, type SessionUser } from '../../api/guard.ts';
import { INSTRUCTOR_ROLE } from '../../auth/tokens.ts';
import { userNotifications } from '../../db/core-tables.ts';
import type { Db } from '../../db/database.ts';
import type { FeatureNotification } from '../../modules/feature-module.ts';
import { declaredNotifications, notificationEnabled } from '../../modules/notified-instructors.ts';

type TypeParams = { type: Schemas['NotificationType'] };

/**
 * A type no feature declares, answered as the contract's enum answered it while it listed every
 * feature's types: the same 400 (the path's schema is now any text).
 */
const UNKNOWN_TYPE = MESSAGES.badRequest;

/**
 * The types a user gets: the stored choices (on or off) over the types' defaults, which hold for
 * instructors only (nobody else is sent them).
 */
export async function enabledNotifications(
  db: Db,
  user: { id: number; roles: string[] },
  declared: ReadonlyMap<string, FeatureNotification>,
): Promise<Schemas['NotificationType'][]> {
  const rows = await db
    .select({ type: userNotifications.type, enabled: userNotifications.enabled })
    .from(userNotifications)
    .where(eq(userNotifications.userId, user.id));
  const choices = new Map(rows.map((row) => [row.type, row.enabled]));
  const defaults = user.roles.includes(INSTRUCTOR_ROLE)
    ? [...declared.values()].filter((notification) => notification.defaultOn).map(({ type }) => type)
    : [];
  const types = new Set([...choices.keys(), ...defaults]);
  return [...types].filter((type) => notificationEnabled(declared.get(type), choices.get(type))).sort();
}

export function notificationHandlers({ database, modules }: ApiContext) {
  const { db } = database;
  const declared = declaredNotifications(modules);

  /** The feature's declaration of the type; a type no module declares is refused. */
  function notificationOf(type: string): FeatureNotification {
    const notification = declared.get(type);
    if (!notification) throw new HttpError(400, UNKNOWN_TYPE);
    return notification;
  }

  /** A choice is stored either way, so switching a default-on type off sticks. */
  async function choose(user: SessionUser, type: Schemas['NotificationType'], enabled: boolean) {
    await db
      .insert(userNotifications)
      .values({ userId: user.id, type, enabled })
      .onConflictDoUpdate({ target: [userNotifications.userId, userNotifications.type], set: { enabled } });
    return { userNotifications: await enabledNotifications(db, user, declared) };
  }

  return {
    async listUserNotifications(request: FastifyRequest) {
      return { userNotifications: await enabledNotifications(db, currentUser(request), declared) };
    },

    async addUserNotification(request: FastifyRequest<{ Params: TypeParams }>) {
      notificationOf(request.params.type);
      return choose(currentUser(request), request.params.type, true);
    },

    async deleteUserNotification(request: FastifyRequest<{ Params: TypeParams }>) {
      const { type } = request.params;
      const user = currentUser(request);
      // A default-off type needs no row to be off; a default-on one keeps its 'off'.
      if (!notificationOf(type).defaultOn) {
        await db
          .delete(userNotifications)
          .where(and(eq(userNotifications.userId, user.id), eq(userNotifications.type, type)));
        return { userNotifications: await enabledNotifications(db, user, declared) };
      }
      return choose(user, type, false);
    },
  };
}

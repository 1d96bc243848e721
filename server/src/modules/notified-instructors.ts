import { and, arrayContains, eq, notExists, sql } from 'drizzle-orm';
import { INSTRUCTOR_ROLE } from '../auth/tokens.ts';
import { userNotifications, users } from '../db/core-tables.ts';
import type { Db } from '../db/database.ts';
import type { FeatureModule, FeatureNotification } from './feature-module.ts';

/**
 * Every feature's notifications by type (their modules' `notifications`): which types exist, and
 * which an instructor gets until switching them off (issue 51: an opt-in e-mail went unnoticed).
 */
export const declaredNotifications = (modules: readonly FeatureModule[]): ReadonlyMap<string, FeatureNotification> =>
  new Map(
    modules.flatMap((module) => module.notifications ?? []).map((notification) => [notification.type, notification]),
  );

/** Whether a user gets this type: their stored choice, else the type's default. */
export const notificationEnabled = (notification: FeatureNotification | undefined, choice: boolean | undefined) =>
  choice ?? notification?.defaultOn ?? false;

/** The e-mails of the instructors who get this notification (Nastavenia, or a feature's own switch). */
export async function notifiedInstructors(
  db: Pick<Db, 'select'>,
  { type, defaultOn }: FeatureNotification,
): Promise<string[]> {
  const instructor = arrayContains(users.roles, [INSTRUCTOR_ROLE]);
  if (defaultOn) {
    // Every instructor but those who switched it off.
    const rows = await db
      .select({ email: users.email })
      .from(users)
      .where(
        and(
          instructor,
          notExists(
            db
              .select({ one: sql`1` })
              .from(userNotifications)
              .where(
                and(
                  eq(userNotifications.userId, users.id),
                  eq(userNotifications.type, type),
                  eq(userNotifications.enabled, false),
                ),
              ),
          ),
        ),
      );
    return rows.map((row) => row.email);
  }
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(userNotifications, eq(userNotifications.userId, users.id))
    .where(and(eq(userNotifications.type, type), eq(userNotifications.enabled, true), instructor));
  return rows.map((row) => row.email);
}

import { and, arrayContains, eq, notExists, sql } from 'drizzle-orm';
import { INSTRUCTOR_ROLE } from '../auth/tokens.ts';
import { userNotifications, users } from '../db/core-tables.ts';
import type { Db } from '../db/database.ts';

/**
 * The types an instructor gets until switching them off (issue 51: nobody noticed new
 * applications while the e-mail was opt-in). The others are sent only to those who switched them on.
 */
export const DEFAULT_ON_NOTIFICATIONS: ReadonlySet<string> = new Set(['newCourseApplication']);

/** Whether a user gets this type: their stored choice, else the type's default. */
export const notificationEnabled = (type: string, choice: boolean | undefined) =>
  choice ?? DEFAULT_ON_NOTIFICATIONS.has(type);

/** The e-mails of the instructors who get this notification (Nastavenia, or a feature's own switch). */
export async function notifiedInstructors(db: Pick<Db, 'select'>, type: string): Promise<string[]> {
  const instructor = arrayContains(users.roles, [INSTRUCTOR_ROLE]);
  if (DEFAULT_ON_NOTIFICATIONS.has(type)) {
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

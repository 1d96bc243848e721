import { and, arrayContains, eq } from 'drizzle-orm';
import { INSTRUCTOR_ROLE } from '../auth/tokens.ts';
import { userNotifications, users } from '../db/core-tables.ts';
import type { Db } from '../db/database.ts';

/** The e-mails of the instructors who chose this notification (Nastavenia, or a feature's own switch). */
export async function notifiedInstructors(db: Pick<Db, 'select'>, type: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(userNotifications, eq(userNotifications.userId, users.id))
    .where(and(eq(userNotifications.type, type), arrayContains(users.roles, [INSTRUCTOR_ROLE])));
  return rows.map((row) => row.email);
}

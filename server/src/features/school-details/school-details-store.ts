import type { SchoolDetailsValues } from '@autoskola/rules/school-details';
import type { SchoolDetails } from '@autoskola/school';
import { eq, sql } from 'drizzle-orm';
import { INSTRUCTOR_ROLE } from '../../auth/tokens.ts';
import type { ServerConfig } from '../../config.ts';
import { users } from '../../db/core-tables.ts';
import type { Db } from '../../db/database.ts';
import { schoolDetails } from './school-details-tables.ts';

/** The details as saved by instructors, over the server's SCHOOL_* settings (the first values). */
export async function readSchoolDetails(db: Db, config: Pick<ServerConfig, 'school'>): Promise<SchoolDetails> {
  const [row] = await db.select({ details: schoolDetails.details }).from(schoolDetails).where(eq(schoolDetails.id, 1));
  return { ...config.school, ...row?.details };
}

export async function saveSchoolDetails(db: Db, details: SchoolDetailsValues): Promise<void> {
  await db
    .insert(schoolDetails)
    .values({ details })
    .onConflictDoUpdate({ target: schoolDetails.id, set: { details, updatedAt: new Date() } });
}

/** Whether anyone may administer the site yet: until then the first start's setup is open. */
export async function instructorExists(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${INSTRUCTOR_ROLE} = ANY(${users.roles})`)
    .limit(1);
  return row !== undefined;
}

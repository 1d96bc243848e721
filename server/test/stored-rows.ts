import { getTableName } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import * as schema from '../src/features/tables.ts';

/** Every table the server writes. */
export const TABLES = [
  schema.users,
  schema.offers,
  schema.learningMaterialCategories,
  schema.learningMaterials,
  schema.contactMessages,
  schema.userNotifications,
  schema.passwordResets,
  schema.emailVerifications,
  schema.mailOutbox,
];

/** Every row of every table as JSON, sorted, by table name: what "nothing changed" is checked against. */
export async function storedRows(db: Db): Promise<Record<string, string[]>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => [
      getTableName(table),
      (await db.select().from(table)).map((row) => JSON.stringify(row)).sort(),
    ]),
  );
  return Object.fromEntries(entries);
}

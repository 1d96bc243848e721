import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { learningMaterialCategories as categories } from './learning-material-tables.ts';

/*
 * What other features may ask of learning materials (decision 0023, issue 53): its categories,
 * which theory tests' questions belong to. No other feature imports this folder's other files
 * (features/import-graph.test.ts).
 */

export interface Category {
  id: number;
  name: string;
}

/** The categories of those names, by id (the demo's, seeded before the questions). */
export function categoriesNamed(db: Db, names: readonly string[]): Promise<Category[]> {
  if (names.length === 0) return Promise.resolve([]);
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.name, [...names]))
    .orderBy(categories.id);
}

/** The active categories in the order the school set (position, then id). */
export function activeCategories(db: Db): Promise<Category[]> {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.active, true))
    .orderBy(asc(categories.position), asc(categories.id));
}

/** The names of the categories asked, by id (those that exist). */
export async function categoryNamesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

/** SPEC §3 learning-material categories and materials. */
export const learningMaterialCategories = pgTable(
  'learning_material_categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 30 }).notNull(),
    position: integer('position').notNull().default(1),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    check('categories_position_not_negative', sql`${table.position} >= 0`),
    index('categories_position_idx').on(table.position, table.id),
  ],
);

export const learningMaterials = pgTable(
  'learning_materials',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    // RESTRICT: a category that still holds materials cannot be deleted (SPEC §5).
    categoryId: integer('category_id')
      .notNull()
      .references(() => learningMaterialCategories.id, { onDelete: 'restrict' }),
    content: text('content').notNull(),
    position: integer('position').notNull().default(1),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    check('materials_position_not_negative', sql`${table.position} >= 0`),
    index('materials_category_position_idx').on(table.categoryId, table.position, table.id),
  ],
);

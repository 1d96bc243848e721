import type { SchoolDetailsValues } from '@autoskola/rules/school-details';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The school's details as instructors saved them; until then the server's SCHOOL_* settings. */
export const schoolDetails = pgTable(
  'school_details',
  {
    id: integer('id').primaryKey().default(1),
    details: jsonb('details').$type<SchoolDetailsValues>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('school_details_single_row', sql`${table.id} = 1`)],
);

/** The first start's one-time token, while no instructor exists (deleted by the setup). */
export const siteSetup = pgTable(
  'site_setup',
  {
    id: integer('id').primaryKey().default(1),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('site_setup_single_row', sql`${table.id} = 1`)],
);

import type { SchoolDetailsValues } from '@autoskola/rules/school-details';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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

// The school's payment settings (issue 51), set in the setup and 'Údaje o škole'. The tables keep
// the names they were made with (migration 0006), when they were the applications' settings.

/** 'Obchodné podmienky': every saved edit is a new version, kept while an application refers to it. */
export const courseTerms = pgTable('course_terms', {
  version: serial('version').primaryKey(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: varchar('created_by', { length: 254 }),
});

/** The account students pay to; one row (id 1), absent until an instructor saves it. */
export const coursePaymentAccount = pgTable(
  'course_payment_account',
  {
    id: integer('id').primaryKey().default(1),
    iban: varchar('iban', { length: 34 }).notNull(),
    recipient: varchar('recipient', { length: 70 }).notNull(),
  },
  (table) => [check('course_payment_account_single_row', sql`${table.id} = 1`)],
);

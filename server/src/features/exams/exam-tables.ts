import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
// The declared link to another feature: a registration is one application's, and goes with it.
import { courseApplications } from '../course-applications/course-application-tables.ts';

const PARTS = "'test', 'maintenance', 'driving'";
const RESULTS = "'passed', 'failed', 'absent'";

/** 'Termín skúšky' (issue 54): a date the police set, as the school records it. No personal data. */
export const examDates = pgTable(
  'exam_dates',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    place: varchar('place', { length: 200 }).notNull(),
    licenceGroups: text('licence_groups').array().notNull(),
    places: integer('places').notNull(),
    note: varchar('note', { length: 1000 }),
    /**
     * How many times the start or the place moved: the calendar events' SEQUENCE (RFC 5546). A
     * registration's REQUEST carries the revision it was sent at, a CANCEL revision + 1; each move
     * adds one and sends a new REQUEST, so every later message of an event outranks the earlier.
     */
    revision: integer('revision').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('exam_dates_starts_idx').on(table.startsAt),
    check('exam_dates_places', sql`${table.places} between 1 and 50`),
  ],
);

/**
 * 'Prihlásenie na skúšku': one application on one date for some parts (a re-sit: those not yet
 * passed). RESTRICT: a date with registrations is not deleted; CASCADE: it goes with the application.
 */
export const examRegistrations = pgTable(
  'exam_registrations',
  {
    id: serial('id').primaryKey(),
    examDateId: integer('exam_date_id')
      .notNull()
      .references(() => examDates.id, { onDelete: 'restrict' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => courseApplications.id, { onDelete: 'cascade' }),
    parts: text('parts').array().notNull(),
    /** Why an application not ready for the exam was registered; null when it was ready. */
    overrideReason: varchar('override_reason', { length: 500 }),
    /** The instructor's e-mail as it was. */
    registeredBy: varchar('registered_by', { length: 254 }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('exam_registrations_date_application_unique').on(table.examDateId, table.applicationId),
    index('exam_registrations_application_idx').on(table.applicationId),
    check(
      'exam_registrations_parts',
      sql`cardinality(${table.parts}) > 0 and ${table.parts} <@ ARRAY[${sql.raw(PARTS)}]::text[]`,
    ),
  ],
);

/** The result of one registered part. */
export const examResults = pgTable(
  'exam_results',
  {
    registrationId: integer('registration_id')
      .notNull()
      .references(() => examRegistrations.id, { onDelete: 'cascade' }),
    part: varchar('part', { length: 16 }).notNull(),
    result: varchar('result', { length: 16 }).notNull(),
    recordedBy: varchar('recorded_by', { length: 254 }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.registrationId, table.part] }),
    check('exam_results_part', sql`${table.part} IN (${sql.raw(PARTS)})`),
    check('exam_results_result', sql`${table.result} IN (${sql.raw(RESULTS)})`),
  ],
);

/** What the school shows of its exams in public ('Údaje o škole'); one row (id 1), off until saved. */
export const examSettings = pgTable(
  'exam_settings',
  {
    id: integer('id').primaryKey().default(1),
    showPassRate: boolean('show_pass_rate').notNull().default(false),
  },
  (table) => [check('exam_settings_single_row', sql`${table.id} = 1`)],
);

import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/core-tables.ts';
// The declared links to other features: an application is for one of the school's offers, and
// keeps the version of the school's terms its applicant accepted.
import { offers } from '../offers/offer-tables.ts';
import { courseTerms } from '../school-details/school-details-tables.ts';

/** The running part of an application's number: 202600001, 202600002 … (the payments' variable symbol). */
export const courseApplicationNumbers = pgSequence('course_application_number_seq');

const STATUSES = "'new', 'verified', 'enrolled', 'training', 'exam', 'finished', 'cancelled'";

/**
 * Applications for a course (issue 38). One counts once `confirmed_at` is set and, for a minor,
 * `parent_consent_at`; until then it waits for the e-mails' links, and after 7 days it is deleted.
 * The links' tokens are kept only as SHA-256 hashes.
 */
export const courseApplications = pgTable(
  'course_applications',
  {
    id: serial('id').primaryKey(),
    number: integer('number')
      .notNull()
      .default(sql`(extract(year from now())::integer * 100000 + nextval('course_application_number_seq')::integer)`),
    // SET NULL: the application outlives a deleted offer; it keeps the course's name and group.
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    courseName: varchar('course_name', { length: 50 }).notNull(),
    licenceGroup: varchar('licence_group', { length: 2 }).notNull(),
    /** Cents (decision 0035): the offer's whole-euro price × 100 when sent, fixed again at enrolment. */
    price: integer('price').notNull(),
    // SET NULL: a deleted account's applications stay with the school (retention decides).
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstname: varchar('firstname', { length: 50 }).notNull(),
    lastname: varchar('lastname', { length: 50 }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    email: varchar('email', { length: 180 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    street: varchar('street', { length: 100 }).notNull(),
    town: varchar('town', { length: 60 }).notNull(),
    postalCode: varchar('postal_code', { length: 6 }).notNull(),
    heldGroups: text('held_groups').array().notNull().default(sql`ARRAY[]::text[]`),
    note: varchar('note', { length: 1000 }),
    parentName: varchar('parent_name', { length: 100 }),
    parentEmail: varchar('parent_email', { length: 180 }),
    /** The version of the terms the applicant accepted; null when the school had none yet. */
    termsVersion: integer('terms_version').references(() => courseTerms.version, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16 }).notNull().default('new'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the status last changed: cancelled and finished files are kept for a time from it. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    consentTokenHash: text('consent_token_hash'),
    parentConsentAt: timestamp('parent_consent_at', { withTimezone: true }),
    /** Set at confirmation when no account has the e-mail: lets the applicant choose a password. */
    accountTokenHash: text('account_token_hash'),
    accountTokenExpiresAt: timestamp('account_token_expires_at', { withTimezone: true }),
  },
  (table) => [
    check('course_applications_status', sql`${table.status} IN (${sql.raw(STATUSES)})`),
    check('course_applications_price_not_negative', sql`${table.price} >= 0`),
    uniqueIndex('course_applications_number_unique').on(table.number),
    // One open application per e-mail and course; the database decides between two at once.
    uniqueIndex('course_applications_open_unique')
      .on(sql`lower(${table.email})`, table.offerId)
      .where(sql`${table.status} NOT IN ('finished', 'cancelled')`),
    index('course_applications_submitted_idx').on(table.submittedAt, table.id),
    index('course_applications_user_idx').on(table.userId),
    uniqueIndex('course_applications_confirm_token_unique').on(table.confirmTokenHash),
    uniqueIndex('course_applications_consent_token_unique').on(table.consentTokenHash),
    uniqueIndex('course_applications_account_token_unique').on(table.accountTokenHash),
  ],
);

/** Every status an application passed through: who, when, why. */
export const courseApplicationEvents = pgTable(
  'course_application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => courseApplications.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The instructor's e-mail as it was; null for the applicant's own steps. */
    by: varchar('by', { length: 254 }),
    note: varchar('note', { length: 500 }),
  },
  (table) => [
    index('course_application_events_application_idx').on(table.applicationId, table.id),
    // The owner's overview counts a period's steps (issue 54): a range on the time, not the whole history.
    index('course_application_events_status_at_idx').on(table.status, table.at),
  ],
);

/**
 * The documents checklist: a row is a document the school has (with the day it came). Only dates:
 * no scan of a health document is uploaded or stored (special-category data, GDPR art. 9).
 */
export const courseApplicationDocuments = pgTable(
  'course_application_documents',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => courseApplications.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.kind] }),
    check(
      'course_application_documents_kind',
      sql`${table.kind} IN ('medicalCertificate', 'firstAidCourse', 'parentConsent')`,
    ),
  ],
);

/** The payment schedule: a deposit and instalments, each with its reminders' times. */
export const courseApplicationInstalments = pgTable(
  'course_application_instalments',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => courseApplications.id, { onDelete: 'cascade' }),
    /** Cents (decision 0035). */
    amount: integer('amount').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The reminder 3 days before, and the one when overdue: each sent once. */
    remindedBeforeAt: timestamp('reminded_before_at', { withTimezone: true }),
    remindedOverdueAt: timestamp('reminded_overdue_at', { withTimezone: true }),
  },
  (table) => [
    check('course_application_instalments_amount_positive', sql`${table.amount} > 0`),
    index('course_application_instalments_application_idx').on(table.applicationId, table.dueDate),
  ],
);

/** Payments received: by bank transfer or in cash. */
export const courseApplicationPayments = pgTable(
  'course_application_payments',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => courseApplications.id, { onDelete: 'cascade' }),
    /** Cents (decision 0035). */
    amount: integer('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    note: varchar('note', { length: 200 }),
    recordedBy: varchar('recorded_by', { length: 254 }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('course_application_payments_amount_positive', sql`${table.amount} > 0`),
    check('course_application_payments_method', sql`${table.method} IN ('transfer', 'cash')`),
    index('course_application_payments_application_idx').on(table.applicationId, table.id),
    // The overview's payments of a period (the accountant's list), in the list's order.
    index('course_application_payments_date_idx').on(table.date, table.id),
  ],
);

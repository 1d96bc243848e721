import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** One PostgreSQL schema for the embedded database and a PostgreSQL server alike (SPEC §3 entities). */

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(sql`ARRAY['ROLE_USER']::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** In every login token ('ver'); raised when the password changes, so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
  },
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    theory: varchar('theory', { length: 30 }),
    trainer: varchar('trainer', { length: 30 }),
    practice: varchar('practice', { length: 30 }),
    extraInfo: varchar('extra_info', { length: 50 }),
    length: varchar('length', { length: 20 }).notNull(),
    price: integer('price').notNull(),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    /** Set when an image is stored; also busts caches when the image is replaced. */
    imageUpdatedAt: timestamp('image_updated_at', { withTimezone: true }),
  },
  (table) => [
    check('offers_price_not_negative', sql`${table.price} >= 0`),
    check('offers_position_not_negative', sql`${table.position} >= 0`),
    index('offers_position_idx').on(table.position, table.id),
  ],
);

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

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    firstname: varchar('firstname', { length: 100 }).notNull(),
    lastname: varchar('lastname', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 30 }),
    message: text('message').notNull(),
    dateAdd: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    dateResolved: timestamp('date_resolved', { withTimezone: true }),
    dateReply: timestamp('date_reply', { withTimezone: true }),
    replyMessage: text('reply_message'),
  },
  (table) => [
    index('contact_messages_date_add_idx').on(table.dateAdd, table.id),
    // Only resolved messages: the retention job is its one reader, and a new message (unresolved)
    // then writes one index entry less.
    index('contact_messages_date_resolved_idx').on(table.dateResolved).where(sql`${table.dateResolved} IS NOT NULL`),
    // No index on lower(email) (dropped in migration 0004): its one reader, a data-subject search,
    // runs a few times a year and scans 10,000 messages in about 8 ms, while every message sent
    // paid about 10 µs of its 36 µs for it (in PGlite, the embedded database until decision 0021).
  ],
);

export const userNotifications = pgTable(
  'user_notifications',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 64 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);

/** Forgotten-password links: only a hash of the token is stored; each link works once, until it expires. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('password_resets_token_hash_unique').on(table.tokenHash)],
);

/** Mail waits here until the SMTP server accepts it (DESIGN.md: nothing acknowledged is lost). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    replyTo: varchar('reply_to', { length: 254 }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // Whose personal data the mail carries: erasing the message or the account erases its mail too.
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index('mail_outbox_pending_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} IS NULL`)],
);

/** Theory-test questions (decision 0020): three answers, one correct, 1–3 points. */
export const testQuestions = pgTable(
  'test_questions',
  {
    id: serial('id').primaryKey(),
    text: varchar('text', { length: 500 }).notNull(),
    // RESTRICT: a category that still holds questions cannot be deleted.
    categoryId: integer('category_id')
      .notNull()
      .references(() => learningMaterialCategories.id, { onDelete: 'restrict' }),
    answerA: varchar('answer_a', { length: 300 }).notNull(),
    answerB: varchar('answer_b', { length: 300 }).notNull(),
    answerC: varchar('answer_c', { length: 300 }).notNull(),
    correctAnswer: varchar('correct_answer', { length: 1 }).notNull(),
    points: integer('points').notNull(),
    explanation: varchar('explanation', { length: 1000 }),
    active: boolean('active').notNull().default(true),
    imageUpdatedAt: timestamp('image_updated_at', { withTimezone: true }),
    // 'Úspešnosť': counted when a test is evaluated, so results outlive anonymous attempts and deletions.
    answeredCount: integer('answered_count').notNull().default(0),
    correctCount: integer('correct_count').notNull().default(0),
  },
  (table) => [
    check('test_questions_correct_answer', sql`${table.correctAnswer} IN ('a', 'b', 'c')`),
    check('test_questions_points', sql`${table.points} BETWEEN 1 AND 3`),
    index('test_questions_category_idx').on(table.categoryId, table.id),
  ],
);

/** The school's one set of exam rules ('Nastavenia testu'); the row with id 1. */
export const testSettings = pgTable(
  'test_settings',
  {
    id: integer('id').primaryKey().default(1),
    questionCount: integer('question_count').notNull(),
    timeLimitMinutes: integer('time_limit_minutes').notNull(),
    passMark: integer('pass_mark').notNull(),
    /** Fixed numbers of questions from given categories; the rest is drawn in proportion. */
    categoryCounts: jsonb('category_counts')
      .$type<{ categoryId: number; questionCount: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [check('test_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * A drawn test. The server holds the draw, the deadline and the grading; an anonymous attempt
 * lives only until it is evaluated or expires (decision 0020).
 */
export const testAttempts = pgTable(
  'test_attempts',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    questionIds: integer('question_ids').array().notNull(),
    passMark: integer('pass_mark').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    points: integer('points'),
    maxPoints: integer('max_points'),
    percentage: integer('percentage'),
    passed: boolean('passed'),
  },
  (table) => [
    index('test_attempts_user_idx').on(table.userId, table.evaluatedAt),
    index('test_attempts_deadline_idx').on(table.deadline).where(sql`${table.evaluatedAt} IS NULL`),
  ],
);

/** One row per answered question of an attempt: two tabs can only overwrite the same question. */
export const testAttemptAnswers = pgTable(
  'test_attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    answer: varchar('answer', { length: 1 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.questionId] }),
    check('test_attempt_answers_answer', sql`${table.answer} IN ('a', 'b', 'c')`),
  ],
);

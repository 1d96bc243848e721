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
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/core-tables.ts';
// The declared link to another feature: a question belongs to a learning-material category.
import { learningMaterialCategories } from '../learning-materials/learning-material-tables.ts';

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
    // The overview's tests of a period: the students' evaluated ones only.
    index('test_attempts_evaluated_idx').on(table.evaluatedAt).where(sql`${table.userId} IS NOT NULL`),
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

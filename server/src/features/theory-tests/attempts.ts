import { randomUUID } from 'node:crypto';
import {
  ANSWER_GRACE_MS,
  type AnswerLetter,
  grade,
  THEORY_TEST_MESSAGES as TEST_MESSAGES,
} from '@autoskola/rules/theory-tests';
import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { type Bank, type BankQuestion, loadQuestions, toPublicQuestion } from './bank.ts';
import { drawTest } from './draw.ts';
import {
  testAttemptAnswers as answers,
  testAttempts as attempts,
  testQuestions as questions,
} from './theory-test-tables.ts';

type AttemptRow = typeof attempts.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

const notFound = () => new HttpError(404, 'Test neexistuje.');

const secondsLeft = (row: AttemptRow, now: Date) =>
  Math.max(0, Math.ceil((row.deadline.getTime() - now.getTime()) / 1000));

/**
 * A user's attempt is theirs alone; an anonymous one is held by whoever has its id (an unguessable
 * UUID kept in that browser tab). Anything else answers as if it did not exist.
 */
function visibleTo(row: AttemptRow | undefined, userId: number | null): row is AttemptRow {
  return row !== undefined && (row.userId === null || row.userId === userId);
}

async function answersOf(db: Db | Tx, attemptId: string) {
  const rows = await db
    .select({ questionId: answers.questionId, answer: answers.answer })
    .from(answers)
    .where(eq(answers.attemptId, attemptId));
  return rows.map((row) => ({ questionId: row.questionId, answer: row.answer as AnswerLetter }));
}

export async function startAttempt(db: Db, bank: Bank, userId: number | null, now = new Date()) {
  const fixed = new Map(bank.settings.categoryCounts.map((entry) => [entry.categoryId, entry.questionCount]));
  const questionIds = drawTest(bank.categories, bank.settings.questionCount, Math.random, fixed);
  if (questionIds.length === 0) throw new HttpError(409, TEST_MESSAGES.noQuestions);
  const row: AttemptRow = {
    id: randomUUID(),
    userId,
    questionIds,
    passMark: bank.settings.passMark,
    startedAt: now,
    deadline: new Date(now.getTime() + bank.settings.timeLimitMinutes * 60_000),
    evaluatedAt: null,
    points: null,
    maxPoints: null,
    percentage: null,
    passed: null,
  };
  await db.insert(attempts).values(row);
  const drawn = questionIds.map((id) => bank.questions.get(id) as BankQuestion);
  return toAttempt(row, drawn, [], now);
}

function toAttempt(
  row: AttemptRow,
  drawn: BankQuestion[],
  saved: { questionId: number; answer: AnswerLetter }[],
  now: Date,
) {
  return {
    id: row.id,
    questions: drawn.map(toPublicQuestion),
    answers: saved,
    startedAt: row.startedAt.toISOString(),
    deadline: row.deadline.toISOString(),
    secondsLeft: row.evaluatedAt ? 0 : secondsLeft(row, now),
    evaluated: row.evaluatedAt !== null,
  };
}

export async function readAttempt(db: Db, id: string, userId: number | null, now = new Date()) {
  const [row] = await db.select().from(attempts).where(eq(attempts.id, id));
  if (!visibleTo(row, userId)) throw notFound();
  const [drawn, saved] = await Promise.all([loadQuestions(db, row.questionIds), answersOf(db, id)]);
  return toAttempt(row, drawn, saved, now);
}

/** One row per question: two tabs answering the same test can only overwrite the same question's answer. */
export async function saveAnswer(
  db: Db,
  id: string,
  userId: number | null,
  input: { questionId: number; answer: AnswerLetter },
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    // The row lock orders this against an evaluation running at the same time.
    const [row] = await tx.select().from(attempts).where(eq(attempts.id, id)).for('update');
    if (!visibleTo(row, userId)) throw notFound();
    if (row.evaluatedAt) throw new HttpError(409, TEST_MESSAGES.alreadyEvaluated);
    if (now.getTime() > row.deadline.getTime() + ANSWER_GRACE_MS) throw new HttpError(409, TEST_MESSAGES.timeIsUp);
    if (!row.questionIds.includes(input.questionId)) {
      throw new HttpError(422, TEST_MESSAGES.notInTest, { questionId: TEST_MESSAGES.notInTest });
    }
    await tx
      .insert(answers)
      .values({ attemptId: id, questionId: input.questionId, answer: input.answer })
      .onConflictDoUpdate({ target: [answers.attemptId, answers.questionId], set: { answer: input.answer } });
  });
}

/**
 * Grades the test as it stands, once: the row lock and the evaluated check make a second call
 * (another tab, a double click) a 409. A user's result is kept; an anonymous attempt is deleted
 * and its result exists only in this answer. Each question's success counters are updated here.
 */
export async function evaluateAttempt(db: Db, id: string, userId: number | null, now = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(attempts).where(eq(attempts.id, id)).for('update');
    if (!visibleTo(row, userId)) throw notFound();
    if (row.evaluatedAt) throw new HttpError(409, TEST_MESSAGES.alreadyEvaluated);
    return gradeLocked(tx, row, now);
  });
}

async function gradeLocked(tx: Tx, row: AttemptRow, now: Date) {
  const [drawn, saved] = await Promise.all([loadQuestions(tx, row.questionIds), answersOf(tx, row.id)]);
  const chosen = new Map(saved.map((entry) => [entry.questionId, entry.answer]));
  const result = grade(drawn, chosen, row.passMark);
  // Graded at the deadline at the latest: a test left open does not count the hours after it.
  const evaluatedAt = now.getTime() < row.deadline.getTime() ? now : row.deadline;
  const correctIds = drawn.filter((question) => chosen.get(question.id) === question.correctAnswer).map((q) => q.id);
  if (drawn.length > 0) {
    await tx
      .update(questions)
      .set({
        answeredCount: sql`${questions.answeredCount} + 1`,
        correctCount:
          correctIds.length > 0
            ? sql`${questions.correctCount} + CASE WHEN ${inArray(questions.id, correctIds)} THEN 1 ELSE 0 END`
            : questions.correctCount,
      })
      .where(
        inArray(
          questions.id,
          drawn.map((question) => question.id),
        ),
      );
  }
  if (row.userId === null) {
    await tx.delete(attempts).where(eq(attempts.id, row.id));
  } else {
    await tx
      .update(attempts)
      .set({ evaluatedAt, ...result })
      .where(eq(attempts.id, row.id));
  }
  return {
    id: row.id,
    ...result,
    passMark: row.passMark,
    startedAt: row.startedAt.toISOString(),
    evaluatedAt: evaluatedAt.toISOString(),
    durationSeconds: secondsBetween(row.startedAt, evaluatedAt),
    questions: drawn.map((question) => ({
      ...toPublicQuestion(question),
      chosenAnswer: chosen.get(question.id) ?? null,
      correctAnswer: question.correctAnswer,
      explanation: question.explanation,
    })),
  };
}

/**
 * The clean-up job: a logged-in student's test left unfinished is graded as it stood at its
 * deadline (the result appears in 'Moje výsledky'); an anonymous one is simply removed.
 */
export async function settleExpiredAttempts(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ANSWER_GRACE_MS);
  const open = and(isNull(attempts.evaluatedAt), lt(attempts.deadline, cutoff));
  // Anonymous ones in one statement, however many a flood of visitors left.
  const removed = await db
    .delete(attempts)
    .where(and(open, isNull(attempts.userId)))
    .returning({ id: attempts.id });
  const expired = await db.select({ id: attempts.id }).from(attempts).where(open).limit(500);
  for (const { id } of expired) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(attempts).where(eq(attempts.id, id)).for('update');
      // Graded meanwhile by its student.
      if (row && !row.evaluatedAt) await gradeLocked(tx, row, now);
    });
  }
  return removed.length + expired.length;
}

/** An evaluated test as 'Moje výsledky' and the account export list it. */
export function toResultListItem(row: AttemptRow) {
  const evaluatedAt = row.evaluatedAt ?? row.deadline;
  return {
    id: row.id,
    evaluatedAt: evaluatedAt.toISOString(),
    points: row.points ?? 0,
    maxPoints: row.maxPoints ?? 0,
    percentage: row.percentage ?? 0,
    passed: row.passed ?? false,
    durationSeconds: secondsBetween(row.startedAt, evaluatedAt),
  };
}

const evaluatedBy = (userId: number) => and(eq(attempts.userId, userId), isNotNull(attempts.evaluatedAt));

/** A user's evaluated tests, newest first ('Moje výsledky', the account export, the data-subject tools). */
export const evaluatedTestsQuery = (db: Db, userId: number) =>
  db.select().from(attempts).where(evaluatedBy(userId)).orderBy(desc(attempts.evaluatedAt), desc(attempts.startedAt));

export async function evaluatedTestsOf(db: Db, userId: number) {
  return (await evaluatedTestsQuery(db, userId)).map(toResultListItem);
}

export const countEvaluatedTests = (db: Db, userId: number) => db.$count(attempts, evaluatedBy(userId));

/** Erases a user's kept results (the data-subject tool); answers how many. */
export async function eraseEvaluatedTests(db: Db, userId: number): Promise<number> {
  const deleted = await db.delete(attempts).where(evaluatedBy(userId)).returning({ id: attempts.id });
  return deleted.length;
}

import type { AnswerLetter } from '@autoskola/rules/theory-tests';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { PublicCache } from '../../http/public-cache.ts';
import { type ImageKind, imageUrlOf } from '../../images/image-store.ts';
// A question's category belongs to learning materials: asked through its public face.
import { activeCategories, categoryNamesOf } from '../learning-materials/public.ts';
import type { BankCategory } from './draw.ts';
import { testQuestions as questions, testSettings } from './theory-test-tables.ts';

/** A question's picture (a sign, a crossing) is shown whole. */
export const QUESTION_IMAGE: ImageKind = { folder: 'question', width: 1200, height: 900, fit: 'inside' };

export interface TestSettings {
  questionCount: number;
  timeLimitMinutes: number;
  passMark: number;
  /** Fixed numbers of questions from given categories; the rest in proportion. */
  categoryCounts: { categoryId: number; questionCount: number }[];
}

/** The official theory exam (decision 0020): 40 questions, 30 minutes, 90 %, every area in proportion. */
export const DEFAULT_TEST_SETTINGS: TestSettings = {
  questionCount: 40,
  timeLimitMinutes: 30,
  passMark: 90,
  categoryCounts: [],
};

/** A question with everything the server knows; only toPublicQuestion's part reaches a test in progress. */
export interface BankQuestion {
  id: number;
  text: string;
  answers: Record<AnswerLetter, string>;
  points: number;
  imageUrl: string | null;
  category: { id: number; name: string };
  correctAnswer: AnswerLetter;
  explanation: string | null;
}

export interface Bank {
  settings: TestSettings;
  /** Active categories with active questions, by position. */
  categories: (BankCategory & { name: string })[];
  questions: ReadonlyMap<number, BankQuestion>;
}

export const toPublicQuestion = ({ id, text, answers, points, imageUrl, category }: BankQuestion) => ({
  id,
  text,
  answers,
  points,
  imageUrl,
  category,
});

const columns = {
  id: questions.id,
  text: questions.text,
  answerA: questions.answerA,
  answerB: questions.answerB,
  answerC: questions.answerC,
  correctAnswer: questions.correctAnswer,
  points: questions.points,
  explanation: questions.explanation,
  imageUpdatedAt: questions.imageUpdatedAt,
  categoryId: questions.categoryId,
};

type Row = Omit<{ [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] }, 'explanation' | 'imageUpdatedAt'> & {
  explanation: string | null;
  imageUpdatedAt: Date | null;
  categoryName: string;
};

const toBankQuestion = (row: Row): BankQuestion => ({
  id: row.id,
  text: row.text,
  answers: { a: row.answerA, b: row.answerB, c: row.answerC },
  points: row.points,
  imageUrl: imageUrlOf(QUESTION_IMAGE, row.id, row.imageUpdatedAt),
  category: { id: row.categoryId, name: row.categoryName },
  correctAnswer: row.correctAnswer as AnswerLetter,
  explanation: row.explanation,
});

export async function readSettings(db: Db): Promise<TestSettings> {
  const [row] = await db.select().from(testSettings).where(eq(testSettings.id, 1));
  return row
    ? {
        questionCount: row.questionCount,
        timeLimitMinutes: row.timeLimitMinutes,
        passMark: row.passMark,
        categoryCounts: row.categoryCounts,
      }
    : DEFAULT_TEST_SETTINGS;
}

async function loadBank(db: Db): Promise<Bank> {
  const [settings, active, stored] = await Promise.all([
    readSettings(db),
    activeCategories(db),
    db.select(columns).from(questions).where(eq(questions.active, true)).orderBy(asc(questions.id)),
  ]);
  // The active questions of active categories, by the categories' order, then by id.
  const inCategory = new Map(active.map((category) => [category.id, [] as typeof stored]));
  for (const row of stored) inCategory.get(row.categoryId)?.push(row);
  const rows: Row[] = active.flatMap((category) =>
    (inCategory.get(category.id) ?? []).map((row) => ({ ...row, categoryName: category.name })),
  );
  const bankCategories: Bank['categories'] = [];
  for (const row of rows) {
    const last = bankCategories.at(-1);
    if (last?.id === row.categoryId) (last.questionIds as number[]).push(row.id);
    else bankCategories.push({ id: row.categoryId, name: row.categoryName, questionIds: [row.id] });
  }
  return { settings, categories: bankCategories, questions: new Map(rows.map((row) => [row.id, toBankQuestion(row)])) };
}

/** What every draw reads: a cached public read, cleared by every question, category or settings write. */
export function readBank(db: Db, publicCache: PublicCache): Promise<Bank> {
  return publicCache.remember('test-bank', () => loadBank(db));
}

/** The given questions whatever their state now (a test keeps what it drew), in the order of `ids`. */
export async function loadQuestions(db: Db, ids: readonly number[]): Promise<BankQuestion[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(questions)
    .where(inArray(questions.id, [...ids]));
  const names = await categoryNamesOf(
    db,
    rows.map((row) => row.categoryId),
  );
  // A question's category cannot go while it holds questions (RESTRICT): every name is there.
  const byId = new Map(
    rows.flatMap((row) => {
      const categoryName = names.get(row.categoryId);
      return categoryName === undefined ? [] : [[row.id, toBankQuestion({ ...row, categoryName })] as const];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

import { UNKNOWN_CATEGORY } from '@autoskola/rules/learning-materials';
import { questionErrors, THEORY_TEST_MESSAGES, trimmedQuestionTexts } from '@autoskola/rules/theory-tests';
import { desc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { assertNoFieldErrors, HttpError, notFound } from '../../api/errors.ts';
import { type PageQuery, pagedList } from '../../api/pagination.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { imageUrlOf } from '../../images/image-store.ts';
import { categoryNamesOf } from '../learning-materials/public.ts';
import { QUESTION_IMAGE, readSettings } from './bank.ts';
import { testQuestions as questions, testSettings } from './theory-test-tables.ts';

type IdParams = { id: number };

type Row = { question: typeof questions.$inferSelect; categoryName: string };

const successRate = (row: typeof questions.$inferSelect) =>
  row.answeredCount === 0 ? null : Math.round((row.correctCount * 100) / row.answeredCount);

const toTestQuestion = ({ question, categoryName }: Row): Schemas['TestQuestion'] => ({
  id: question.id,
  text: question.text,
  category: { id: question.categoryId, name: categoryName },
  answerA: question.answerA,
  answerB: question.answerB,
  answerC: question.answerC,
  correctAnswer: question.correctAnswer as Schemas['AnswerLetter'],
  points: question.points,
  explanation: question.explanation,
  active: question.active,
  imageUrl: imageUrlOf(QUESTION_IMAGE, question.id, question.imageUpdatedAt),
  successRate: successRate(question),
});

const toListItem = ({ question, categoryName }: Row): Schemas['TestQuestionListItem'] => ({
  id: question.id,
  text: question.text,
  category: { id: question.categoryId, name: categoryName },
  points: question.points,
  successRate: successRate(question),
  active: question.active,
});

/** Trimmed values; a blank required text is a field error in the form's words (SPEC §5 style). */
function questionValues(input: Schemas['TestQuestionInput']) {
  assertNoFieldErrors(questionErrors(input));
  return {
    ...trimmedQuestionTexts(input),
    categoryId: input.categoryId,
    correctAnswer: input.correctAnswer,
    points: input.points,
    active: input.active,
  };
}

const unknownCategory = () => new HttpError(422, UNKNOWN_CATEGORY, { categoryId: UNKNOWN_CATEGORY });

/** The instructors' question bank and the exam's rules ('Admin - Testy'). */
export function testQuestionHandlers({ database, config, images }: ApiContext) {
  const { db } = database;
  const questionImages = images(QUESTION_IMAGE);

  const select = () => db.select().from(questions);

  /** The questions with their categories' names (learning materials' categories, asked by id). */
  async function named(stored: (typeof questions.$inferSelect)[]): Promise<Row[]> {
    const names = await categoryNamesOf(
      db,
      stored.map((question) => question.categoryId),
    );
    return stored.flatMap((question) => {
      const categoryName = names.get(question.categoryId);
      return categoryName === undefined ? [] : [{ question, categoryName }];
    });
  }

  async function find(id: number) {
    const [row] = await named(await select().where(eq(questions.id, id)));
    if (!row) throw notFound();
    return toTestQuestion(row);
  }

  /** Writes and answers the stored question; a category deleted meanwhile is the form's error. */
  async function write(run: () => Promise<{ id: number } | undefined>) {
    let row: { id: number } | undefined;
    try {
      row = await run();
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unknownCategory();
      throw error;
    }
    if (!row) throw notFound();
    return { testQuestion: await find(row.id) };
  }

  return {
    async listTestQuestions(request: FastifyRequest<{ Querystring: PageQuery }>) {
      const newestFirst = select().orderBy(desc(questions.id));
      const { rows, pagesCount } = await pagedList(request.query, config.pageSize, newestFirst, () =>
        db.$count(questions),
      );
      return { testQuestions: (await named(rows)).map(toListItem), pagesCount };
    },

    async getTestQuestion(request: FastifyRequest<{ Params: IdParams }>) {
      return { testQuestion: await find(request.params.id) };
    },

    async createTestQuestion(request: FastifyRequest<{ Body: Schemas['TestQuestionInput'] }>, reply: FastifyReply) {
      const values = questionValues(request.body);
      const created = await write(async () => {
        const [row] = await db.insert(questions).values(values).returning({ id: questions.id });
        return row;
      });
      return reply.code(201).send(created);
    },

    async updateTestQuestion(request: FastifyRequest<{ Params: IdParams; Body: Schemas['TestQuestionInput'] }>) {
      const values = questionValues(request.body);
      return write(async () => {
        const [row] = await db
          .update(questions)
          .set(values)
          .where(eq(questions.id, request.params.id))
          .returning({ id: questions.id });
        return row;
      });
    },

    /** Past results keep their points: they live on the attempts, not on the question. */
    async deleteTestQuestion(request: FastifyRequest<{ Params: IdParams }>, reply: FastifyReply) {
      const [row] = await db
        .delete(questions)
        .where(eq(questions.id, request.params.id))
        .returning({ id: questions.id });
      if (!row) throw notFound();
      await questionImages.remove(row.id);
      return reply.code(204).send();
    },

    async uploadTestQuestionImage(request: FastifyRequest<{ Params: IdParams; Body: Buffer }>) {
      await find(request.params.id);
      const row = await questionImages.attach(request.params.id, request.body, async () => {
        const [updated] = await db
          .update(questions)
          .set({ imageUpdatedAt: new Date() })
          .where(eq(questions.id, request.params.id))
          .returning({ id: questions.id });
        return updated;
      });
      if (!row) throw notFound();
      return { testQuestion: await find(row.id) };
    },

    async deleteTestQuestionImage(request: FastifyRequest<{ Params: IdParams }>) {
      const [row] = await db
        .update(questions)
        .set({ imageUpdatedAt: null })
        .where(eq(questions.id, request.params.id))
        .returning({ id: questions.id });
      if (!row) throw notFound();
      await questionImages.remove(row.id);
      return { testQuestion: await find(row.id) };
    },

    async getTestSettings() {
      return { testSettings: await readSettings(db) };
    },

    async updateTestSettings(request: FastifyRequest<{ Body: Schemas['TestSettings'] }>) {
      const { categoryCounts = [], ...rules } = request.body;
      // One entry per category (the last one wins), zero counts kept: a category may be left out.
      const counts = [...new Map(categoryCounts.map((entry) => [entry.categoryId, entry.questionCount]))].map(
        ([categoryId, questionCount]) => ({ categoryId, questionCount }),
      );
      const fixedTotal = counts.reduce((sum, entry) => sum + entry.questionCount, 0);
      assertNoFieldErrors(
        fixedTotal > rules.questionCount ? { categoryCounts: THEORY_TEST_MESSAGES.categoryCountsTooMany } : {},
      );
      const values = { ...rules, categoryCounts: counts };
      await db
        .insert(testSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: testSettings.id, set: values });
      return { testSettings: await readSettings(db) };
    },
  };
}

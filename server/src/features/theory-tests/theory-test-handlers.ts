import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { notFound } from '../../api/errors.ts';
import { currentUser } from '../../api/guard.ts';
import { type PageQuery, pagedList } from '../../api/pagination.ts';
import {
  countEvaluatedTests,
  evaluateAttempt,
  evaluatedTestsQuery,
  readAttempt,
  saveAnswer,
  startAttempt,
  toResultListItem,
} from './attempts.ts';
import { readBank, toPublicQuestion } from './bank.ts';
import { sample } from './draw.ts';

type AttemptParams = { attemptId: string };

/** The students' side of theory-test practice (decision 0020): overview, tests, practice, results. */
export function theoryTestHandlers({ database, config, publicCache }: ApiContext) {
  const { db } = database;
  const bank = () => readBank(db, publicCache);
  const userIdOf = (request: FastifyRequest) => request.user?.id ?? null;

  return {
    async getTestOverview(request: FastifyRequest, reply: FastifyReply) {
      return publicCache.send(request, reply, 'test-overview', async () => {
        const { settings, categories } = await bank();
        return {
          testSettings: settings,
          categories: categories.map(({ id, name, questionIds }) => ({ id, name, questionCount: questionIds.length })),
          questionCount: categories.reduce((sum, category) => sum + category.questionIds.length, 0),
        };
      });
    },

    async startTestAttempt(request: FastifyRequest, reply: FastifyReply) {
      const testAttempt = await startAttempt(db, await bank(), userIdOf(request));
      return reply.code(201).header('Cache-Control', 'no-store').send({ testAttempt });
    },

    async getTestAttempt(request: FastifyRequest<{ Params: AttemptParams }>, reply: FastifyReply) {
      const testAttempt = await readAttempt(db, request.params.attemptId, userIdOf(request));
      return reply.header('Cache-Control', 'no-store').send({ testAttempt });
    },

    async saveTestAnswer(
      request: FastifyRequest<{ Params: AttemptParams; Body: Schemas['TestAnswer'] }>,
      reply: FastifyReply,
    ) {
      await saveAnswer(db, request.params.attemptId, userIdOf(request), request.body);
      return reply.code(204).send();
    },

    async evaluateTestAttempt(request: FastifyRequest<{ Params: AttemptParams }>, reply: FastifyReply) {
      const testResult = await evaluateAttempt(db, request.params.attemptId, userIdOf(request));
      return reply.header('Cache-Control', 'no-store').send({ testResult });
    },

    async drawPracticeQuestion(request: FastifyRequest<{ Body: Schemas['PracticeDraw'] }>) {
      const { categories, questions } = await bank();
      const category = categories.find((candidate) => candidate.id === request.body.categoryId);
      if (!category) throw notFound();
      const seen = new Set(request.body.seen);
      const unseen = category.questionIds.filter((id) => !seen.has(id));
      const [next] = sample(unseen, 1, Math.random);
      const question = next === undefined ? undefined : questions.get(next);
      return {
        question: question ? toPublicQuestion(question) : null,
        remaining: unseen.length,
        total: category.questionIds.length,
      };
    },

    async checkPracticeAnswer(request: FastifyRequest<{ Body: Schemas['TestAnswer'] }>) {
      const question = (await bank()).questions.get(request.body.questionId);
      if (!question) throw notFound();
      return {
        correct: question.correctAnswer === request.body.answer,
        correctAnswer: question.correctAnswer,
        explanation: question.explanation,
      };
    },

    async listTestResults(request: FastifyRequest<{ Querystring: PageQuery }>) {
      const user = currentUser(request);
      const { rows, pagesCount } = await pagedList(
        request.query,
        config.pageSize,
        evaluatedTestsQuery(db, user.id),
        () => countEvaluatedTests(db, user.id),
      );
      return { testResults: rows.map(toResultListItem), pagesCount };
    },
  };
}

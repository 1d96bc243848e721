import type { Schemas } from '@autoskola/api-client';
import { ANSWER_GRACE_MS, grade, THEORY_TEST_MESSAGES } from '@autoskola/rules/theory-tests';
import { currentPayload, http, notFound, page, unauthorized } from '../../mock-api.ts';
import { type MockAttempt, resultsOf, type TheoryTestState } from './theory-test-state.ts';

const TIME_IS_UP = { message: THEORY_TEST_MESSAGES.timeIsUp };
const EVALUATED = { message: THEORY_TEST_MESSAGES.alreadyEvaluated };

/**
 * The students' side: the same rules as the server (decision 0020), with a draw that is the bank's
 * order instead of random (and ignores the categories' fixed numbers), so stories and tests see
 * the same questions every time.
 */
export function theoryTestHandlers(state: TheoryTestState) {
  const activeQuestions = () =>
    state.testQuestions.filter(
      (question) =>
        question.active && state.categories.some((category) => category.id === question.category.id && category.active),
    );
  const toPublic = (question: Schemas['TestQuestion']): Schemas['TestQuestionPublic'] => ({
    id: question.id,
    text: question.text,
    answers: { a: question.answerA, b: question.answerB, c: question.answerC },
    points: question.points,
    imageUrl: question.imageUrl,
    category: question.category,
  });
  const questionsOf = (attempt: MockAttempt) =>
    attempt.questionIds.flatMap((id) => state.testQuestions.find((question) => question.id === id) ?? []);
  const ownerOf = (request: Request) => currentPayload(request)?.email ?? null;
  /** A student's test is theirs; a visitor's is held by whoever has its id. */
  const findAttempt = (id: string, request: Request) => {
    const attempt = state.testAttempts.get(id);
    return attempt && (attempt.owner === null || attempt.owner === ownerOf(request)) ? attempt : undefined;
  };
  const badToken = (request: Request) => request.headers.has('authorization') && !currentPayload(request);
  const toAttempt = (attempt: MockAttempt): Schemas['TestAttempt'] => ({
    id: attempt.id,
    questions: questionsOf(attempt).map(toPublic),
    answers: [...attempt.answers].map(([questionId, answer]) => ({ questionId, answer })),
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadline.toISOString(),
    secondsLeft: attempt.result ? 0 : Math.max(0, Math.ceil((attempt.deadline.getTime() - Date.now()) / 1000)),
    evaluated: attempt.result !== null,
  });

  return [
    http.get('/test/overview', ({ response }) => {
      const questions = activeQuestions();
      const categories = state.categories
        .filter((category) => category.active)
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map(({ id, name }) => ({ id, name, questionCount: questions.filter((q) => q.category.id === id).length }))
        .filter((category) => category.questionCount > 0);
      return response(200).json({ testSettings: state.testSettings, categories, questionCount: questions.length });
    }),

    http.post('/test/attempt', ({ request, response }) => {
      if (badToken(request)) return response(401).json(unauthorized);
      const questions = activeQuestions().slice(0, state.testSettings.questionCount);
      if (questions.length === 0) return response(409).json({ message: THEORY_TEST_MESSAGES.noQuestions });
      const startedAt = new Date();
      const attempt: MockAttempt = {
        id: crypto.randomUUID(),
        owner: ownerOf(request),
        questionIds: questions.map((question) => question.id),
        answers: new Map(),
        passMark: state.testSettings.passMark,
        startedAt,
        deadline: new Date(startedAt.getTime() + state.testSettings.timeLimitMinutes * 60_000),
        result: null,
      };
      state.testAttempts.set(attempt.id, attempt);
      return response(201).json({ testAttempt: toAttempt(attempt) });
    }),

    http.get('/test/attempt/{attemptId}', ({ params, request, response }) => {
      const attempt = findAttempt(params.attemptId, request);
      return attempt ? response(200).json({ testAttempt: toAttempt(attempt) }) : response(404).json(notFound);
    }),

    http.put('/test/attempt/{attemptId}/answer', async ({ params, request, response }) => {
      const attempt = findAttempt(params.attemptId, request);
      if (!attempt) return response(404).json(notFound);
      if (attempt.result) return response(409).json(EVALUATED);
      if (Date.now() > attempt.deadline.getTime() + ANSWER_GRACE_MS) return response(409).json(TIME_IS_UP);
      const { questionId, answer } = await request.json();
      if (!attempt.questionIds.includes(questionId)) {
        const message = THEORY_TEST_MESSAGES.notInTest;
        return response(422).json({ message, errors: { questionId: message } });
      }
      attempt.answers.set(questionId, answer);
      return response(204).empty();
    }),

    http.post('/test/attempt/{attemptId}/evaluate', ({ params, request, response }) => {
      const attempt = findAttempt(params.attemptId, request);
      if (!attempt) return response(404).json(notFound);
      if (attempt.result) return response(409).json(EVALUATED);
      const questions = questionsOf(attempt);
      const graded = grade(
        questions.map(({ id, points, correctAnswer }) => ({ id, points, correctAnswer })),
        attempt.answers,
        attempt.passMark,
      );
      const now = new Date();
      const evaluatedAt = now < attempt.deadline ? now : attempt.deadline;
      const testResult: Schemas['TestResult'] = {
        id: attempt.id,
        ...graded,
        passMark: attempt.passMark,
        startedAt: attempt.startedAt.toISOString(),
        evaluatedAt: evaluatedAt.toISOString(),
        durationSeconds: Math.round((evaluatedAt.getTime() - attempt.startedAt.getTime()) / 1000),
        questions: questions.map((question) => ({
          ...toPublic(question),
          chosenAnswer: attempt.answers.get(question.id) ?? null,
          correctAnswer: question.correctAnswer,
          explanation: question.explanation,
        })),
      };
      if (attempt.owner === null) state.testAttempts.delete(attempt.id);
      else attempt.result = testResult;
      return response(200).json({ testResult });
    }),

    http.post('/test/practice/question', async ({ request, response }) => {
      const { categoryId, seen } = await request.json();
      const inCategory = activeQuestions().filter((question) => question.category.id === categoryId);
      if (inCategory.length === 0) return response(404).json(notFound);
      const unseen = inCategory.filter((question) => !seen.includes(question.id));
      const next = unseen[0];
      return response(200).json({
        question: next ? toPublic(next) : null,
        remaining: unseen.length,
        total: inCategory.length,
      });
    }),

    http.post('/test/practice/check', async ({ request, response }) => {
      const { questionId, answer } = await request.json();
      const question = activeQuestions().find((item) => item.id === questionId);
      if (!question) return response(404).json(notFound);
      return response(200).json({
        correct: question.correctAnswer === answer,
        correctAnswer: question.correctAnswer,
        explanation: question.explanation,
      });
    }),

    http.get('/test/result/list', ({ request, query, response }) => {
      const owner = ownerOf(request);
      if (!owner) return response(401).json(unauthorized);
      const { items: testResults, pagesCount } = page(resultsOf(state, owner), query as unknown as URLSearchParams);
      return response(200).json({ testResults, pagesCount });
    }),
  ];
}

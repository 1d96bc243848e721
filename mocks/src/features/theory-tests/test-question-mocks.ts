import type { Schemas } from '@autoskola/api-client';
import { API_MESSAGES } from '@autoskola/rules/api-messages';
import { UNKNOWN_CATEGORY } from '@autoskola/rules/learning-materials';
import { questionErrors, THEORY_TEST_MESSAGES, trimmedQuestionTexts } from '@autoskola/rules/theory-tests';
import { http, imageHandlers, notFound, page, refusedBy } from '../../mock-api.ts';
import type { TheoryTestState } from './theory-test-state.ts';

/** The instructors' question bank and the exam's rules. */
export function testQuestionHandlers(state: TheoryTestState) {
  const find = (id: string) => state.testQuestions.find((question) => question.id === Number(id));
  const questionFrom = (
    id: number,
    input: Schemas['TestQuestionInput'],
    kept: Pick<Schemas['TestQuestion'], 'imageUrl' | 'successRate'>,
  ): Schemas['TestQuestion'] => ({
    id,
    ...trimmedQuestionTexts(input),
    category: {
      id: input.categoryId,
      name: state.categories.find((category) => category.id === input.categoryId)?.name ?? '',
    },
    correctAnswer: input.correctAnswer,
    points: input.points,
    active: input.active,
    ...kept,
  });
  const invalid = (input: Schemas['TestQuestionInput']) => {
    const errors = questionErrors(input);
    if (!state.categories.some((category) => category.id === input.categoryId)) {
      errors.categoryId = UNKNOWN_CATEGORY;
    }
    return refusedBy(errors);
  };

  return [
    http.get('/admin/test/question/list', ({ query, response }) => {
      const newestFirst = [...state.testQuestions].sort((a, b) => b.id - a.id);
      const { items, pagesCount } = page(newestFirst, query as unknown as URLSearchParams);
      const testQuestions = items.map(({ id, text, category, points, successRate, active }) => ({
        id,
        text,
        category,
        points,
        successRate,
        active,
      }));
      return response(200).json({ testQuestions, pagesCount });
    }),

    http.post('/admin/test/question', async ({ request, response }) => {
      const input = await request.json();
      const error = invalid(input);
      if (error) return response(422).json(error);
      const testQuestion = questionFrom(state.nextId++, input, { imageUrl: null, successRate: null });
      state.testQuestions.push(testQuestion);
      return response(201).json({ testQuestion });
    }),

    http.get('/admin/test/question/{id}', ({ params, response }) => {
      const testQuestion = find(params.id);
      return testQuestion ? response(200).json({ testQuestion }) : response(404).json(notFound);
    }),

    http.put('/admin/test/question/{id}', async ({ params, request, response }) => {
      const question = find(params.id);
      if (!question) return response(404).json(notFound);
      const input = await request.json();
      const error = invalid(input);
      if (error) return response(422).json(error);
      const testQuestion = questionFrom(question.id, input, question);
      Object.assign(question, testQuestion);
      return response(200).json({ testQuestion });
    }),

    http.delete('/admin/test/question/{id}', ({ params, response }) => {
      const question = find(params.id);
      if (!question) return response(404).json(notFound);
      state.testQuestions = state.testQuestions.filter((item) => item !== question);
      return response(204).empty();
    }),

    ...imageHandlers('/admin/test/question/{id}/image', 'question', find, (testQuestion) => ({ testQuestion })),

    http.get('/admin/test/settings', ({ response }) => response(200).json({ testSettings: state.testSettings })),

    http.put('/admin/test/settings', async ({ request, response }) => {
      const { categoryCounts = [], ...rules } = await request.json();
      if (categoryCounts.reduce((sum, entry) => sum + entry.questionCount, 0) > rules.questionCount) {
        const message = THEORY_TEST_MESSAGES.categoryCountsTooMany;
        return response(422).json({ message: API_MESSAGES.validationFailed, errors: { categoryCounts: message } });
      }
      state.testSettings = { ...rules, categoryCounts };
      return response(200).json({ testSettings: state.testSettings });
    }),
  ];
}

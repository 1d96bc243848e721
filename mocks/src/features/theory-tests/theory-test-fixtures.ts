import type { Schemas } from '@autoskola/api-client';
import { demoCategories, demoQuestions } from '@autoskola/demo-content';
import { categories } from '../learning-materials/learning-material-fixtures.ts';

/** The demo's theory-test questions with ids; the first ones have been answered in a few tests. */
export const testQuestions: Schemas['TestQuestion'][] = demoCategories
  .flatMap((category, categoryIndex) =>
    (demoQuestions[category.name] ?? []).map((question) => ({ question, categoryId: categoryIndex + 1 })),
  )
  .map(({ question, categoryId }, index) => ({
    id: index + 1,
    text: question.text,
    category: { id: categoryId, name: categories.find((category) => category.id === categoryId)?.name ?? '' },
    answerA: question.answers[0],
    answerB: question.answers[1],
    answerC: question.answers[2],
    correctAnswer: question.correct,
    points: question.points,
    explanation: question.explanation ?? null,
    active: true,
    imageUrl: null,
    successRate: index < 5 ? ([80, 64, 92, 45, 100][index] ?? null) : null,
  }));

export const testSettings: Schemas['TestSettings'] = {
  questionCount: 40,
  timeLimitMinutes: 30,
  passMark: 90,
  categoryCounts: [],
};

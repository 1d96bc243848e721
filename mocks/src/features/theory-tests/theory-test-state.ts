import type { Schemas } from '@autoskola/api-client';
import type { MockCore } from '../../mock-feature.ts';
// The declared link: questions belong to learning-material categories.
import type { LearningMaterialState } from '../learning-materials/learning-material-mocks.ts';
import { testQuestions, testSettings } from './theory-test-fixtures.ts';

export interface MockAttempt {
  id: string;
  /** The e-mail of the logged-in student, or null for a visitor. */
  owner: string | null;
  questionIds: number[];
  answers: Map<number, Schemas['AnswerLetter']>;
  passMark: number;
  startedAt: Date;
  deadline: Date;
  result: Schemas['TestResult'] | null;
}

export const createTheoryTestState = () => ({
  testQuestions: structuredClone(testQuestions),
  testSettings: structuredClone(testSettings),
  /** Tests in progress and kept results, by attempt id. */
  testAttempts: new Map<string, MockAttempt>(),
});

export type TheoryTestState = ReturnType<typeof createTheoryTestState> &
  MockCore &
  Pick<LearningMaterialState, 'categories'>;

/** A student's kept results, newest first, as 'Moje výsledky' and the account export list them. */
export function resultsOf(state: TheoryTestState, email: string): Schemas['TestResultListItem'][] {
  return [...state.testAttempts.values()]
    .flatMap((attempt) => (attempt.owner === email && attempt.result ? [attempt.result] : []))
    .sort((a, b) => b.evaluatedAt.localeCompare(a.evaluatedAt))
    .map(({ id, evaluatedAt, points, maxPoints, percentage, passed, durationSeconds }) => ({
      id,
      evaluatedAt,
      points,
      maxPoints,
      percentage,
      passed,
      durationSeconds,
    }));
}

import type { Schemas } from '@autoskola/api-client';
import * as fixtures from '../fixtures.ts';

/** In-memory data the handlers read and change, so screens behave as against the server. */
export function createMockState() {
  return {
    offers: structuredClone(fixtures.offers),
    categories: structuredClone(fixtures.categories),
    materials: structuredClone(fixtures.materials),
    contactForms: structuredClone(fixtures.contactForms),
    testQuestions: structuredClone(fixtures.testQuestions),
    testSettings: structuredClone(fixtures.testSettings),
    /** Tests in progress and kept results, by attempt id. */
    testAttempts: new Map<string, MockAttempt>(),
    notifications: new Set<Schemas['NotificationType']>(),
    users: new Map<string, string[]>([['instruktor@autoskola.sk', ['ROLE_USER', 'ROLE_INSTRUCTOR']]]),
    nextId: 100,
    resetTokenUsed: false,
  };
}

export type MockState = ReturnType<typeof createMockState>;

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

/** A student's kept results, newest first, as 'Moje výsledky' and the account export list them. */
export function resultsOf(state: MockState, email: string): Schemas['TestResultListItem'][] {
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

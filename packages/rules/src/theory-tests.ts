import type { components } from '@autoskola/api-client';
import type { SubjectSectionRule } from './data-subjects.ts';

/**
 * The rules of theory tests (decision 0020) that the server, the mocks and the admin screens share:
 * how a test is graded, how late an answer still counts, and the messages of refusals.
 */

/** An answer sent in the last seconds travels a while: it still counts this long after the deadline. */
export const ANSWER_GRACE_MS = 5_000;

export const THEORY_TEST_MESSAGES = {
  noQuestions: 'Zatiaľ nie sú k dispozícii žiadne otázky.',
  timeIsUp: 'Čas na test vypršal.',
  alreadyEvaluated: 'Test už bol vyhodnotený.',
  notInTest: 'Otázka nepatrí do tohto testu.',
  questionRequired: 'Otázka je povinná.',
  answerRequired: (letter: 'A' | 'B' | 'C') => `Odpoveď ${letter} je povinná.`,
  categoryCountsTooMany: 'Súčet otázok z kategórií nemôže byť väčší ako počet otázok testu.',
} as const;

/** The contract's answer letters (openapi.yaml AnswerLetter). */
export type AnswerLetter = components['schemas']['AnswerLetter'];

export interface GradedQuestion {
  id: number;
  points: number;
  correctAnswer: AnswerLetter;
}

export interface Grade {
  points: number;
  maxPoints: number;
  /** Rounded down: 89.9 % does not pass a 90 % mark. */
  percentage: number;
  passed: boolean;
}

/** Points of the correctly answered questions against all the test's points; unanswered ones score 0. */
export function grade(
  questions: readonly GradedQuestion[],
  answers: ReadonlyMap<number, AnswerLetter>,
  passMark: number,
): Grade {
  const maxPoints = questions.reduce((sum, question) => sum + question.points, 0);
  const points = questions
    .filter((question) => answers.get(question.id) === question.correctAnswer)
    .reduce((sum, question) => sum + question.points, 0);
  const percentage = maxPoints === 0 ? 0 : Math.floor((points * 100) / maxPoints);
  return { points, maxPoints, percentage, passed: maxPoints > 0 && percentage >= passMark };
}

/** A student's kept results as the data-subject screen lists them (found through their account). */
export const testResultSubjectSection: SubjectSectionRule<components['schemas']['TestResultListItem']> = {
  key: 'testResults',
  erasedKey: 'deletedTestResults',
  counted: ['výsledok testu', 'výsledky testov', 'výsledkov testov'],
  note: '(účet s týmto e-mailom)',
  line: (result) => ({
    date: result.evaluatedAt,
    text: `Test: ${result.points} z ${result.maxPoints} bodov (${result.percentage} %), ${result.passed ? 'úspešný' : 'neúspešný'}`,
  }),
};

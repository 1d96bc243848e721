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

export type AnswerLetter = 'a' | 'b' | 'c';

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

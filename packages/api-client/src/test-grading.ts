/** How a theory test is graded (decision 0020): the server grades, the mocks grade the same way. */
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

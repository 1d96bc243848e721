import { type ANSWER_LETTERS, type AnswerLetter, grade, questionErrors } from './theory-tests.ts';

const questions = [
  { id: 1, points: 3, correctAnswer: 'a' as const },
  { id: 2, points: 2, correctAnswer: 'b' as const },
  { id: 3, points: 1, correctAnswer: 'c' as const },
];

describe('grading a test', () => {
  it('counts the points of correct answers; unanswered and wrong ones score nothing', () => {
    expect(
      grade(
        questions,
        new Map([
          [1, 'a'],
          [2, 'c'],
        ]),
        50,
      ),
    ).toEqual({
      points: 3,
      maxPoints: 6,
      percentage: 50,
      passed: true,
    });
  });

  it('rounds the percentage down, so just under the mark does not pass', () => {
    const many = Array.from({ length: 10 }, (_, index) => ({ id: index, points: 1, correctAnswer: 'a' as const }));
    const answers = new Map(many.slice(0, 9).map((question) => [question.id, 'a' as const]));
    expect(grade(many, answers, 90)).toMatchObject({ percentage: 90, passed: true });
    const oneMore = [...many, { id: 99, points: 1, correctAnswer: 'a' as const }];
    // 9 of 11 = 81.8 %.
    expect(grade(oneMore, answers, 82)).toMatchObject({ percentage: 81, passed: false });
  });

  it('never passes an empty test', () => {
    expect(grade([], new Map(), 0)).toEqual({ points: 0, maxPoints: 0, percentage: 0, passed: false });
  });
});

describe('the question rules', () => {
  it('list every answer letter of the contract', () => {
    expectTypeOf<(typeof ANSWER_LETTERS)[number]>().toEqualTypeOf<AnswerLetter>();
  });

  it("name each blank or missing field in the form's words", () => {
    expect(
      questionErrors({ text: ' ', categoryId: '', answerA: 'x', answerB: '', answerC: 'z', correctAnswer: '' }),
    ).toEqual({
      text: 'Otázka je povinná.',
      categoryId: 'Kategória je povinná.',
      answerB: 'Odpoveď B je povinná.',
      correctAnswer: 'Správna odpoveď je povinná.',
    });
  });
});

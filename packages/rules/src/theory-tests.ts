import type { Schemas } from '@autoskola/api-client/types';
import type { SubjectSectionRule } from './data-subjects.ts';
import { collectErrors, type FieldErrors, textError } from './field-rules.ts';
import { CONTRACT_LIMITS } from './generated/contract-limits.ts';

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
  answerRequired: (letter: string) => `Odpoveď ${letter} je povinná.`,
  categoryCountsTooMany: 'Súčet otázok z kategórií nemôže byť väčší ako počet otázok testu.',
  categoryHasQuestions: 'Nie je možné zmazať kategóriu, pretože obsahuje otázky.',
} as const;

/** The contract's answer letters (openapi.yaml AnswerLetter). */
export type AnswerLetter = Schemas['AnswerLetter'];

/** The letters in their order (theory-tests.test.ts fails the type check if the contract adds one). */
export const ANSWER_LETTERS = ['a', 'b', 'c'] as const satisfies readonly AnswerLetter[];

const question = CONTRACT_LIMITS.TestQuestionInput;
const upper = (letter: AnswerLetter) => letter.toUpperCase();

/** The question form's rules, in the words of the other admin forms (SPEC §5 style). */
export const QUESTION_RULES = {
  text: {
    required: THEORY_TEST_MESSAGES.questionRequired,
    maxLength: question.text.maxLength,
    tooLong: `Otázka nemôže byť dlhšia ako ${question.text.maxLength} znakov.`,
  },
  categoryId: { required: 'Kategória je povinná.' },
  answer: (letter: AnswerLetter) => ({
    required: THEORY_TEST_MESSAGES.answerRequired(upper(letter)),
    maxLength: question.answerA.maxLength,
    tooLong: `Odpoveď ${upper(letter)} nemôže byť dlhšia ako ${question.answerA.maxLength} znakov.`,
  }),
  correctAnswer: { required: 'Správna odpoveď je povinná.' },
  explanation: {
    maxLength: question.explanation.maxLength,
    tooLong: `Vysvetlenie nemôže byť dlhšie ako ${question.explanation.maxLength} znakov.`,
  },
} as const;

/** A question as the form holds it or as the API carries it. */
export interface QuestionValues {
  text: string;
  categoryId: string | number;
  answerA: string;
  answerB: string;
  answerC: string;
  correctAnswer: string;
  explanation?: string | null;
}

/** A question's texts as they are kept: trimmed, an empty explanation none. */
export const trimmedQuestionTexts = (values: QuestionValues) => ({
  text: values.text.trim(),
  answerA: values.answerA.trim(),
  answerB: values.answerB.trim(),
  answerC: values.answerC.trim(),
  explanation: values.explanation?.trim() || null,
});

export const questionErrors = (values: QuestionValues): FieldErrors =>
  collectErrors({
    text: textError(QUESTION_RULES.text, values.text),
    categoryId: textError(QUESTION_RULES.categoryId, String(values.categoryId)),
    answerA: textError(QUESTION_RULES.answer('a'), values.answerA),
    answerB: textError(QUESTION_RULES.answer('b'), values.answerB),
    answerC: textError(QUESTION_RULES.answer('c'), values.answerC),
    correctAnswer: (ANSWER_LETTERS as readonly string[]).includes(values.correctAnswer)
      ? null
      : QUESTION_RULES.correctAnswer.required,
    explanation: textError(QUESTION_RULES.explanation, values.explanation),
  });

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
export const testResultSubjectSection: SubjectSectionRule<Schemas['TestResultListItem']> = {
  key: 'testResults',
  erasedKey: 'deletedTestResults',
  counted: ['výsledok testu', 'výsledky testov', 'výsledkov testov'],
  note: '(účet s týmto e-mailom)',
  line: (result) => ({
    date: result.evaluatedAt,
    text: `Test: ${result.points} z ${result.maxPoints} bodov (${result.percentage} %), ${result.passed ? 'úspešný' : 'neúspešný'}`,
  }),
};

/** The theory tests' part of the data-protection notice (@autoskola/rules/privacy-notices). */
export const theoryTestPrivacyNotice = {
  processed: [
    'Ak si vytvoríte účet, spracúvame aj jeho e-mailovú adresu a výsledky cvičných testov, ktoré vyhodnotíte (dátum, body, percento, výsledok a trvanie testu). Testy bez prihlásenia neukladáme.',
  ],
  purposes: [
    'Vedenie Vášho účtu a uchovanie výsledkov Vašich cvičných testov – na základe zmluvy, ktorú uzatvárate registráciou (čl. 6 ods. 1 písm. b) GDPR).',
  ],
  retention: [
    'Údaje účtu a výsledky testov uchovávame, kým účet nezrušíte; zmazať ho môžete kedykoľvek v nastaveniach účtu.',
  ],
};

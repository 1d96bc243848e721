import { THEORY_TEST_MESSAGES } from '@autoskola/rules/theory-tests';
import { z } from 'zod';

/** The question form's rules, in the words of the other admin forms (SPEC §5 style). */
export const QUESTION_MESSAGES = {
  textRequired: THEORY_TEST_MESSAGES.questionRequired,
  textMax: 'Otázka nemôže byť dlhšia ako 500 znakov.',
  categoryRequired: 'Kategória je povinná.',
  answerRequired: THEORY_TEST_MESSAGES.answerRequired,
  answerMax: (letter: string) => `Odpoveď ${letter} nemôže byť dlhšia ako 300 znakov.`,
  correctRequired: 'Správna odpoveď je povinná.',
  explanationMax: 'Vysvetlenie nemôže byť dlhšie ako 1000 znakov.',
} as const;

const answer = (letter: 'A' | 'B' | 'C') =>
  z.string().trim().min(1, QUESTION_MESSAGES.answerRequired(letter)).max(300, QUESTION_MESSAGES.answerMax(letter));

export const questionSchema = z.object({
  text: z.string().trim().min(1, QUESTION_MESSAGES.textRequired).max(500, QUESTION_MESSAGES.textMax),
  categoryId: z.string().min(1, QUESTION_MESSAGES.categoryRequired),
  answerA: answer('A'),
  answerB: answer('B'),
  answerC: answer('C'),
  correctAnswer: z.enum(['a', 'b', 'c'], { error: QUESTION_MESSAGES.correctRequired }),
  points: z.enum(['1', '2', '3']),
  explanation: z.string().trim().max(1000, QUESTION_MESSAGES.explanationMax),
  active: z.boolean(),
});

export type QuestionFormValues = z.input<typeof questionSchema>;

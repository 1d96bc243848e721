import { QUESTION_RULES, questionErrors } from '@autoskola/rules/theory-tests';
import { z } from 'zod';
import { withRules } from '../forms/with-rules.ts';

/** The question form's messages, as @autoskola/rules words them for the server and the mocks too. */
export const QUESTION_MESSAGES = {
  textRequired: QUESTION_RULES.text.required,
  textMax: QUESTION_RULES.text.tooLong,
  categoryRequired: QUESTION_RULES.categoryId.required,
  correctRequired: QUESTION_RULES.correctAnswer.required,
  explanationMax: QUESTION_RULES.explanation.tooLong,
} as const;

export const questionSchema = withRules(
  z.object({
    text: z.string(),
    categoryId: z.string(),
    answerA: z.string(),
    answerB: z.string(),
    answerC: z.string(),
    // '' until the instructor picks one: the rules say so on submit.
    correctAnswer: z.string(),
    points: z.enum(['1', '2', '3']),
    explanation: z.string(),
    active: z.boolean(),
  }),
  questionErrors,
);

export type QuestionFormValues = z.input<typeof questionSchema>;

import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';

/** The next question of a category that the student has not seen in this practice. */
export function drawPracticeQuestion(input: Schemas['PracticeDraw']) {
  return unwrap(api.POST('/test/practice/question', { body: input }));
}

export function useDrawPracticeQuestion() {
  return useMutation({ mutationFn: drawPracticeQuestion });
}

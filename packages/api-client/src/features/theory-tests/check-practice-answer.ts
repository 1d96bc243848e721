import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';

export function checkPracticeAnswer(input: Schemas['TestAnswer']) {
  return unwrap(api.POST('/test/practice/check', { body: input }));
}

export function useCheckPracticeAnswer() {
  return useMutation({ mutationFn: checkPracticeAnswer });
}

import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';

export function saveTestAnswer(attemptId: string, input: Schemas['TestAnswer']) {
  return unwrap(api.PUT('/test/attempt/{attemptId}/answer', { params: { path: { attemptId } }, body: input }));
}

export function useSaveTestAnswer(attemptId: string) {
  return useMutation({ mutationFn: (input: Schemas['TestAnswer']) => saveTestAnswer(attemptId, input) });
}

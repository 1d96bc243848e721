import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';
import { testQuestionKeys } from './test-question-keys.ts';

export function createTestQuestion(input: Schemas['TestQuestionInput']) {
  return unwrap(api.POST('/admin/test/question', { body: input }));
}

export function useCreateTestQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTestQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testQuestionKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';
import { testQuestionKeys } from './test-question-keys.ts';

export function updateTestQuestion(id: number, input: Schemas['TestQuestionInput']) {
  return unwrap(api.PUT('/admin/test/question/{id}', { params: { path: { id } }, body: input }));
}

export function useUpdateTestQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: Schemas['TestQuestionInput'] }) => updateTestQuestion(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testQuestionKeys.all }),
  });
}

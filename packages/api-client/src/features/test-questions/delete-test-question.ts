import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { testQuestionKeys } from './test-question-keys.ts';

export function deleteTestQuestion(id: number) {
  return unwrap(api.DELETE('/admin/test/question/{id}', { params: { path: { id } } }));
}

export function useDeleteTestQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testQuestionKeys.all }),
  });
}

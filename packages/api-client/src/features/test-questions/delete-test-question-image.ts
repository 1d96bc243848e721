import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { testQuestionKeys } from './test-question-keys.ts';

export function deleteTestQuestionImage(id: number) {
  return unwrap(api.DELETE('/admin/test/question/{id}/image', { params: { path: { id } } }));
}

export function useDeleteTestQuestionImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestQuestionImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testQuestionKeys.all }),
  });
}

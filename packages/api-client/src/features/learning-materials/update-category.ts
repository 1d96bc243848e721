import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';
import { learningMaterialKeys } from './learning-material-keys.ts';

export function updateCategory(id: number, input: Schemas['LearningMaterialCategoryInput']) {
  return unwrap(api.PUT('/admin/learning-material/category/{id}', { params: { path: { id } }, body: input }));
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: Schemas['LearningMaterialCategoryInput'] }) =>
      updateCategory(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningMaterialKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';
import { learningMaterialKeys } from './learning-material-keys.ts';

export function createCategory(input: Schemas['LearningMaterialCategoryInput']) {
  return unwrap(api.POST('/admin/learning-material/category', { body: input }));
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Schemas['LearningMaterialCategoryInput']) => createCategory(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningMaterialKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';
import { learningMaterialKeys } from './learning-material-keys.ts';

export function createMaterial(input: Schemas['LearningMaterialInput']) {
  return unwrap(api.POST('/admin/learning-material/material', { body: input }));
}

export function useCreateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Schemas['LearningMaterialInput']) => createMaterial(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningMaterialKeys.all }),
  });
}

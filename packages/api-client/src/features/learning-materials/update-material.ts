import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';
import { learningMaterialKeys } from './learning-material-keys.ts';

export function updateMaterial(id: number, input: Schemas['LearningMaterialInput']) {
  return unwrap(api.PUT('/admin/learning-material/material/{id}', { params: { path: { id } }, body: input }));
}

export function useUpdateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: Schemas['LearningMaterialInput'] }) => updateMaterial(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningMaterialKeys.all }),
  });
}

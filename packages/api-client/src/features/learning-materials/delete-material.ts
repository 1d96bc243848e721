import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { learningMaterialKeys } from './learning-material-keys.ts';

export function deleteMaterial(id: number) {
  return unwrap(api.DELETE('/admin/learning-material/material/{id}', { params: { path: { id } } }));
}

export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMaterial(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningMaterialKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { learningMaterialKeys } from './learning-material-keys.ts';

export function deleteCategory(id: number) {
  return unwrap(api.DELETE('/admin/learning-material/category/{id}', { params: { path: { id } } }));
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCategory(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningMaterialKeys.all }),
  });
}

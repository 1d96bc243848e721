import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { learningMaterialKeys } from './learning-material-keys.ts';

export function listPublicMaterials(categoryId: number) {
  return unwrap(api.GET('/learning-material/list/{categoryId}', { params: { path: { categoryId } } }));
}

export function listPublicMaterialsQueryOptions(categoryId: number) {
  return queryOptions({
    queryKey: learningMaterialKeys.publicMaterials(categoryId),
    queryFn: () => listPublicMaterials(categoryId),
  });
}

/** `enabled: false` waits until a category is known (the categories load first). */
export function usePublicMaterials(categoryId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listPublicMaterialsQueryOptions(categoryId), ...options });
}

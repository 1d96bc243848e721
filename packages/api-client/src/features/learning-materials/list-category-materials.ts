import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { learningMaterialKeys } from './learning-material-keys.ts';

export function listCategoryMaterials(id: number) {
  return unwrap(api.GET('/admin/learning-material/category/{id}/materials', { params: { path: { id } } }));
}

export function listCategoryMaterialsQueryOptions(id: number) {
  return queryOptions({
    queryKey: learningMaterialKeys.categoryMaterials(id),
    queryFn: () => listCategoryMaterials(id),
  });
}

export function useCategoryMaterials(id: number) {
  return useQuery(listCategoryMaterialsQueryOptions(id));
}

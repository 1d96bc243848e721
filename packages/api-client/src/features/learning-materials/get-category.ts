import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { learningMaterialKeys } from './learning-material-keys.ts';

export function getCategory(id: number) {
  return unwrap(api.GET('/admin/learning-material/category/{id}', { params: { path: { id } } }));
}

export function getCategoryQueryOptions(id: number) {
  return queryOptions({ queryKey: learningMaterialKeys.category(id), queryFn: () => getCategory(id) });
}

export function useCategory(id: number) {
  return useQuery(getCategoryQueryOptions(id));
}

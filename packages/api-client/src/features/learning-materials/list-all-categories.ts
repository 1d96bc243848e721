import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { learningMaterialKeys } from './learning-material-keys.ts';

export function listAllCategories() {
  return unwrap(api.GET('/admin/learning-material/category/all', {}));
}

export function listAllCategoriesQueryOptions() {
  return queryOptions({ queryKey: learningMaterialKeys.allCategories(), queryFn: () => listAllCategories() });
}

export function useAllCategories() {
  return useQuery(listAllCategoriesQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, pageQuery, unwrap } from '../../client.ts';
import { learningMaterialKeys } from './learning-material-keys.ts';

export function listAdminCategories(page = 1) {
  return unwrap(api.GET('/admin/learning-material/category/list', { params: { query: pageQuery(page) } }));
}

export function listAdminCategoriesQueryOptions(page = 1) {
  return queryOptions({
    queryKey: learningMaterialKeys.adminCategories(page),
    queryFn: () => listAdminCategories(page),
  });
}

export function useAdminCategories(page = 1) {
  return useQuery(listAdminCategoriesQueryOptions(page));
}

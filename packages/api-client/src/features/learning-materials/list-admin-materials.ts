import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, pageQuery, unwrap } from '../../client.ts';
import { learningMaterialKeys } from './learning-material-keys.ts';

export function listAdminMaterials(page = 1) {
  return unwrap(api.GET('/admin/learning-material/material/list', { params: { query: pageQuery(page) } }));
}

export function listAdminMaterialsQueryOptions(page = 1) {
  return queryOptions({ queryKey: learningMaterialKeys.adminMaterials(page), queryFn: () => listAdminMaterials(page) });
}

export function useAdminMaterials(page = 1) {
  return useQuery(listAdminMaterialsQueryOptions(page));
}

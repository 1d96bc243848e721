import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { learningMaterialKeys } from './learning-material-keys.ts';

export function getMaterial(id: number) {
  return unwrap(api.GET('/admin/learning-material/material/{id}', { params: { path: { id } } }));
}

export function getMaterialQueryOptions(id: number) {
  return queryOptions({ queryKey: learningMaterialKeys.material(id), queryFn: () => getMaterial(id) });
}

export function useMaterial(id: number) {
  return useQuery(getMaterialQueryOptions(id));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { learningMaterialKeys } from './learning-material-keys.ts';

export function listPublicCategories() {
  return unwrap(api.GET('/learning-material/categories', {}));
}

export function listPublicCategoriesQueryOptions() {
  return queryOptions({ queryKey: learningMaterialKeys.publicCategories(), queryFn: () => listPublicCategories() });
}

export function usePublicCategories() {
  return useQuery(listPublicCategoriesQueryOptions());
}

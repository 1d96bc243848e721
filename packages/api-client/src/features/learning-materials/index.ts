import { $api, api, unwrap } from '../../client.ts';
import { idParams, pageParams, type ReadPath, useRefreshing, withArgument, withBody } from '../../query.ts';
import type { Schemas } from '../../schemas.ts';

/** Categories and materials are one family: a category change affects its materials. */
const LEARNING_MATERIAL_READS: readonly ReadPath[] = [
  '/learning-material/categories',
  '/learning-material/list/{categoryId}',
  '/admin/learning-material/category/list',
  '/admin/learning-material/category/all',
  '/admin/learning-material/category/{id}',
  '/admin/learning-material/category/{id}/materials',
  '/admin/learning-material/material/list',
  '/admin/learning-material/material/{id}',
];

export const usePublicCategories = () => $api.useQuery('get', '/learning-material/categories');
/** `enabled: false` waits until a category is known (the categories load first). */
export const usePublicMaterials = (categoryId: number, options: { enabled?: boolean } = {}) =>
  $api.useQuery('get', '/learning-material/list/{categoryId}', { params: { path: { categoryId } } }, options);
export const useAdminCategories = (page = 1) =>
  $api.useQuery('get', '/admin/learning-material/category/list', pageParams(page));
export const useAllCategories = () => $api.useQuery('get', '/admin/learning-material/category/all');
export const useCategory = (id: number) => $api.useQuery('get', '/admin/learning-material/category/{id}', idParams(id));
export const useAdminMaterials = (page = 1) =>
  $api.useQuery('get', '/admin/learning-material/material/list', pageParams(page));
export const useMaterial = (id: number) => $api.useQuery('get', '/admin/learning-material/material/{id}', idParams(id));

/** A category's materials, asked right before deleting it (a quick answer; the server refuses anyway). */
export const listCategoryMaterials = (id: number) =>
  unwrap(api.GET('/admin/learning-material/category/{id}/materials', idParams(id)));

export const useCreateCategory = () =>
  withBody($api.useMutation('post', '/admin/learning-material/category', useRefreshing(LEARNING_MATERIAL_READS)));
export const useUpdateCategory = () =>
  withArgument(
    $api.useMutation('put', '/admin/learning-material/category/{id}', useRefreshing(LEARNING_MATERIAL_READS)),
    ({ id, input }: { id: number; input: Schemas['LearningMaterialCategoryInput'] }) => ({
      ...idParams(id),
      body: input,
    }),
  );
export const useDeleteCategory = () =>
  withArgument(
    $api.useMutation('delete', '/admin/learning-material/category/{id}', useRefreshing(LEARNING_MATERIAL_READS)),
    idParams,
  );
export const useCreateMaterial = () =>
  withBody($api.useMutation('post', '/admin/learning-material/material', useRefreshing(LEARNING_MATERIAL_READS)));
export const useUpdateMaterial = () =>
  withArgument(
    $api.useMutation('put', '/admin/learning-material/material/{id}', useRefreshing(LEARNING_MATERIAL_READS)),
    ({ id, input }: { id: number; input: Schemas['LearningMaterialInput'] }) => ({ ...idParams(id), body: input }),
  );
export const useDeleteMaterial = () =>
  withArgument(
    $api.useMutation('delete', '/admin/learning-material/material/{id}', useRefreshing(LEARNING_MATERIAL_READS)),
    idParams,
  );

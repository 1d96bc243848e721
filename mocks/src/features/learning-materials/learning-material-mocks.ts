import type { Schemas } from '@autoskola/api-client';
import { CATEGORY_HAS_MATERIALS, categoryErrors, materialErrors } from '@autoskola/rules/learning-materials';
import { byPosition, http, notFound, page, refusedBy } from '../../mock-api.ts';
import { defineMockFeature } from '../../mock-feature.ts';
import { categories, materials } from './learning-material-fixtures.ts';

export type LearningMaterialState = {
  categories: Schemas['LearningMaterialCategory'][];
  materials: Schemas['LearningMaterial'][];
};

/** Learning-material categories and materials, public and in the admin. */
export const learningMaterialMocks = defineMockFeature({
  name: 'learning-materials',
  createState: (): LearningMaterialState => ({
    categories: structuredClone(categories),
    materials: structuredClone(materials),
  }),
  handlers(state, registry) {
    const findCategory = (id: string) => state.categories.find((category) => category.id === Number(id));
    const findMaterial = (id: string) => state.materials.find((item) => item.id === Number(id));
    const categoryRef = (id: number) => ({
      id,
      name: state.categories.find((category) => category.id === id)?.name ?? '',
    });
    return [
      http.get('/learning-material/categories', ({ response }) =>
        response(200).json({
          learningMaterialCategories: byPosition(state.categories.filter((category) => category.active)),
        }),
      ),

      http.get('/learning-material/list/{categoryId}', ({ params, response }) => {
        const category = findCategory(params.categoryId);
        if (!category?.active) return response(404).json(notFound);
        const items = state.materials.filter((item) => item.category.id === category.id && item.active);
        return response(200).json({ learningMaterials: byPosition(items) });
      }),

      http.get('/admin/learning-material/category/list', ({ query, response }) => {
        const { items, pagesCount } = page(byPosition(state.categories), query as unknown as URLSearchParams);
        return response(200).json({ learningMaterialCategories: items, pagesCount });
      }),

      http.get('/admin/learning-material/category/all', ({ response }) =>
        response(200).json({ learningMaterialCategories: byPosition(state.categories) }),
      ),

      http.post('/admin/learning-material/category', async ({ request, response }) => {
        const input = await request.json();
        const refused = refusedBy(categoryErrors(input));
        if (refused) return response(422).json(refused);
        const learningMaterialCategory = { id: state.nextId++, ...input };
        state.categories.push(learningMaterialCategory);
        return response(201).json({ learningMaterialCategory });
      }),

      http.get('/admin/learning-material/category/{id}', ({ params, response }) => {
        const category = findCategory(params.id);
        return category ? response(200).json({ learningMaterialCategory: category }) : response(404).json(notFound);
      }),

      http.put('/admin/learning-material/category/{id}', async ({ params, request, response }) => {
        const category = findCategory(params.id);
        if (!category) return response(404).json(notFound);
        const input = await request.json();
        const refused = refusedBy(categoryErrors(input));
        if (refused) return response(422).json(refused);
        Object.assign(category, input);
        return response(200).json({ learningMaterialCategory: category });
      }),

      http.delete('/admin/learning-material/category/{id}', ({ params, response }) => {
        const category = findCategory(params.id);
        if (!category) return response(404).json(notFound);
        if (state.materials.some((item) => item.category.id === category.id)) {
          return response(409).json({ message: CATEGORY_HAS_MATERIALS });
        }
        // Another feature's rows in the category keep it too, in that feature's words.
        const refused = registry.refusal('learning-material-category', category.id);
        if (refused) return response(409).json({ message: refused });
        state.categories = state.categories.filter((item) => item !== category);
        return response(204).empty();
      }),

      http.get('/admin/learning-material/category/{id}/materials', ({ params, response }) => {
        const category = findCategory(params.id);
        if (!category) return response(404).json(notFound);
        return response(200).json({
          learningMaterials: byPosition(state.materials.filter((item) => item.category.id === category.id)),
        });
      }),

      http.get('/admin/learning-material/material/list', ({ query, response }) => {
        const { items, pagesCount } = page(byPosition(state.materials), query as unknown as URLSearchParams);
        return response(200).json({ learningMaterials: items, pagesCount });
      }),

      http.post('/admin/learning-material/material', async ({ request, response }) => {
        const { categoryId, ...input } = await request.json();
        const refused = refusedBy(materialErrors({ ...input, categoryId }));
        if (refused) return response(422).json(refused);
        const learningMaterial = { id: state.nextId++, ...input, category: categoryRef(categoryId) };
        state.materials.push(learningMaterial);
        return response(201).json({ learningMaterial });
      }),

      http.get('/admin/learning-material/material/{id}', ({ params, response }) => {
        const item = findMaterial(params.id);
        return item ? response(200).json({ learningMaterial: item }) : response(404).json(notFound);
      }),

      http.put('/admin/learning-material/material/{id}', async ({ params, request, response }) => {
        const item = findMaterial(params.id);
        if (!item) return response(404).json(notFound);
        const { categoryId, ...input } = await request.json();
        const refused = refusedBy(materialErrors({ ...input, categoryId }));
        if (refused) return response(422).json(refused);
        Object.assign(item, input, { category: categoryRef(categoryId) });
        return response(200).json({ learningMaterial: item });
      }),

      http.delete('/admin/learning-material/material/{id}', ({ params, response }) => {
        const item = findMaterial(params.id);
        if (!item) return response(404).json(notFound);
        state.materials = state.materials.filter((material) => material !== item);
        return response(204).empty();
      }),
    ];
  },
});

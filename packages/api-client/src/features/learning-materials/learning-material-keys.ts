/** Query keys of categories and materials (one family: a category change affects its materials). */
export const learningMaterialKeys = {
  all: ['learning-materials'] as const,
  publicCategories: () => [...learningMaterialKeys.all, 'public-categories'] as const,
  publicMaterials: (categoryId: number) => [...learningMaterialKeys.all, 'public-materials', categoryId] as const,
  adminCategories: (page: number) => [...learningMaterialKeys.all, 'admin-categories', page] as const,
  allCategories: () => [...learningMaterialKeys.all, 'all-categories'] as const,
  category: (id: number) => [...learningMaterialKeys.all, 'category', id] as const,
  categoryMaterials: (id: number) => [...learningMaterialKeys.all, 'category-materials', id] as const,
  adminMaterials: (page: number) => [...learningMaterialKeys.all, 'admin-materials', page] as const,
  material: (id: number) => [...learningMaterialKeys.all, 'material', id] as const,
};

import type { Schemas } from '@autoskola/api-client';
import { demoCategories } from '@autoskola/demo-content';

/**
 * The demo school of `npm run seed:demo` (@autoskola/demo-content, one copy for both), with ids
 * as the server gives them, plus what a fresh demo lacks and the screens must show: an inactive category and an inactive material.
 */
export const categories: Schemas['LearningMaterialCategory'][] = [
  ...demoCategories.map(({ name, position }, index) => ({ id: index + 1, name, position, active: true })),
  { id: demoCategories.length + 1, name: 'Archív', position: 9, active: false },
];

export const materials: Schemas['LearningMaterial'][] = [
  ...demoCategories.flatMap((category, categoryIndex) =>
    category.materials.map((material, index) => ({
      ...material,
      categoryId: categoryIndex + 1,
      position: index + 1,
      active: true,
    })),
  ),
  { name: 'Starý materiál', content: '<p>Už neplatí.</p>', categoryId: 3, position: 1, active: false },
].map(({ categoryId, ...material }, index) => ({
  id: index + 1,
  name: material.name,
  category: { id: categoryId, name: categories.find((category) => category.id === categoryId)?.name ?? '' },
  content: material.content,
  position: material.position,
  active: material.active,
}));

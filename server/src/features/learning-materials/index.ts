import { demoCategories } from '@autoskola/demo-content';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { learningMaterialHandlers } from './learning-material-handlers.ts';
import { learningMaterialCategories, learningMaterials } from './learning-material-tables.ts';

/** Learning materials: categories, rich-text materials, the public browser (SPEC §2). */
export const learningMaterialsModule: FeatureModule = {
  name: 'learning-materials',
  operations: learningMaterialHandlers,
  demo: {
    what: 'categories',
    count: (db) => db.$count(learningMaterialCategories),
    async insert(db) {
      let materialCount = 0;
      for (const category of demoCategories) {
        const [saved] = await db
          .insert(learningMaterialCategories)
          .values({ name: category.name, position: category.position, active: true })
          .returning();
        if (!saved) throw new Error('insert returned no row');
        await db
          .insert(learningMaterials)
          .values(
            category.materials.map((material, index) => ({ ...material, categoryId: saved.id, position: index + 1 })),
          );
        materialCount += category.materials.length;
      }
      return { added: [`${demoCategories.length} categories`, `${materialCount} materials`] };
    },
  },
};

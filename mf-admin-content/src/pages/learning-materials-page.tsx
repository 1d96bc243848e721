import { CategoriesSection } from '../features/categories/categories-section.tsx';
import { MaterialsSection } from '../features/materials/materials-section.tsx';

export default function LearningMaterialsPage() {
  return (
    <section className="page admin-page">
      <h1>Učebné materiály</h1>
      <CategoriesSection />
      <MaterialsSection />
    </section>
  );
}

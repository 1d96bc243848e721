import { PlannedScreen } from '@autoskola/ui';
import { CategoriesSection } from '../features/categories/categories-section.tsx';

export default function LearningMaterialsPage() {
  return (
    <section className="page admin-page">
      <h1>Učebné materiály</h1>
      <CategoriesSection />
      {/* PLACEHOLDER: issue #6 builds the 'Materiály' block with the Quill editor. */}
      <PlannedScreen heading="Materiály" issue={6} level={2} />
    </section>
  );
}

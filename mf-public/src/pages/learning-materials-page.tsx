import { LearningMaterialsBrowser } from '../features/learning-materials/learning-materials-browser.tsx';

export default function LearningMaterialsPage() {
  return (
    <section className="page learning-materials">
      <h1>Učebné materiály</h1>
      <LearningMaterialsBrowser />
    </section>
  );
}

import { TestQuestionsSection } from '../features/theory-tests/test-questions-section.tsx';
import { TestSettingsSection } from '../features/theory-tests/test-settings-form.tsx';

export default function TheoryTestsPage() {
  return (
    <section className="page admin-page">
      <h1>Testy</h1>
      <TestQuestionsSection />
      <TestSettingsSection />
    </section>
  );
}

import { TestQuestionsSection } from '../features/test-questions/test-questions-section.tsx';
import { TestSettingsSection } from '../features/test-settings/test-settings-form.tsx';

export default function TestsPage() {
  return (
    <section className="page admin-page">
      <h1>Testy</h1>
      <TestQuestionsSection />
      <TestSettingsSection />
    </section>
  );
}

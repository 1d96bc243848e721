import { TheoryTests } from '../features/theory-tests/theory-tests.tsx';

export default function TheoryTestsPage() {
  return (
    <section className="page tests-page">
      <h1>Cvičné testy</h1>
      <TheoryTests />
    </section>
  );
}

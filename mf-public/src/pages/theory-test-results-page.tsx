import { Link } from 'react-router-dom';
import { TestResultsTable } from '../features/theory-tests/test-results-table.tsx';

export default function TheoryTestResultsPage() {
  return (
    <section className="page">
      <h1>Moje výsledky</h1>
      <TestResultsTable />
      <p>
        <Link to="/testy">Späť na testy</Link>
      </p>
    </section>
  );
}

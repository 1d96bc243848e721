import { Link } from 'react-router-dom';
import { TestResultsTable } from '../features/test-results/test-results-table.tsx';

export default function TestResultsPage() {
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

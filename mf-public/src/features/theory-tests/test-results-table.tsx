import { useTestResults } from '@autoskola/api-client';
import { formatDateTime, Pagination, QueryStatus, Table, usePageParam } from '@autoskola/ui';
import { formatDuration, TESTS_TEXTS } from './theory-test-texts.ts';

export const RESULTS_TEXTS = {
  loading: 'Načítavam výsledky…',
  error: 'Nepodarilo sa načítať výsledky.',
  empty: 'Zatiaľ nemáš žiadne vyhodnotené testy.',
} as const;

/** A student's evaluated tests, newest first, paginated with ?page=. */
export function TestResultsTable() {
  const page = usePageParam('page');
  return (
    <QueryStatus query={useTestResults(page)} texts={RESULTS_TEXTS} isEmpty={(data) => data.testResults.length === 0}>
      {(data) => (
        <>
          <Table
            caption="Vyhodnotené testy"
            rows={data.testResults}
            rowKey={(result) => result.id}
            columns={[
              {
                header: 'Dátum',
                cell: (result) => <time dateTime={result.evaluatedAt}>{formatDateTime(result.evaluatedAt)}</time>,
              },
              { header: 'Body', cell: (result) => `${result.points} z ${result.maxPoints}` },
              { header: 'Percento', cell: (result) => `${result.percentage} %` },
              { header: 'Výsledok', cell: (result) => (result.passed ? TESTS_TEXTS.passed : TESTS_TEXTS.failed) },
              { header: 'Trvanie', cell: (result) => formatDuration(result.durationSeconds) },
            ]}
          />
          <Pagination pagesCount={data.pagesCount} param="page" />
        </>
      )}
    </QueryStatus>
  );
}

import { setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { RESULTS_TEXTS } from '../features/theory-tests/test-results-table.tsx';
import TheoryTestResultsPage from './theory-test-results-page.tsx';

const server = setupMockApi();

const result = (id: string, evaluatedAt: string, points: number, passed: boolean) => ({
  id,
  evaluatedAt,
  points,
  maxPoints: 80,
  percentage: Math.floor((points * 100) / 80),
  passed,
  durationSeconds: 754,
});

describe('TheoryTestResultsPage', () => {
  beforeEach(() => session.login(tokenFor(['ROLE_USER'], 3600, 'ziak@autoskola.sk')));
  afterEach(() => session.logout());

  it('says when the student has no evaluated test yet', async () => {
    renderScreen(<TheoryTestResultsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Moje výsledky' })).toBeInTheDocument();
    expect(screen.getByText(RESULTS_TEXTS.loading)).toBeInTheDocument();
    expect(await screen.findByText(RESULTS_TEXTS.empty)).toBeInTheDocument();
  });

  it('lists the results newest first with date, points, percentage, verdict and duration, by page', async () => {
    server.use(
      http.get('*/api/test/result/list', ({ request }) =>
        HttpResponse.json({
          testResults:
            new URL(request.url).searchParams.get('page') === '2'
              ? [result('00000000-0000-4000-8000-000000000003', '2026-11-01T09:00:00.000Z', 40, false)]
              : [
                  result('00000000-0000-4000-8000-000000000001', '2026-11-22T17:45:00.000Z', 76, true),
                  result('00000000-0000-4000-8000-000000000002', '2026-11-20T08:05:00.000Z', 60, false),
                ],
          pagesCount: 2,
        }),
      ),
    );
    renderScreen(<TheoryTestResultsPage />, { url: '/testy/vysledky' });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Dátum', 'Body', 'Percento', 'Výsledok', 'Trvanie']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('22. 11. 2026 18:45');
    expect(first).toHaveTextContent('76 z 80');
    expect(first).toHaveTextContent('95 %');
    expect(first).toHaveTextContent('Úspešný');
    expect(first).toHaveTextContent('12 min 34 s');
    expect(second).toHaveTextContent('Neúspešný');
    expect(screen.getByRole('link', { name: 'Strana 2' })).toHaveAttribute('href', '/testy/vysledky?page=2');
  });

  it('shows an error when the results cannot be loaded', async () => {
    server.use(http.get('*/api/test/result/list', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderScreen(<TheoryTestResultsPage />);
    expect(await screen.findByText(RESULTS_TEXTS.error)).toBeInTheDocument();
  });
});

import { emptyOverview, mockOverview } from '@autoskola/mocks/features/overview/overview-fixtures';
import { setupMockApi } from '@autoskola/mocks/test-server';
import { INSTRUCTOR_ROLE, session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { SchoolOverview } from './school-overview.tsx';

const server = setupMockApi();
const panel = (name: string) => screen.findByRole('region', { name });

describe("the owner's overview", () => {
  beforeEach(() => session.login(tokenFor(['ROLE_USER', INSTRUCTOR_ROLE])));
  afterEach(() => session.logout());

  it("asks for the chosen period and group and shows each feature's panel with its table", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/admin/overview', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(mockOverview('2026-10-01', '2026-12-31'));
      }),
    );
    renderScreen(<SchoolOverview />, { url: '/admin/prehlad?obdobie=quarter&den=2026-11-27&skupina=B' });
    const funnel = await panel('Prihlášky');
    expect(asked[0]?.get('from')).toBe('2026-10-01');
    expect(asked[0]?.get('to')).toBe('2026-12-31');
    expect(asked[0]?.get('group')).toBe('B');
    const received = within(funnel).getByRole('row', { name: /Prijaté/ });
    expect(
      within(received).getByText(String(mockOverview('2026-10-01', '2026-12-31').applicationFunnel.received)),
    ).toBeInTheDocument();
    expect(await panel('Platby')).toHaveTextContent(/Zostáva uhradiť \(dnes\)4\s125\s€/);
    const instructors = await panel('Jazdy podľa inštruktorov');
    expect(within(instructors).getByRole('cell', { name: 'Peter Horváth' })).toBeInTheDocument();
    expect(
      within(instructors).getByRole('button', { name: 'Stiahnuť CSV: Jazdy podľa inštruktorov' }),
    ).toBeInTheDocument();
    expect(await panel('Cvičné testy')).toHaveTextContent('Úspešnosť');
    expect(await panel('Odjazdené hodiny po dňoch')).toBeInTheDocument();

    // The lists behind the sums are asked for the same period and group, once their table is opened.
    const payments: URLSearchParams[] = [];
    server.use(
      http.get('*/api/admin/overview/payments', ({ request }) => {
        payments.push(new URL(request.url).searchParams);
        return HttpResponse.json({ payments: [] });
      }),
    );
    fireEvent.click(screen.getByText(/^Prijaté platby \(\d+\)$/));
    await waitFor(() => expect(payments).toHaveLength(1));
    expect(Object.fromEntries(payments[0] ?? [])).toEqual({ from: '2026-10-01', to: '2026-12-31', group: 'B' });
  });

  it("shows the exams' pass rates at the first attempt and overall, per group and per instructor, with counts", async () => {
    server.use(
      http.get('*/api/admin/overview', () =>
        HttpResponse.json({
          ...emptyOverview(),
          examsByGroup: [
            { group: 'B', firstAttempts: 4, firstPassed: 3, attempts: 6, passed: 5 },
            { group: 'C', firstAttempts: 1, firstPassed: 0, attempts: 2, passed: 1 },
          ],
          examsByInstructor: [
            { instructorId: 3, instructor: 'Ján Vodička', firstAttempts: 3, firstPassed: 2, attempts: 4, passed: 3 },
            { instructorId: null, instructor: null, firstAttempts: 2, firstPassed: 1, attempts: 4, passed: 3 },
          ],
        }),
      ),
    );
    renderScreen(<SchoolOverview />, { url: '/admin/prehlad?obdobie=year&den=2026-11-27' });
    const groups = await panel('Skúšky podľa skupín');
    const cellsOf = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cellsOf(within(groups).getByRole('row', { name: /^B/ }))).toEqual(['B', '3 z 4', '75 %', '5 z 6', '83 %']);
    expect(cellsOf(within(groups).getByRole('row', { name: /^C/ }))).toEqual(['C', '0 z 1', '0 %', '1 z 2', '50 %']);
    expect(cellsOf(within(groups).getByRole('row', { name: /^Spolu/ }))).toEqual([
      'Spolu',
      '3 z 5',
      '60 %',
      '6 z 8',
      '75 %',
    ]);
    const instructors = await panel('Skúšky podľa inštruktorov');
    expect(cellsOf(within(instructors).getByRole('row', { name: /Ján Vodička/ }))).toEqual([
      'Ján Vodička',
      '2 z 3',
      '67 %',
      '3 z 4',
      '75 %',
    ]);
    expect(within(instructors).getByRole('cell', { name: 'Bez odjazdenej jazdy' })).toBeInTheDocument();
    expect(within(instructors).getByRole('button', { name: 'Stiahnuť CSV: Skúšky podľa inštruktorov' })).toBeEnabled();
  });

  it('says when no exam of the period has all its results', async () => {
    server.use(http.get('*/api/admin/overview', () => HttpResponse.json(emptyOverview())));
    renderScreen(<SchoolOverview />, { url: '/admin/prehlad?obdobie=month&den=2026-02-10' });
    expect(await panel('Skúšky podľa skupín')).toHaveTextContent(
      'V tomto období nie je žiadna skúška so všetkými výsledkami.',
    );
  });

  it('asks again when the period changes, and refuses a custom period that ends before it starts', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/admin/overview', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('from')}..${query.get('to')}`);
        return HttpResponse.json(emptyOverview());
      }),
    );
    renderScreen(<SchoolOverview />, { url: '/admin/prehlad?obdobie=month&den=2026-02-10' });
    expect(await screen.findByText('V tomto období neprišla žiadna platba.')).toBeInTheDocument();
    expect(asked).toEqual(['2026-02-01..2026-02-28']);

    fireEvent.change(screen.getByLabelText('Obdobie'), { target: { value: 'year' } });
    await waitFor(() => expect(asked).toContain('2026-01-01..2026-12-31'));

    fireEvent.change(screen.getByLabelText('Obdobie'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('Do'), { target: { value: '2025-12-31' } });
    expect(await screen.findByText('Koniec obdobia nemôže byť pred jeho začiatkom.')).toBeInTheDocument();
    expect(asked.some((period) => period.endsWith('..2025-12-31'))).toBe(false);
  });

  it('says when the overview cannot be loaded', async () => {
    server.use(http.get('*/api/admin/overview', () => HttpResponse.json({ message: 'Chyba.' }, { status: 500 })));
    renderScreen(<SchoolOverview />, { url: '/admin/prehlad' });
    expect(await screen.findByText('Prehľad sa nepodarilo načítať. Skúste to znova.')).toBeInTheDocument();
  });
});

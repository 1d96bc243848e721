import { mockOverview, mockOverviewPayments } from '@autoskola/mocks/features/overview/overview-fixtures';
import { setupMockApi } from '@autoskola/mocks/test-server';
import { INSTRUCTOR_ROLE, session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { readBlobText, renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { useState } from 'react';
import { paymentListSection } from './overview-sections.tsx';

const server = setupMockApi();
const period = { from: '2026-10-01', to: '2026-10-31', group: 'B' as const };
const sums = mockOverview(period.from, period.to).payments;
const { Panel } = paymentListSection;
const renderPanel = (money = sums) => renderScreen(<Panel section={money} period={period} />);

/** Every ask for the list, as its query. */
function listAsks(
  answer: (asked: URLSearchParams) => Promise<Response> | Response = () =>
    HttpResponse.json({ payments: mockOverviewPayments(period.from, period.to), pagesCount: 1 }),
) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/admin/overview/payments', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return answer(query);
    }),
  );
  return asked;
}

// The period's payments in two pages (the server's are OVERVIEW_LIST_PAGE_SIZE; the screen shows what a page holds).
const all = mockOverviewPayments(period.from, period.to);
const FIRST_PAGE = 4;
const twoPages = (asked: URLSearchParams) =>
  HttpResponse.json({
    payments: asked.get('page') === '2' ? all.slice(FIRST_PAGE) : all.slice(0, FIRST_PAGE),
    pagesCount: 2,
  });

describe("the overview's received payments (the accountant's list)", () => {
  beforeEach(() => session.login(tokenFor(['ROLE_USER', INSTRUCTOR_ROLE])));
  afterEach(() => {
    session.logout();
    vi.restoreAllMocks();
  });

  it("counts them from the overview's sums and asks for the list of the period and group only when opened", async () => {
    const asked = listAsks(async () => {
      await delay(50);
      return HttpResponse.json({ payments: mockOverviewPayments(period.from, period.to), pagesCount: 1 });
    });
    renderPanel();
    const summary = screen.getByText(`Prijaté platby (${sums.count})`);
    await delay(20);
    expect(asked).toHaveLength(0);

    await userEvent.click(summary);
    expect(await screen.findByText('Načítavam platby…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Prijaté platby' });
    expect(within(table).getAllByRole('row')).toHaveLength(sums.count + 1);
    expect(within(table).getAllByRole('cell', { name: 'Jana Nováková' }).length).toBeGreaterThan(0);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0] ?? [])).toEqual(period);
  });

  it('shows one page at a time: another page asked with its number, the address left alone, page 1 again for another period', async () => {
    const asked = listAsks(twoPages);
    const otherPeriod = { from: '2026-09-01', to: '2026-09-30', group: 'B' as const };
    function Switching() {
      const [shown, setShown] = useState(period);
      return (
        <>
          <button type="button" onClick={() => setShown(otherPeriod)}>
            Iné obdobie
          </button>
          <Panel section={sums} period={shown} />
        </>
      );
    }
    const { router } = renderScreen(<Switching />, { url: '/admin/prehlad?from=2026-10-01&to=2026-10-31&group=B' });
    await userEvent.click(screen.getByText(`Prijaté platby (${sums.count})`));
    const table = await screen.findByRole('table', { name: 'Prijaté platby' });
    expect(within(table).getAllByRole('row')).toHaveLength(FIRST_PAGE + 1);
    const pages = screen.getByRole('navigation', { name: 'Stránkovanie platieb' });
    expect(within(pages).getByRole('button', { name: 'Strana 1' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(pages).getByRole('button', { name: 'Strana 2' }));
    const last = all.at(-1) as (typeof all)[number];
    expect(await within(table).findByRole('cell', { name: last.variableSymbol })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(all.length - FIRST_PAGE + 1);
    expect(within(pages).getByRole('button', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');
    expect(Object.fromEntries(asked[1] ?? [])).toEqual({ ...period, page: '2' });
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-10-31&group=B');

    await userEvent.click(screen.getByRole('button', { name: 'Iné obdobie' }));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(Object.fromEntries(asked[2] ?? [])).toEqual(otherPeriod);
    expect(
      within(await screen.findByRole('navigation', { name: 'Stránkovanie platieb' })).getByRole('button', {
        name: 'Strana 1',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('puts every page in the CSV, in order, whether the table is open on a page or not', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:x';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const asked = listAsks(twoPages);
    renderPanel();
    await userEvent.click(screen.getByText(`Prijaté platby (${sums.count})`));
    await screen.findByRole('table', { name: 'Prijaté platby' });
    await userEvent.click(screen.getByRole('button', { name: 'Stiahnuť CSV: Prijaté platby' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const lines = (await readBlobText(saved[0] as Blob)).split('\r\n');
    expect(lines[0]).toBe('Dátum;Suma;Variabilný symbol;Žiak;Spôsob');
    expect(lines).toHaveLength(all.length + 2);
    expect(lines.slice(1, -1).map((line) => line.split(';')[2])).toEqual(all.map((row) => row.variableSymbol));
    expect(asked.map((query) => query.get('page'))).toEqual([null, null, '2']);
  });

  it('keeps the pages when a later page cannot be loaded, so the reader can go back to one that can', async () => {
    listAsks((asked) =>
      asked.get('page') === '2' ? HttpResponse.json({ message: 'Chyba.' }, { status: 500 }) : twoPages(asked),
    );
    renderPanel();
    await userEvent.click(screen.getByText(`Prijaté platby (${sums.count})`));
    await screen.findByRole('table', { name: 'Prijaté platby' });
    await userEvent.click(screen.getByRole('button', { name: 'Strana 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Platby sa nepodarilo načítať. Skúste to znova.');
    const pages = screen.getByRole('navigation', { name: 'Stránkovanie platieb' });
    expect(within(pages).getByRole('button', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(pages).getByRole('button', { name: 'Strana 1' }));
    const table = await screen.findByRole('table', { name: 'Prijaté platby' });
    expect(within(table).getAllByRole('row')).toHaveLength(FIRST_PAGE + 1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks again on "Skúsiť znova" after a failure, and keeps the pages under a later page that came back empty', async () => {
    let failing = true;
    listAsks((asked) => {
      if (failing) return HttpResponse.json({ message: 'Chyba.' }, { status: 500 });
      return asked.get('page') === '2' ? HttpResponse.json({ payments: [], pagesCount: 2 }) : twoPages(asked);
    });
    renderPanel();
    await userEvent.click(screen.getByText(`Prijaté platby (${sums.count})`));
    expect(await screen.findByRole('alert')).toHaveTextContent('Platby sa nepodarilo načítať. Skúste to znova.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(await screen.findByRole('table', { name: 'Prijaté platby' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Strana 2' }));
    expect(await screen.findByText('V tomto období neprišla žiadna platba.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Strana 1' }));
    expect(await screen.findByRole('table', { name: 'Prijaté platby' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and when it holds nothing', async () => {
    listAsks(() => HttpResponse.json({ message: 'Chyba.' }, { status: 500 }));
    const { unmount } = renderPanel();
    await userEvent.click(screen.getByText(`Prijaté platby (${sums.count})`));
    expect(await screen.findByRole('alert')).toHaveTextContent('Platby sa nepodarilo načítať. Skúste to znova.');
    unmount();

    listAsks(() => HttpResponse.json({ payments: [], pagesCount: 0 }));
    renderPanel();
    await userEvent.click(screen.getByText(`Prijaté platby (${sums.count})`));
    expect(await screen.findByText('V tomto období neprišla žiadna platba.')).toBeInTheDocument();
  });

  it('downloads the CSV without the table opened: busy while the list loads, then the same file as ever', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:x';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    listAsks(async () => {
      await held;
      return HttpResponse.json({ payments: mockOverviewPayments(period.from, period.to), pagesCount: 1 });
    });
    renderPanel();
    const button = screen.getByRole('button', { name: 'Stiahnuť CSV: Prijaté platby' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer();
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(button).toBeEnabled();
    const [first] = mockOverviewPayments(period.from, period.to);
    const lines = (await readBlobText(saved[0] as Blob)).split('\r\n');
    expect(lines[0]).toBe('Dátum;Suma;Variabilný symbol;Žiak;Spôsob');
    expect(lines[1]).toBe(`${first?.date};267,50;${first?.variableSymbol};${first?.student};V hotovosti`);
    expect(lines).toHaveLength(sums.count + 2);
  });

  it('says so in the panel when the CSV cannot be made', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    listAsks(() => HttpResponse.json({ message: 'Chyba.' }, { status: 500 }));
    renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Stiahnuť CSV: Prijaté platby' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Údaje pre CSV sa nepodarilo načítať. Skúste to znova.');
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Stiahnuť CSV: Prijaté platby' })).toBeEnabled();
  });

  it('has nothing to open, and a CSV of its header, in a period without payments', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:x';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const asked = listAsks();
    renderPanel({ ...sums, received: 0, count: 0 });
    expect(screen.getByText('V tomto období neprišla žiadna platba.')).toBeInTheDocument();
    expect(screen.queryByText(/^Prijaté platby \(/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stiahnuť CSV: Prijaté platby' }));
    expect(await readBlobText(saved[0] as Blob)).toBe('Dátum;Suma;Variabilný symbol;Žiak;Spôsob\r\n');
    expect(asked).toHaveLength(0);
  });
});

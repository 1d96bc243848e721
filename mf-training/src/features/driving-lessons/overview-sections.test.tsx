import { mockInstructorDays, mockOverview } from '@autoskola/mocks/features/overview/overview-fixtures';
import { setupMockApi } from '@autoskola/mocks/test-server';
import { INSTRUCTOR_ROLE, session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { readBlobText, renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { instructorDaysSection } from './overview-sections.tsx';

const server = setupMockApi();
const period = { from: '2026-10-01', to: '2026-10-31', group: null };
const instructors = mockOverview(period.from, period.to).lessonsByInstructor;
const days = mockInstructorDays(period.from, period.to);
const { Panel } = instructorDaysSection;
// Rows of page 1 when the list comes in two (the server's pages are OVERVIEW_LIST_PAGE_SIZE).
const FIRST_PAGE = 5;

/** Every ask for the list, as its query. */
function listAsks(
  answer: (asked: URLSearchParams) => Promise<Response> | Response = () =>
    HttpResponse.json({ instructorDays: days, pagesCount: 1 }),
) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/admin/overview/instructor-days', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return answer(query);
    }),
  );
  return asked;
}

describe("the overview's driven hours by day (payroll's list)", () => {
  beforeEach(() => session.login(tokenFor(['ROLE_USER', INSTRUCTOR_ROLE])));
  afterEach(() => {
    session.logout();
    vi.restoreAllMocks();
  });

  it('asks for the list of the period only when opened', async () => {
    const asked = listAsks(async () => {
      await delay(50);
      return HttpResponse.json({ instructorDays: days, pagesCount: 1 });
    });
    renderScreen(<Panel section={instructors} period={period} />);
    await delay(20);
    expect(asked).toHaveLength(0);

    await userEvent.click(screen.getByText('Odjazdené hodiny po dňoch', { selector: 'summary' }));
    expect(await screen.findByText('Načítavam odjazdené hodiny…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Odjazdené hodiny po dňoch' });
    expect(within(table).getAllByRole('row')).toHaveLength(days.length + 1);
    // A page does not know the others' rows: the title counts nothing.
    expect(screen.getByText('Odjazdené hodiny po dňoch', { selector: 'summary' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Stránkovanie odjazdených hodín' })).not.toBeInTheDocument();
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({ from: period.from, to: period.to });
  });

  it('shows one page at a time, another asked with its number, and puts every page in the CSV', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:x';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const asked = listAsks((query) =>
      HttpResponse.json({
        instructorDays: query.get('page') === '2' ? days.slice(FIRST_PAGE) : days.slice(0, FIRST_PAGE),
        pagesCount: 2,
      }),
    );
    const { router } = renderScreen(<Panel section={instructors} period={period} />, {
      url: '/admin/prehlad?from=2026-10-01&to=2026-10-31',
    });
    await userEvent.click(screen.getByText('Odjazdené hodiny po dňoch', { selector: 'summary' }));
    const table = await screen.findByRole('table', { name: 'Odjazdené hodiny po dňoch' });
    expect(within(table).getAllByRole('row')).toHaveLength(FIRST_PAGE + 1);
    const pages = screen.getByRole('navigation', { name: 'Stránkovanie odjazdených hodín' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Strana 2' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(days.length - FIRST_PAGE + 1));
    expect(within(pages).getByRole('button', { name: 'Strana 2' })).toHaveAttribute('aria-current', 'page');
    expect(Object.fromEntries(asked[1] ?? [])).toEqual({ from: period.from, to: period.to, page: '2' });
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-10-31');

    await userEvent.click(screen.getByRole('button', { name: 'Stiahnuť CSV: Odjazdené hodiny po dňoch' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const lines = (await readBlobText(saved[0] as Blob)).split('\r\n');
    expect(lines[0]).toBe('Dátum;Inštruktor;Odjazdené hodiny;Odjazdené jazdy');
    expect(lines.slice(1, -1)).toEqual(days.map((row) => expect.stringMatching(`^${row.date};${row.instructor};`)));
  });

  it('says when the list cannot be loaded', async () => {
    listAsks(() => HttpResponse.json({ message: 'Chyba.' }, { status: 500 }));
    renderScreen(<Panel section={instructors} period={period} />);
    await userEvent.click(screen.getByText('Odjazdené hodiny po dňoch', { selector: 'summary' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Odjazdené hodiny sa nepodarilo načítať. Skúste to znova.',
    );
  });

  it('downloads the CSV without the table opened, busy while the list loads, and says when it cannot', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:x';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    listAsks(async () => {
      await delay(50);
      return HttpResponse.json({ instructorDays: days, pagesCount: 1 });
    });
    const { unmount } = renderScreen(<Panel section={instructors} period={period} />);
    const button = screen.getByRole('button', { name: 'Stiahnuť CSV: Odjazdené hodiny po dňoch' });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const [first] = days;
    const lines = (await readBlobText(saved[0] as Blob)).split('\r\n');
    expect(lines[0]).toBe('Dátum;Inštruktor;Odjazdené hodiny;Odjazdené jazdy');
    expect(lines[1]).toBe(`${first?.date};${first?.instructor};3,00;${first?.driven}`);
    unmount();

    listAsks(() => HttpResponse.json({ message: 'Chyba.' }, { status: 500 }));
    renderScreen(<Panel section={instructors} period={period} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stiahnuť CSV: Odjazdené hodiny po dňoch' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Údaje pre CSV sa nepodarilo načítať. Skúste to znova.');
    expect(click).toHaveBeenCalledOnce();
  });

  it('has nothing to open in a period without a driven lesson', () => {
    renderScreen(
      <Panel
        section={[{ ...(instructors[0] as (typeof instructors)[number]), driven: 0, drivenMinutes: 0 }]}
        period={period}
      />,
    );
    expect(screen.getByText('V tomto období sa nejazdilo.')).toBeInTheDocument();
    expect(screen.queryByText('Odjazdené hodiny po dňoch', { selector: 'summary' })).not.toBeInTheDocument();
  });
});

import { recordWrites, setupMockApi } from '@autoskola/mocks/test-server';
import { addDays, schoolDate, schoolDayLabel } from '@autoskola/rules/driving-lessons';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LESSON_ADMIN_TEXTS } from '../features/driving-lessons/driving-lesson-texts.ts';
import LessonsPage from './lessons-page.tsx';

const server = setupMockApi();
const INSTRUCTOR = 'peter.horvath@autoskola-demo.sk';

/** A phone-wide screen: media queries up to 40rem match. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width: 40rem'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('LessonsPage', () => {
  beforeEach(() => session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR'], 3600, INSTRUCTOR)));
  afterEach(() => {
    session.logout();
    vi.unstubAllGlobals();
  });

  it("shows the instructor's week as a grid of seven days with hours and lessons, and moves between weeks", async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<LessonsPage />, { url: '/admin/jazdy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Jazdy' })).toBeInTheDocument();
    // The file's first render also loads the screen's modules: more time on a busy machine.
    const week = await screen.findByRole('region', { name: /^Týždeň / }, { timeout: 10_000 });
    expect(within(week).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(within(week).getByRole('combobox', { name: 'Inštruktor' })).toHaveDisplayValue('Peter Horváth');
    expect(within(week).getAllByText('07:00–13:45 (Škoda Fabia RK-123AB)')).toHaveLength(5);
    // Only the week: hours, vehicles and rules have their own screen.
    expect(screen.queryByRole('form', { name: 'Môj pracovný čas' })).toBeNull();
    expect(screen.getByRole('link', { name: LESSON_ADMIN_TEXTS.hoursLink })).toHaveAttribute(
      'href',
      '/admin/pracovny-cas',
    );
    await user.click(within(week).getByRole('button', { name: LESSON_ADMIN_TEXTS.previous }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?tyzden=\d{4}-\d{2}-\d{2}$/));
    expect(
      await screen.findAllByRole('button', { name: /, (Odjazdená|Zmeškaná)$/ }, { timeout: 10_000 }),
    ).not.toHaveLength(0);
  });

  it("shows a vehicle's week: every instructor's hours in it", async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<LessonsPage />, { url: '/admin/jazdy' });
    const week = await screen.findByRole('region', { name: /^Týždeň / });
    await user.selectOptions(within(week).getByRole('combobox', { name: LESSON_ADMIN_TEXTS.view }), 'Vozidlo');
    await waitFor(() => expect(router.state.location.search).toBe('?vozidlo=1'));
    expect(await within(week).findByRole('combobox', { name: LESSON_ADMIN_TEXTS.vehicle })).toHaveDisplayValue(
      'Škoda Fabia RK-123AB',
    );
    expect(within(week).getAllByText('07:00–13:45 (Peter Horváth)')).toHaveLength(5);
    expect(within(week).getAllByText('14:00–20:00 (Mária Kováčová)')).toHaveLength(5);
    expect(within(week).queryByRole('combobox', { name: 'Inštruktor' })).toBeNull();
  });

  it('on a phone shows today first and moves a day at a time', async () => {
    onPhone();
    const user = userEvent.setup();
    const { router } = renderScreen(<LessonsPage />, { url: '/admin/jazdy' });
    const today = schoolDate(new Date());
    expect(await screen.findByRole('heading', { level: 2, name: schoolDayLabel(today) })).toBeInTheDocument();
    // The day is named once, by the page's heading: no second one above the grid.
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(screen.getByRole('list', { name: schoolDayLabel(today) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: LESSON_ADMIN_TEXTS.nextDay }));
    await waitFor(() => expect(router.state.location.search).toBe(`?den=${addDays(today, 1)}`));
    expect(
      await screen.findByRole('heading', { level: 2, name: schoolDayLabel(addDays(today, 1)) }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: LESSON_ADMIN_TEXTS.previousDay }));
    await user.click(screen.getByRole('button', { name: LESSON_ADMIN_TEXTS.previousDay }));
    expect(
      await screen.findByRole('heading', { level: 2, name: schoolDayLabel(addDays(today, -1)) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: schoolDayLabel(addDays(today, -1)) })).toBeInTheDocument();
  });

  it("keeps 'Ja' to pick after switching to another instructor's week (an instructor without hours)", async () => {
    session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR'], 3600, 'novy.instruktor@example.sk'));
    const user = userEvent.setup();
    const { router } = renderScreen(<LessonsPage />, { url: '/admin/jazdy' });
    const week = await screen.findByRole('region', { name: /^Týždeň / });
    const picker = within(week).getByRole('combobox', { name: 'Inštruktor' });
    expect(picker).toHaveDisplayValue(LESSON_ADMIN_TEXTS.ownWeek);
    await user.selectOptions(picker, 'Peter Horváth');
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?instruktor=\d+$/));
    await waitFor(() =>
      expect(within(week).getByRole('combobox', { name: 'Inštruktor' })).toHaveDisplayValue('Peter Horváth'),
    );
    const options = within(within(week).getByRole('combobox', { name: 'Inštruktor' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toContain(LESSON_ADMIN_TEXTS.ownWeek);
    await user.selectOptions(within(week).getByRole('combobox', { name: 'Inštruktor' }), LESSON_ADMIN_TEXTS.ownWeek);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(within(week).getByRole('combobox', { name: 'Inštruktor' })).toHaveDisplayValue(LESSON_ADMIN_TEXTS.ownWeek),
    );
  });

  it('opens a lesson from its card and marks it driven with its kind', async () => {
    const writes = recordWrites(server);
    const user = userEvent.setup();
    renderScreen(<LessonsPage />, { url: '/admin/jazdy' });
    const week = await screen.findByRole('region', { name: /^Týždeň / });
    await user.click(within(week).getByRole('button', { name: LESSON_ADMIN_TEXTS.previous }));
    const cards = await screen.findAllByRole('button', { name: /, Zmeškaná$/ });
    await user.click(cards[0] as HTMLElement);
    const lesson = await screen.findByRole('dialog', { name: /^\S+ \d+\. \d+\. \d\d:\d\d–\d\d:\d\d / });
    expect(within(lesson).getByText('Zmeškaná')).toBeInTheDocument();
    await user.click(within(lesson).getByRole('button', { name: /^Odjazdená – / }));
    const dialog = await screen.findByRole('dialog', { name: LESSON_ADMIN_TEXTS.markDriven });
    await user.click(within(dialog).getByRole('radio', { name: 'cvičisko' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Poznámka' }), 'Parkovanie');
    await user.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText(LESSON_ADMIN_TEXTS.changed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: expect.stringMatching(/\/admin\/lesson\/\d+\/status$/),
        body: { status: 'driven', driveKind: 'ground', note: 'Parkovanie' },
      },
    ]);
  });

  it('books a lesson for a student told apart by birth date and e-mail, and blocks time, from the week', async () => {
    const user = userEvent.setup();
    renderScreen(<LessonsPage />, { url: '/admin/jazdy' });
    const week = await screen.findByRole('region', { name: /^Týždeň / });
    await user.click(within(week).getByRole('button', { name: LESSON_ADMIN_TEXTS.addLesson }));
    const add = await screen.findByRole('form', { name: LESSON_ADMIN_TEXTS.addLesson });
    await user.click(within(add).getByRole('button', { name: LESSON_ADMIN_TEXTS.book }));
    expect(within(add).getByText(LESSON_ADMIN_TEXTS.pickStudent, { selector: '.field__error' })).toBeInTheDocument();
    const picker = within(add).getByRole('combobox', { name: /^Žiak/ });
    // Namesakes would differ in the birth date and e-mail each option names.
    const students = within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent)
      .filter((text) => text?.includes(' – nar. '));
    expect(students.length).toBeGreaterThanOrEqual(30);
    expect(new Set(students).size).toBe(students.length);
    expect(students).toContain('Lenka Čierna (B) – nar. 11. 2. 2004, lenka.cierna.2@example.sk');
    // By surname in Slovak order (Č after C, not after Z; Ch after H), as the server lists them.
    const surname = (text: string | null) => text?.split(' (')[0]?.split(' ').at(-1) ?? '';
    const slovak = new Intl.Collator('sk');
    const surnames = students.map(surname);
    expect(surnames).toEqual([...surnames].sort(slovak.compare));
    await user.selectOptions(picker, 'Adam Novák (B) – nar. 10. 1. 2005, adam.novak.1@example.sk');
    const nextMonday = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
    await user.clear(within(add).getByLabelText(/^Dátum/));
    await user.type(within(add).getByLabelText(/^Dátum/), nextMonday);
    await user.clear(within(add).getByLabelText(/^Začiatok/));
    await user.type(within(add).getByLabelText(/^Začiatok/), '21:00');
    await user.click(within(add).getByRole('button', { name: LESSON_ADMIN_TEXTS.book }));
    // After Peter's hours: booked once confirmed.
    const unusual = await within(add).findByRole('alert');
    expect(unusual).toHaveTextContent('Jazda je mimo Vášho pracovného času');
    await user.click(within(unusual).getByRole('button', { name: 'Rezervovať aj tak' }));
    expect(await within(add).findByText(LESSON_ADMIN_TEXTS.added)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zavrieť' }));

    await user.click(within(week).getByRole('button', { name: LESSON_ADMIN_TEXTS.block }));
    const block = await screen.findByRole('form', { name: LESSON_ADMIN_TEXTS.block });
    await user.clear(within(block).getByLabelText(/^Dátum/));
    await user.type(within(block).getByLabelText(/^Dátum/), nextMonday);
    await user.clear(within(block).getByLabelText(/^Začiatok/));
    await user.type(within(block).getByLabelText(/^Začiatok/), '22:00');
    await user.clear(within(block).getByLabelText(/^Koniec/));
    await user.type(within(block).getByLabelText(/^Koniec/), '21:00');
    await user.click(within(block).getByRole('button', { name: LESSON_ADMIN_TEXTS.blockSave }));
    expect(await within(block).findByText('Koniec musí byť po začiatku.')).toBeInTheDocument();
  });
});

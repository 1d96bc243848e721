import { recordWrites, setupMockApi } from '@autoskola/mocks/test-server';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOURS_TEXTS, LESSON_ADMIN_TEXTS } from '../features/driving-lessons/driving-lesson-texts.ts';
import LessonsPage from './lessons-page.tsx';

const server = setupMockApi();
const INSTRUCTOR = 'peter.horvath@autoskola-demo.sk';

describe('LessonsPage', () => {
  beforeEach(() => session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR'], 3600, INSTRUCTOR)));
  afterEach(() => session.logout());

  it("shows the instructor's week day by day with hours and lessons, and moves between weeks", async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<LessonsPage />, { url: '/admin/jazdy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Jazdy' })).toBeInTheDocument();
    const week = await screen.findByRole('region', { name: /^Týždeň / });
    expect(within(week).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(within(week).getByRole('combobox', { name: 'Inštruktor' })).toHaveDisplayValue('Peter Horváth');
    expect(within(week).getAllByText(/07:00–13:45 \(Škoda Fabia RK-123AB\)/).length).toBe(5);
    await user.click(within(week).getByRole('button', { name: LESSON_ADMIN_TEXTS.previous }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?tyzden=\d{4}-\d{2}-\d{2}$/));
    expect(await screen.findAllByRole('button', { name: /^Odjazdená – / })).not.toHaveLength(0);
  });

  it('marks a past lesson driven with its kind', async () => {
    const writes = recordWrites(server);
    const user = userEvent.setup();
    renderScreen(<LessonsPage />, { url: '/admin/jazdy' });
    const week = await screen.findByRole('region', { name: /^Týždeň / });
    await user.click(within(week).getByRole('button', { name: LESSON_ADMIN_TEXTS.previous }));
    const driven = await screen.findAllByRole('button', { name: /^Odjazdená – / });
    await user.click(driven[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: LESSON_ADMIN_TEXTS.markDriven });
    await user.click(within(dialog).getByRole('radio', { name: 'cvičisko' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Poznámka' }), 'Parkovanie');
    await user.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText(LESSON_ADMIN_TEXTS.changed)).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: expect.stringMatching(/\/admin\/lesson\/\d+\/status$/),
        body: { status: 'driven', driveKind: 'ground', note: 'Parkovanie' },
      },
    ]);
  });

  it('books a lesson for a student and blocks time', async () => {
    const user = userEvent.setup();
    renderScreen(<LessonsPage />, { url: '/admin/jazdy' });
    const add = await screen.findByRole('form', { name: LESSON_ADMIN_TEXTS.addLesson });
    await user.click(within(add).getByRole('button', { name: LESSON_ADMIN_TEXTS.book }));
    expect(within(add).getByText(LESSON_ADMIN_TEXTS.pickStudent, { selector: '.field__error' })).toBeInTheDocument();
    await user.selectOptions(within(add).getByRole('combobox', { name: /^Žiak/ }), 'Adam Novák (B)');
    const nextMonday = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
    await user.clear(within(add).getByLabelText(/^Dátum/));
    await user.type(within(add).getByLabelText(/^Dátum/), nextMonday);
    await user.clear(within(add).getByLabelText(/^Začiatok/));
    await user.type(within(add).getByLabelText(/^Začiatok/), '21:00');
    await user.click(within(add).getByRole('button', { name: LESSON_ADMIN_TEXTS.book }));
    expect(await within(add).findByText(LESSON_ADMIN_TEXTS.added)).toBeInTheDocument();

    const block = screen.getByRole('form', { name: LESSON_ADMIN_TEXTS.block });
    await user.clear(within(block).getByLabelText(/^Dátum/));
    await user.type(within(block).getByLabelText(/^Dátum/), nextMonday);
    await user.clear(within(block).getByLabelText(/^Začiatok/));
    await user.type(within(block).getByLabelText(/^Začiatok/), '22:00');
    await user.clear(within(block).getByLabelText(/^Koniec/));
    await user.type(within(block).getByLabelText(/^Koniec/), '21:00');
    await user.click(within(block).getByRole('button', { name: LESSON_ADMIN_TEXTS.blockSave }));
    expect(await within(block).findByText('Koniec musí byť po začiatku.')).toBeInTheDocument();
  });

  it('saves the hours only when they are right, and takes a vehicle out of service', async () => {
    const user = userEvent.setup();
    renderScreen(<LessonsPage />, { url: '/admin/jazdy' });
    const hours = await screen.findByRole('form', { name: HOURS_TEXTS.heading });
    const periods = within(hours).getAllByRole('group', { name: /^Úsek / });
    expect(periods).toHaveLength(5);
    await user.clear(within(periods[0] as HTMLElement).getByLabelText(/^Do/));
    await user.click(within(hours).getByRole('button', { name: HOURS_TEXTS.save }));
    expect(await within(hours).findByText('Čas zadajte ako HH:MM.')).toBeInTheDocument();
    await user.type(within(periods[0] as HTMLElement).getByLabelText(/^Do/), '12:00');
    await user.click(within(hours).getByRole('button', { name: HOURS_TEXTS.save }));
    expect(await within(hours).findByText(HOURS_TEXTS.saved)).toBeInTheDocument();

    const vehicles = screen.getByRole('region', { name: HOURS_TEXTS.vehicles });
    await user.click(
      within(vehicles).getByRole('button', { name: `${HOURS_TEXTS.outOfService}: Škoda Scala RK-456CD` }),
    );
    expect(
      await within(vehicles).findByRole('button', { name: `${HOURS_TEXTS.intoService}: Škoda Scala RK-456CD` }),
    ).toBeInTheDocument();

    const settings = screen.getByRole('form', { name: HOURS_TEXTS.settings });
    await user.clear(within(settings).getByLabelText(/^Koľko dní vopred/));
    await user.type(within(settings).getByLabelText(/^Koľko dní vopred/), '200');
    await user.click(within(settings).getByRole('button', { name: HOURS_TEXTS.settingsSave }));
    expect(await within(settings).findByText('Zadajte celé číslo od 1 do 90.')).toBeInTheDocument();
  });
});

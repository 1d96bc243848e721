import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_QUERY } from '../features/driving-lessons/use-phone-layout.ts';
import LessonsPage from './lessons-page.tsx';

const meta = {
  title: 'mf-training/LessonsPage',
  component: LessonsPage,
  parameters: { route: '/admin/jazdy' },
} satisfies Meta<typeof LessonsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const as = (email: string) => () => {
  session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR'], 3600, email));
  return () => session.logout();
};
const peter = as('peter.horvath@autoskola-demo.sk');
const week = '*/api/admin/lesson/week';

/** A phone-wide screen for the screen's layout choice, whatever the window the story runs in. */
const onPhone = () => {
  const logout = peter();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...(original?.call(window, query) ?? { addEventListener: () => {}, removeEventListener: () => {} }),
    matches: query === PHONE_QUERY,
    media: query,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
    logout();
  };
};

/** The demo's Peter Horváth: this week's lessons on the time grid (desktop). */
export const ThisWeek: Story = { beforeEach: peter };
/** The first car's week: every instructor's hours and lessons in it. */
export const VehicleWeek: Story = {
  beforeEach: peter,
  parameters: { route: '/admin/jazdy?vozidlo=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('14:00–20:00 (Mária Kováčová)')).length).toBeGreaterThan(0);
  },
};
export const LastWeek: Story = {
  beforeEach: peter,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Predchádzajúci týždeň' }));
    await expect((await canvas.findAllByRole('button', { name: /, Odjazdená$/ })).length).toBeGreaterThan(0);
  },
};
/** A past lesson opened from its card: 'Odjazdená' and 'Zmeškaná' one click away. */
export const OpenLesson: Story = {
  beforeEach: peter,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Predchádzajúci týždeň' }));
    const cards = await canvas.findAllByRole('button', { name: /, Odjazdená$/ });
    await userEvent.click(cards[0] as HTMLElement);
    await expect(await within(document.body).findByRole('button', { name: /^Zmeškaná – / })).toBeInTheDocument();
  },
};
export const MarkDriven: Story = {
  beforeEach: peter,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Predchádzajúci týždeň' }));
    const cards = await canvas.findAllByRole('button', { name: /, Zmeškaná$/ });
    await userEvent.click(cards[0] as HTMLElement);
    await userEvent.click(await body.findByRole('button', { name: /^Odjazdená – / }));
    await expect(await body.findByRole('dialog', { name: 'Označiť jazdu ako odjazdenú' })).toBeInTheDocument();
  },
};
/** 'Rezervovať jazdu pre žiaka' from the week: namesakes told apart by birth date and e-mail. */
export const BookForStudent: Story = {
  beforeEach: peter,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rezervovať jazdu pre žiaka' }));
    await expect(
      await within(document.body).findByRole('form', { name: 'Rezervovať jazdu pre žiaka' }),
    ).toBeInTheDocument();
  },
};
/** A lesson after Peter's hours: the warning says so, with 'Rezervovať aj tak'. */
export const BookOutsideHours: Story = {
  beforeEach: peter,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rezervovať jazdu pre žiaka' }));
    const form = within(await body.findByRole('form', { name: 'Rezervovať jazdu pre žiaka' }));
    const picker = form.getByRole('combobox', { name: /^Žiak/ });
    const student = within(picker)
      .getAllByRole('option')
      .find((option) => option.textContent?.includes(' – nar. '));
    await userEvent.selectOptions(picker, student as HTMLElement);
    await userEvent.clear(form.getByLabelText(/^Začiatok/));
    await userEvent.type(form.getByLabelText(/^Začiatok/), '21:00');
    await userEvent.click(form.getByRole('button', { name: 'Rezervovať jazdu' }));
    const warning = within(await form.findByRole('alert'));
    await expect(warning.getByText(/Jazda je mimo Vášho pracovného času/)).toBeInTheDocument();
    await expect(warning.getByRole('button', { name: 'Rezervovať aj tak' })).toBeInTheDocument();
  },
};
/** On a phone: today's lessons, a day at a time. */
export const PhoneDay: Story = {
  beforeEach: onPhone,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Ďalší deň' })).toBeInTheDocument();
  },
};
/** An instructor who has not set any hours yet. */
export const NewInstructor: Story = { beforeEach: as('nova.instruktorka@autoskola.sk') };
export const Loading: Story = {
  beforeEach: peter,
  parameters: { msw: { handlers: [http.get(week, () => delay('infinite'))] } },
};
export const ErrorState: Story = {
  beforeEach: peter,
  parameters: { msw: { handlers: [http.get(week, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};

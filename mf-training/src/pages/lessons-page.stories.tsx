import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
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
const week = '*/api/admin/lesson/week';

/** The demo's Peter Horváth: this week's lessons, his hours, the cars and the rules. */
export const ThisWeek: Story = { beforeEach: as('peter.horvath@autoskola-demo.sk') };
export const LastWeek: Story = {
  beforeEach: as('peter.horvath@autoskola-demo.sk'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Predchádzajúci týždeň' }));
    await expect((await canvas.findAllByRole('button', { name: /^Odjazdená – / })).length).toBeGreaterThan(0);
  },
};
export const MarkDriven: Story = {
  beforeEach: as('peter.horvath@autoskola-demo.sk'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Predchádzajúci týždeň' }));
    const driven = await canvas.findAllByRole('button', { name: /^Odjazdená – / });
    await userEvent.click(driven[0] as HTMLElement);
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Označiť jazdu ako odjazdenú' }),
    ).toBeInTheDocument();
  },
};
/** An instructor who has not set any hours yet. */
export const NewInstructor: Story = { beforeEach: as('nova.instruktorka@autoskola.sk') };
export const Loading: Story = {
  beforeEach: as('peter.horvath@autoskola-demo.sk'),
  parameters: { msw: { handlers: [http.get(week, () => delay('infinite'))] } },
};
export const ErrorState: Story = {
  beforeEach: as('peter.horvath@autoskola-demo.sk'),
  parameters: { msw: { handlers: [http.get(week, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};

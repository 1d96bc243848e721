import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { SyllabusSection } from './syllabus-section.tsx';

const meta = {
  title: 'mf-training/SyllabusSection',
  component: SyllabusSection,
  beforeEach: () => {
    session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR'], 3600, 'peter.horvath@autoskola-demo.sk'));
    return () => session.logout();
  },
} satisfies Meta<typeof SyllabusSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = '*/api/admin/syllabus';

/** Every group with the decree's numbers (decision 0036). */
export const Data: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: [http.get(list, () => delay('infinite'))] } } };
export const ErrorState: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};

/** Group C below the decree: refused in Slovak before anything is sent. */
export const BelowTheDecree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Upraviť skupinu C' }));
    const road = canvas.getByRole('spinbutton', { name: /^Cestná premávka/ });
    await userEvent.clear(road);
    await userEvent.type(road, '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Uložiť osnovu' }));
    await expect(
      await canvas.findByText('Vyhláška č. 45/2016 Z. z. predpisuje pre skupinu C najmenej 14.'),
    ).toBeVisible();
  },
};

/** The school requires more road units for group B: saved, and marked as the school's own. */
export const SchoolRequiresMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Upraviť skupinu B' }));
    for (const [name, value] of [
      [/^Cestná premávka/, '30'],
      [/^Jazdy spolu/, '44'],
    ] as const) {
      const field = canvas.getByRole('spinbutton', { name });
      await userEvent.clear(field);
      await userEvent.type(field, value);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Uložiť osnovu' }));
    await expect(await canvas.findByText('Učebná osnova skupiny B je uložená.')).toBeVisible();
    await expect(await canvas.findByText('(upravené autoškolou)')).toBeVisible();
  },
};

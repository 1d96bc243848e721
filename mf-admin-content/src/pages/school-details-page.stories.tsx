import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import SchoolDetailsPage from './school-details-page.tsx';

const meta = {
  title: 'mf-admin-content/SchoolDetailsPage',
  component: SchoolDetailsPage,
} satisfies Meta<typeof SchoolDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const details = '*/api/admin/school';

export const Data: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: [http.get(details, () => delay('infinite'))] } } };
export const ErrorState: Story = {
  parameters: { msw: { handlers: [http.get(details, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Názov školy' });
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Uložiť' }));
    await expect(await canvas.findByText('Názov školy je povinný.')).toBeInTheDocument();
  },
};
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Názov školy' });
    await userEvent.click(canvas.getByRole('button', { name: 'Uložiť' }));
    await expect(await canvas.findByText('Údaje o škole boli uložené.')).toBeInTheDocument();
  },
};

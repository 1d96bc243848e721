import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import OffersPage from './offers-page.tsx';

const meta = { title: 'mf-admin-content/OffersPage', component: OffersPage } satisfies Meta<typeof OffersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = '*/api/admin/offer/list';

export const Data: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: [http.get(list, () => delay('infinite'))] } } };
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json({ offers: [], pagesCount: 0 }))] } },
};
export const ErrorState: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};
export const EditModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('row', { name: 'Upraviť Skupina B' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Upraviť ponuku' })).toBeInTheDocument();
  },
};

export const EditModalLoading: Story = {
  parameters: { msw: { handlers: [http.get('*/api/admin/offer/1', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('row', { name: 'Upraviť Skupina B' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Upraviť ponuku' });
    await expect(within(dialog).getByText('Načítavam ponuku…')).toBeInTheDocument();
  },
};

export const NewModalWithErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '+ Pridať ponuku' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Pridať ponuku' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await expect(await within(dialog).findByText('Názov je povinný.')).toBeInTheDocument();
  },
};

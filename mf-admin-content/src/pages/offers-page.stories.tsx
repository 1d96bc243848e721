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

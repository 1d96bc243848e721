import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import OfferPage from './offer-page.tsx';

const meta = { title: 'mf-public/OfferPage', component: OfferPage } satisfies Meta<typeof OfferPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/api/offer/list', () => delay('infinite'))] } },
};
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get('*/api/offer/list', () => HttpResponse.json({ offers: [] }))] } },
};
export const ErrorState: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/offer/list', () => HttpResponse.json({ message: 'x' }, { status: 500 }))] },
  },
};

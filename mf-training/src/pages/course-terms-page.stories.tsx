import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import TermsPage from './course-terms-page.tsx';

const meta = {
  title: 'mf-training/TermsPage',
  component: TermsPage,
  parameters: { route: '/obchodne-podmienky' },
} satisfies Meta<typeof TermsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const terms = '*/api/course-application/terms';

export const Terms: Story = {};
export const NotWrittenYet: Story = {
  parameters: {
    msw: {
      handlers: [http.get(terms, () => HttpResponse.json({ terms: { version: 0, text: '', updatedAt: null } }))],
    },
  },
};
export const Loading: Story = { parameters: { msw: { handlers: [http.get(terms, () => delay('infinite'))] } } };
export const ErrorState: Story = {
  parameters: { msw: { handlers: [http.get(terms, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};

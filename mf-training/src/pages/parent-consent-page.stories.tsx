import { MOCK_CONSENT_TOKEN } from '@autoskola/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import ParentConsentPage from './parent-consent-page.tsx';

const meta = {
  title: 'mf-training/ParentConsentPage',
  component: ParentConsentPage,
  parameters: { route: `/prihlaska/suhlas#token=${MOCK_CONSENT_TOKEN}` },
} satisfies Meta<typeof ParentConsentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Consented: Story = {};
export const LinkUsed: Story = { parameters: { route: '/prihlaska/suhlas#token=pouzity' } };
export const NoToken: Story = { parameters: { route: '/prihlaska/suhlas' } };

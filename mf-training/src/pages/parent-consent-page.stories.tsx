import { MOCK_CONSENT_TOKEN } from '@autoskola/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { LINK_TEXTS } from '../features/course-applications/course-application-texts.ts';
import ParentConsentPage from './parent-consent-page.tsx';

const meta = {
  title: 'mf-training/ParentConsentPage',
  component: ParentConsentPage,
  parameters: { route: `/prihlaska/suhlas#token=${MOCK_CONSENT_TOKEN}` },
} satisfies Meta<typeof ParentConsentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The parent presses the button: opening the link alone consents to nothing. */
const play: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: LINK_TEXTS.consent }));
};

export const Opened: Story = {};
export const Consented: Story = { play };
export const LinkUsed: Story = { parameters: { route: '/prihlaska/suhlas#token=pouzity' }, play };
export const NoToken: Story = { parameters: { route: '/prihlaska/suhlas' } };

import { MOCK_CONSENT_TOKEN } from '@autoskola/mocks/features/course-applications/course-application-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { userEvent, within } from 'storybook/test';
import { LINK_TEXTS } from '../features/course-applications/course-application-texts.ts';
import ParentConsentPage from './course-application-consent-page.tsx';

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
const preview = '*/api/course-application/link-preview';
const used = {
  state: 'used',
  message: 'Súhlas už bol udelený.',
  number: 202600027,
  name: 'Lucia Kováčová',
  birthDate: '2009-03-14',
  parentName: 'Jana Kováčová',
  course: { id: 2, name: 'Skupina B', group: 'B' },
  price: 89000,
  terms: null,
};

/** Opened again after the consent: it says so, with no button. */
export const LinkUsed: Story = {
  parameters: { msw: { handlers: [http.post(preview, () => HttpResponse.json(used))] } },
};
export const LinkInvalid: Story = { parameters: { route: '/prihlaska/suhlas#token=neplatny' } };
export const LoadingApplication: Story = {
  parameters: { msw: { handlers: [http.post(preview, () => delay('infinite'))] } },
};
export const ServerDown: Story = {
  parameters: {
    msw: {
      handlers: [http.post(preview, () => HttpResponse.json({ message: 'Nastala chyba servera.' }, { status: 503 }))],
    },
  },
};
export const NoToken: Story = { parameters: { route: '/prihlaska/suhlas' } };

import { MOCK_CONFIRMATION_TOKEN } from '@autoskola/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import ApplicationConfirmationPage from './application-confirmation-page.tsx';

const meta = {
  title: 'mf-training/ApplicationConfirmationPage',
  component: ApplicationConfirmationPage,
  parameters: { route: `/prihlaska/potvrdenie#token=${MOCK_CONFIRMATION_TOKEN}` },
} satisfies Meta<typeof ApplicationConfirmationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const confirm = '*/api/course-application/confirm';

export const ConfirmedWithAccountOffer: Story = {};
export const WaitingForParent: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(confirm, () =>
          HttpResponse.json({
            message: 'Prihláška č. 202600026 je potvrdená. Ešte čakáme na súhlas zákonného zástupcu.',
            number: 202600026,
            email: 'eva.mala@example.sk',
            parentConsentPending: true,
            accountToken: null,
          }),
        ),
      ],
    },
  },
};
export const Confirming: Story = { parameters: { msw: { handlers: [http.post(confirm, () => delay('infinite'))] } } };
export const LinkUsed: Story = { parameters: { route: '/prihlaska/potvrdenie#token=pouzity' } };
export const NoToken: Story = { parameters: { route: '/prihlaska/potvrdenie' } };
export const ServerDown: Story = {
  parameters: {
    msw: {
      handlers: [http.post(confirm, () => HttpResponse.json({ message: 'Nastala chyba servera.' }, { status: 503 }))],
    },
  },
};

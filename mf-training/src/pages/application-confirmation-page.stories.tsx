import { MOCK_CONFIRMATION_TOKEN } from '@autoskola/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { userEvent, within } from 'storybook/test';
import { LINK_TEXTS } from '../features/course-applications/course-application-texts.ts';
import ApplicationConfirmationPage from './application-confirmation-page.tsx';

const meta = {
  title: 'mf-training/ApplicationConfirmationPage',
  component: ApplicationConfirmationPage,
  parameters: { route: `/prihlaska/potvrdenie#token=${MOCK_CONFIRMATION_TOKEN}` },
} satisfies Meta<typeof ApplicationConfirmationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const confirm = '*/api/course-application/confirm';

/** The reader presses the button: opening the link alone uses nothing. */
const play: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: LINK_TEXTS.confirm }));
};

export const Opened: Story = {};
export const ConfirmedWithAccountOffer: Story = { play };
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
  play,
};
export const Confirming: Story = {
  parameters: { msw: { handlers: [http.post(confirm, () => delay('infinite'))] } },
  play,
};
export const LinkUsed: Story = { parameters: { route: '/prihlaska/potvrdenie#token=pouzity' }, play };
export const NoToken: Story = { parameters: { route: '/prihlaska/potvrdenie' } };
export const ServerDown: Story = {
  parameters: {
    msw: {
      handlers: [http.post(confirm, () => HttpResponse.json({ message: 'Nastala chyba servera.' }, { status: 503 }))],
    },
  },
  play,
};

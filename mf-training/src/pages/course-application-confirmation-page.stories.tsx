import { MOCK_CONFIRMATION_TOKEN } from '@autoskola/mocks/features/course-applications/course-application-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { userEvent, within } from 'storybook/test';
import { LINK_TEXTS } from '../features/course-applications/course-application-texts.ts';
import ApplicationConfirmationPage from './course-application-confirmation-page.tsx';

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
const preview = '*/api/course-application/link-preview';
/** The application as the preview shows it; `state` decides whether the button is offered. */
const previewed = (state: 'open' | 'used', message = 'Prihláška je už potvrdená.') => ({
  state,
  message: state === 'used' ? message : null,
  number: 202600026,
  name: 'Lucia Kováčová',
  birthDate: null,
  parentName: null,
  course: { id: 2, name: 'Skupina B', group: 'B' },
  price: 139050,
  terms: {
    version: 3,
    text: '1. Prihláška\nPrihláška je záväzná po zaplatení zálohy.',
    updatedAt: '2026-11-01T08:00:00.000Z',
  },
});

/** Opened again after the confirmation (and the parent's consent, if any): it says so, with no button. */
export const LinkUsed: Story = {
  parameters: { msw: { handlers: [http.post(preview, () => HttpResponse.json(previewed('used')))] } },
};
/** Opened again while a minor's parent has not consented yet: it says what still waits. */
export const LinkUsedWaitingForParent: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(preview, () =>
          HttpResponse.json(previewed('used', 'Prihláška je už potvrdená. Ešte čakáme na súhlas zákonného zástupcu.')),
        ),
      ],
    },
  },
};
export const LinkInvalid: Story = { parameters: { route: '/prihlaska/potvrdenie#token=neplatny' } };
export const LoadingApplication: Story = {
  parameters: { msw: { handlers: [http.post(preview, () => delay('infinite'))] } },
};
export const WithoutTerms: Story = {
  parameters: {
    msw: { handlers: [http.post(preview, () => HttpResponse.json({ ...previewed('open'), terms: null }))] },
  },
};
export const NoToken: Story = { parameters: { route: '/prihlaska/potvrdenie' } };
export const ServerDown: Story = {
  parameters: {
    msw: {
      handlers: [http.post(confirm, () => HttpResponse.json({ message: 'Nastala chyba servera.' }, { status: 503 }))],
    },
  },
  play,
};

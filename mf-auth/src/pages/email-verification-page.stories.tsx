import { MOCK_VERIFY_TOKEN } from '@autoskola/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VERIFY_TEXTS } from '../features/email-verification/email-verification.tsx';
import EmailVerificationPage from './email-verification-page.tsx';

/** Puts the e-mail's link into the address, as opening it would. */
const opened = (token: string | null) => () => {
  const before = window.location.href;
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}${token ? `#token=${token}` : ''}`,
  );
  return () => window.history.replaceState(window.history.state, '', before);
};

const meta = { title: 'mf-auth/EmailVerificationPage', component: EmailVerificationPage } satisfies Meta<
  typeof EmailVerificationPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

const press = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name: VERIFY_TEXTS.verify }));

/** Opening the link proves nothing: the reader presses the button (mail scanners open links). */
export const Opened: Story = { beforeEach: opened(MOCK_VERIFY_TOKEN) };
/** The mocks accept their link once: a second look shows the used link's message. */
export const Verified: Story = {
  beforeEach: opened(MOCK_VERIFY_TOKEN),
  play: ({ canvasElement }) => press(canvasElement),
};
export const LinkWithoutToken: Story = { beforeEach: opened(null) };
export const UsedOrExpiredLink: Story = {
  beforeEach: opened('stary-odkaz'),
  play: async ({ canvasElement }) => {
    await press(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Odkaz na overenie e-mailu je neplatný',
    );
  },
};

import { MOCK_RESET_TOKEN } from '@autoskola/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import PasswordResetPage from './password-reset-page.tsx';

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

const meta = { title: 'mf-auth/PasswordResetPage', component: PasswordResetPage } satisfies Meta<
  typeof PasswordResetPage
>;
export default meta;
type Story = StoryObj<typeof meta>;

const setPassword = async (canvasElement: HTMLElement, password: string, confirmation: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Nové heslo/), password);
  await userEvent.type(canvas.getByLabelText(/^Zopakujte heslo/), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Nastaviť heslo' }));
  return canvas;
};

export const Form: Story = { beforeEach: opened(MOCK_RESET_TOKEN) };
export const LinkWithoutToken: Story = { beforeEach: opened(null) };
export const Mismatch: Story = {
  beforeEach: opened(MOCK_RESET_TOKEN),
  play: async ({ canvasElement }) => {
    const canvas = await setPassword(canvasElement, 'nove-heslo', 'ine-heslo');
    await expect(await canvas.findByText('Heslá sa nezhodujú.')).toBeInTheDocument();
  },
};
export const Changed: Story = {
  beforeEach: opened(MOCK_RESET_TOKEN),
  play: async ({ canvasElement }) => {
    const canvas = await setPassword(canvasElement, 'nove-heslo', 'nove-heslo');
    await expect(await canvas.findByText('Heslo bolo zmenené. Teraz sa môžete prihlásiť.')).toBeInTheDocument();
  },
};
export const ExpiredLink: Story = {
  beforeEach: opened('stary-odkaz'),
  play: async ({ canvasElement }) => {
    const canvas = await setPassword(canvasElement, 'nove-heslo', 'nove-heslo');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Odkaz na obnovenie hesla je neplatný alebo vypršal.',
    );
  },
};

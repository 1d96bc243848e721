import { MOCK_SETUP_TOKEN } from '@autoskola/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import SetupPage from './setup-page.tsx';

const meta = {
  title: 'mf-admin-content/SetupPage',
  component: SetupPage,
  parameters: { route: `/nastavenie#${MOCK_SETUP_TOKEN}` },
} satisfies Meta<typeof SetupPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened without the address the server printed. */
export const WithoutToken: Story = { parameters: { route: '/nastavenie' } };
export const Form: Story = {};
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nastaviť stránku' }));
    await expect(await canvas.findByText('Zadajte e-mail.')).toBeInTheDocument();
    await expect(canvas.getByText('Meno je povinné.')).toBeInTheDocument();
    await expect(canvas.getByText('Priezvisko je povinné.')).toBeInTheDocument();
    await expect(canvas.getByText('Zadajte heslo.')).toBeInTheDocument();
  },
};
const fillAndSend = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Meno' }), 'Ján');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Priezvisko' }), 'Vodička');
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'majitel@autoskola.sk');
  await userEvent.type(canvas.getByLabelText(/^Heslo/), 'tajneheslo');
  await userEvent.type(canvas.getByLabelText(/^Zopakujte heslo/), 'tajneheslo');
  await userEvent.click(canvas.getByRole('button', { name: 'Nastaviť stránku' }));
  return canvas;
};
export const Sending: Story = {
  parameters: { msw: { handlers: [http.post('*/api/setup', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Nastavujem...' })).toBeDisabled();
  },
};
export const SomeoneElseWasFirst: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/setup', () =>
          HttpResponse.json({ message: 'Stránku už nastavil niekto iný. Prihláste sa.' }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByText('Stránku už nastavil niekto iný. Prihláste sa.')).toBeInTheDocument();
  },
};

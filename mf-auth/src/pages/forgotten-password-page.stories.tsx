import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import ForgottenPasswordPage from './forgotten-password-page.tsx';

const meta = {
  title: 'mf-auth/ForgottenPasswordPage',
  component: ForgottenPasswordPage,
} satisfies Meta<typeof ForgottenPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const send = async (canvasElement: HTMLElement, email: string) => {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByLabelText(/E-mail/), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Poslať odkaz' }));
  return canvas;
};

export const Empty: Story = {};
export const FieldError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, '');
    await expect(await canvas.findByText('Zadajte e-mail.')).toBeInTheDocument();
  },
};
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'ziak@example.sk');
    await expect(
      await canvas.findByText('Ak k tomuto e-mailu existuje účet, poslali sme naň odkaz na nastavenie nového hesla.'),
    ).toBeInTheDocument();
  },
};
export const TooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/auth/password-reset', () =>
          HttpResponse.json({ message: 'Príliš veľa pokusov. Skúste to znova o chvíľu.' }, { status: 429 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'ziak@example.sk');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Príliš veľa pokusov.');
  },
};

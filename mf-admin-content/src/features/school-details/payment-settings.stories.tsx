import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { PaymentSettingsSection } from './payment-settings.tsx';

const meta = {
  title: 'mf-admin-content/PaymentSettingsSection',
  component: PaymentSettingsSection,
} satisfies Meta<typeof PaymentSettingsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const account = '*/api/admin/course-application/bank-account';
const terms = '*/api/course-application/terms';

/** The demo school: its account (students see a QR code) and its terms, version 1. */
export const Data: Story = {};
/** A new school: no account and no terms yet, each says what that means for students. */
export const NothingSetYet: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(account, () => HttpResponse.json({ bankAccount: { iban: '', recipient: '' } })),
        http.get(terms, () => HttpResponse.json({ terms: { version: 0, text: '', updatedAt: null } })),
      ],
    },
  },
};
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get(account, () => delay('infinite')), http.get(terms, () => delay('infinite'))] },
  },
};
export const ErrorState: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(account, () => HttpResponse.json({ message: 'x' }, { status: 500 })),
        http.get(terms, () => HttpResponse.json({ message: 'x' }, { status: 500 })),
      ],
    },
  },
};
/** An IBAN whose check digits do not add up: refused in Slovak before anything is sent. */
export const BadIban: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const iban = await canvas.findByRole('textbox', { name: 'IBAN' });
    await userEvent.clear(iban);
    await userEvent.type(iban, 'SK31 1200 0000 1987 4263 7542');
    await userEvent.click(canvas.getByRole('button', { name: 'Nastaviť účet na platby' }));
    await expect(
      await canvas.findByText('Zadajte platný IBAN, napríklad SK31 1200 0000 1987 4263 7541.'),
    ).toBeVisible();
  },
};

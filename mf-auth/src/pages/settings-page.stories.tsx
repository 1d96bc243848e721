import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import SettingsPage from './settings-page.tsx';

const as = (roles: string[]) => () => {
  session.login(tokenFor(roles));
  return () => session.logout();
};

const meta = { title: 'mf-auth/SettingsPage', component: SettingsPage } satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Instructor: Story = { beforeEach: as(['ROLE_USER', 'ROLE_INSTRUCTOR']) };
export const PlainUser: Story = { beforeEach: as(['ROLE_USER']) };
export const LoadError: Story = {
  beforeEach: as(['ROLE_USER', 'ROLE_INSTRUCTOR']),
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/user-notification/all', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
      ],
    },
  },
};
export const WrongCurrentPassword: Story = {
  beforeEach: as(['ROLE_USER']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Súčasné heslo/), 'zle-heslo');
    await userEvent.type(canvas.getByLabelText(/^Nové heslo/), 'nove-heslo');
    await userEvent.type(canvas.getByLabelText(/^Zopakujte nové heslo/), 'nove-heslo');
    await userEvent.click(canvas.getByRole('button', { name: 'Zmeniť heslo' }));
    await expect(await canvas.findByText('Nesprávne heslo.')).toBeInTheDocument();
  },
};
export const DeleteAccountDialog: Story = {
  beforeEach: as(['ROLE_USER']),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zmazať účet' }));
    await expect(within(document.body).getByRole('dialog', { name: 'Zmazať účet?' })).toBeInTheDocument();
  },
};
export const LastInstructor: Story = {
  beforeEach: as(['ROLE_USER', 'ROLE_INSTRUCTOR']),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zmazať účet' }));
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Zmazať účet?' }));
    await userEvent.type(dialog.getByLabelText(/^Heslo/), 'heslo123');
    await userEvent.click(dialog.getByRole('button', { name: 'Zmazať účet natrvalo' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Iný inštruktor v autoškole nie je.');
  },
};

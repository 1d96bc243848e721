import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
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

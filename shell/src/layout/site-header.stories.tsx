import { INSTRUCTOR_ROLE, session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SiteHeader } from './site-header.tsx';

function HeaderAt({ path }: { path: string }) {
  return (
    <RouterProvider router={createMemoryRouter([{ path: '*', element: <SiteHeader /> }], { initialEntries: [path] })} />
  );
}

const meta = {
  title: 'shell/SiteHeader',
  component: HeaderAt,
  parameters: { layout: 'fullscreen', ownRouter: true },
} satisfies Meta<typeof HeaderAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Public: Story = {
  args: { path: '/' },
  beforeEach: () => session.logout(),
};

export const AdminInstructor: Story = {
  args: { path: '/admin' },
  beforeEach: () => {
    session.login(tokenFor(['ROLE_USER', INSTRUCTOR_ROLE]));
    return () => session.logout();
  },
};

export const AdminPlainUser: Story = {
  args: { path: '/admin' },
  beforeEach: () => {
    session.login(tokenFor(['ROLE_USER']));
    return () => session.logout();
  },
};

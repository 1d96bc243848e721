import { INSTRUCTOR_ROLE, session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
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

export const PublicStudent: Story = {
  args: { path: '/moj-kurz' },
  beforeEach: () => {
    session.login(tokenFor(['ROLE_USER']));
    return () => session.logout();
  },
};

export const PublicInstructor: Story = {
  args: { path: '/ponuka' },
  beforeEach: () => {
    session.login(tokenFor(['ROLE_USER', INSTRUCTOR_ROLE]));
    return () => session.logout();
  },
};

/** The menu opened (on a phone's width it folds out): the same links, the account's below the site's. */
export const StudentMenuOpen: Story = {
  args: { path: '/' },
  beforeEach: () => {
    session.login(tokenFor(['ROLE_USER']));
    return () => session.logout();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('link', { name: 'Môj kurz' })).toHaveAttribute('href', '/moj-kurz');
  },
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

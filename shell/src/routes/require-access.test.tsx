import { setupMockApi } from '@autoskola/mocks/test-server';
import { INSTRUCTOR_ROLE, session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../app/query-client.ts';
import { RequireAccess } from './require-access.tsx';

const server = setupMockApi();

// The "sign in again" dialog loads mf-auth's login form; here a stand-in signs in at once.
vi.mock('@module-federation/runtime', () => ({
  loadRemote: async () => ({
    default: () => (
      <button type="button" onClick={() => session.login(tokenFor(['ROLE_USER', 'ROLE_INSTRUCTOR']))}>
        Prihlásiť sa
      </button>
    ),
  }),
  registerRemotes: () => undefined,
}));

function Draft() {
  return (
    <label>
      Koncept
      <input />
    </label>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/prihlasenie',
        element: (
          <RequireAccess access="public" guestOnly>
            Prihlasovací formulár
          </RequireAccess>
        ),
      },
      {
        path: '/admin',
        element: (
          <RequireAccess access="user" guestOnly={false}>
            Admin domov
          </RequireAccess>
        ),
      },
      {
        path: '/admin/ponuka',
        element: (
          <RequireAccess access="instructor" guestOnly={false}>
            Admin ponuka
          </RequireAccess>
        ),
      },
      {
        path: '/admin/koncept',
        element: (
          <RequireAccess access="instructor" guestOnly={false}>
            <Draft />
          </RequireAccess>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('RequireAccess', () => {
  afterEach(() => session.logout());

  it('sends an anonymous visitor to the login page', async () => {
    const router = renderAt('/admin/ponuka');
    expect(await screen.findByText('Prihlasovací formulár')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prihlasenie');
  });

  it('sends a logged-in user without the instructor role to /admin', async () => {
    session.login(tokenFor(['ROLE_USER']));
    const router = renderAt('/admin/ponuka');
    expect(await screen.findByText('Admin domov')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('lets an instructor in', async () => {
    session.login(tokenFor(['ROLE_USER', INSTRUCTOR_ROLE]));
    renderAt('/admin/ponuka');
    expect(await screen.findByText('Admin ponuka')).toBeInTheDocument();
  });

  it('returns to the admin page the guard sent the user from, once logged in', async () => {
    const router = renderAt('/admin/ponuka');
    expect(await screen.findByText('Prihlasovací formulár')).toBeInTheDocument();
    act(() => {
      session.login(tokenFor(['ROLE_USER', INSTRUCTOR_ROLE]));
    });
    expect(await screen.findByText('Admin ponuka')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/ponuka');
  });

  it("shows 'Overujem prihlásenie...' while the server checks the stored token, and logs out when it refuses it", async () => {
    server.use(
      http.get('*/api/auth/me', () => HttpResponse.json({ message: 'Prihlásenie vypršalo.' }, { status: 401 })),
    );
    session.login(tokenFor(['ROLE_USER', INSTRUCTOR_ROLE]));
    const router = renderAt('/admin/ponuka');
    expect(screen.getByText('Overujem prihlásenie...')).toBeInTheDocument();
    expect(await screen.findByText('Prihlasovací formulár')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prihlasenie');
    expect(session.getSnapshot().status).toBe('anonymous');
  });

  it('keeps what was typed when the session runs out: it asks to sign in again over the page', async () => {
    session.login(tokenFor(['ROLE_USER', INSTRUCTOR_ROLE]));
    const router = renderAt('/admin/koncept');
    await userEvent.type(await screen.findByLabelText('Koncept'), 'Neuložený text');

    act(() => session.expire());
    const dialog = await screen.findByRole('dialog', { name: 'Prihlásenie vypršalo' });
    expect(screen.getByLabelText('Koncept')).toHaveValue('Neuložený text');
    expect(router.state.location.pathname).toBe('/admin/koncept');

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Prihlásiť sa' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Koncept')).toHaveValue('Neuložený text');
  });

  it('lets the user leave for the login page instead', async () => {
    session.login(tokenFor(['ROLE_USER', INSTRUCTOR_ROLE]));
    const router = renderAt('/admin/koncept');
    await screen.findByLabelText('Koncept');
    act(() => session.expire());
    await userEvent.click(await screen.findByRole('button', { name: 'Odísť na prihlásenie' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prihlasenie'));
  });

  it('sends an already logged-in user from the login page to /admin', async () => {
    session.login(tokenFor(['ROLE_USER']));
    const router = renderAt('/prihlasenie');
    expect(await screen.findByText('Admin domov')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});

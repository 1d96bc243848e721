import { setupMockApi } from '@autoskola/mocks/test-server';
import { INSTRUCTOR_ROLE, session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../app/query-client.ts';
import { RequireAccess } from './require-access.tsx';

const server = setupMockApi();

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

  it('sends an already logged-in user from the login page to /admin', async () => {
    session.login(tokenFor(['ROLE_USER']));
    const router = renderAt('/prihlasenie');
    expect(await screen.findByText('Admin domov')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});

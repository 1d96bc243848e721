import { INSTRUCTOR_ROLE, session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RequireAccess } from './require-access.tsx';

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
  render(<RouterProvider router={router} />);
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

  it('sends an already logged-in user from the login page to /admin', async () => {
    session.login(tokenFor(['ROLE_USER']));
    const router = renderAt('/prihlasenie');
    expect(await screen.findByText('Admin domov')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});

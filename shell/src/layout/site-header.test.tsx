import { INSTRUCTOR_ROLE, session, TOKEN_STORAGE_KEY } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SiteHeader } from './site-header.tsx';

function renderHeaderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const nav = () => screen.getByRole('navigation', { name: 'Hlavná navigácia' });

describe('SiteHeader', () => {
  afterEach(() => session.logout());

  it('shows the public links, the login and a logo to / on public pages', () => {
    renderHeaderAt('/ponuka');
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ponuka', '/ponuka'],
      ['Učebné materiály', '/ucebne-materialy'],
      ['Testy', '/testy'],
      ['Kontakt', '/kontakt'],
      ['Prihlásiť sa', '/prihlasenie'],
    ]);
    expect(screen.getByRole('link', { name: 'Autoškola Ružomberok' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Odhlásiť sa' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Môj kurz' })).not.toBeInTheDocument();
  });

  it('gives a logged-in student the own pages, the account and a logout on a public page', () => {
    session.login(tokenFor(['ROLE_USER']));
    renderHeaderAt('/ponuka');
    const account = within(nav()).getByRole('list', { name: 'Môj účet a prihlásenie' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Môj kurz', '/moj-kurz'],
      ['Moje jazdy', '/jazdy'],
      ['Môj účet', '/admin'],
    ]);
    expect(within(nav()).getByRole('link', { name: 'Ponuka' })).toHaveAttribute('href', '/ponuka');
    expect(within(nav()).queryByRole('link', { name: 'Prihlásiť sa' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Odhlásiť sa' })).toBeInTheDocument();
    // The admin's icons stay in the admin.
    expect(screen.queryByRole('link', { name: 'Nastavenia' })).not.toBeInTheDocument();
  });

  it("shows 'Môj kurz' on the student's own pages too, marked as the current page", () => {
    session.login(tokenFor(['ROLE_USER']));
    renderHeaderAt('/moj-kurz');
    expect(within(nav()).getByRole('link', { name: 'Môj kurz' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Moje jazdy' })).toHaveAttribute('href', '/jazdy');
  });

  it("gives an instructor on a public page the account and a logout, not a student's pages", () => {
    session.login(tokenFor(['ROLE_USER', INSTRUCTOR_ROLE]));
    renderHeaderAt('/');
    expect(within(nav()).getByRole('link', { name: 'Môj účet' })).toHaveAttribute('href', '/admin');
    expect(within(nav()).queryByRole('link', { name: 'Môj kurz' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Moje jazdy' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Odhlásiť sa' })).toBeInTheDocument();
  });

  it('logs out from a public page: clears the token and goes to the login page', async () => {
    session.login(tokenFor(['ROLE_USER']));
    const router = renderHeaderAt('/jazdy');
    await userEvent.click(within(nav()).getByRole('button', { name: 'Odhlásiť sa' }));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/prihlasenie');
    expect(within(nav()).getByRole('link', { name: 'Prihlásiť sa' })).toBeInTheDocument();
  });

  it('shows the admin links, settings and logout to an instructor inside admin', () => {
    session.login(tokenFor(['ROLE_USER', INSTRUCTOR_ROLE]));
    renderHeaderAt('/admin');
    expect(within(nav()).getByRole('link', { name: 'Ponuka' })).toHaveAttribute('href', '/admin/ponuka');
    expect(within(nav()).getByRole('link', { name: 'Učebné materiály' })).toHaveAttribute(
      'href',
      '/admin/ucebne-materialy',
    );
    expect(within(nav()).getByRole('link', { name: 'Testy' })).toHaveAttribute('href', '/admin/testy');
    expect(within(nav()).getByRole('link', { name: 'Kontaktný formulár' })).toHaveAttribute(
      'href',
      '/admin/kontaktny-formular',
    );
    expect(within(nav()).getByRole('link', { name: 'Prihlášky' })).toHaveAttribute('href', '/admin/prihlasky');
    expect(within(nav()).queryByRole('link', { name: 'Môj kurz' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nastavenia' })).toHaveAttribute('href', '/admin/nastavenia');
    expect(screen.getByRole('link', { name: 'Autoškola Ružomberok admin' })).toHaveAttribute('href', '/admin');
  });

  it('hides the instructor links from a plain user but keeps settings and logout', () => {
    session.login(tokenFor(['ROLE_USER']));
    renderHeaderAt('/admin');
    expect(within(nav()).queryByRole('link', { name: 'Ponuka' })).not.toBeInTheDocument();
    // A student's own course, where the e-mails lead too.
    expect(within(nav()).getByRole('link', { name: 'Môj kurz' })).toHaveAttribute('href', '/moj-kurz');
    expect(within(nav()).getByRole('link', { name: 'Moje jazdy' })).toHaveAttribute('href', '/jazdy');
    // Inside the admin the icons stand for the account and the logout.
    expect(within(nav()).queryByRole('link', { name: 'Môj účet' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nastavenia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odhlásiť sa' })).toBeInTheDocument();
  });

  it('logs out: clears the token and goes to the login page', async () => {
    session.login(tokenFor(['ROLE_USER']));
    const router = renderHeaderAt('/admin');
    await userEvent.click(screen.getByRole('button', { name: 'Odhlásiť sa' }));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/prihlasenie');
  });

  it('opens and closes the mobile menu, and closes it after navigation', async () => {
    const router = renderHeaderAt('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav()).toHaveClass('site-header__nav--open');
    await userEvent.click(within(nav()).getByRole('link', { name: 'Kontakt' }));
    expect(router.state.location.pathname).toBe('/kontakt');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("holds a student's links and the logout in the mobile menu, which a followed link closes", async () => {
    session.login(tokenFor(['ROLE_USER']));
    const router = renderHeaderAt('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Hlavná navigácia' });
    expect(menu).toHaveAttribute('id', toggle.getAttribute('aria-controls'));
    expect(within(menu).getByRole('button', { name: 'Odhlásiť sa' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('link', { name: 'Moje jazdy' }));
    expect(router.state.location.pathname).toBe('/jazdy');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

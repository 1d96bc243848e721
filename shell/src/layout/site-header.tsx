import { type Access, isAdminPath, type NavItem, navigationOf } from '@autoskola/routes';
import { currentSchool } from '@autoskola/school';
import { hasRole, INSTRUCTOR_ROLE, session, useSession } from '@autoskola/session';
import { CloseIcon, LogoutIcon, MenuIcon, SettingsIcon, useHydrated } from '@autoskola/ui';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import './layout.css';

export const SITE_HEADER_TEXTS = {
  login: 'Prihlásiť sa',
  account: 'Môj účet',
  logout: 'Odhlásiť sa',
  accountLinks: 'Môj účet a prihlásenie',
} as const;

function LinkList({ links, label, exact = false }: { links: NavItem[]; label?: string; exact?: boolean }) {
  if (links.length === 0) return null;
  return (
    <ul className="site-header__links" aria-label={label}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={exact} className="site-header__link">
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const admin = isAdminPath(pathname);
  const loggedIn = current.status === 'authenticated';
  const instructor = hasRole(current, INSTRUCTOR_ROLE);
  // The route table's links of this place that the visitor may open (the admin's only for instructors).
  const canOpen = (access: Access) => access === 'public' || (loggedIn && (access === 'user' || instructor));
  const links = navigationOf(admin ? 'admin' : 'public', canOpen, { instructor });
  // On every page: a student's own pages, then on public pages the way in (or to the account).
  const accountLinks = navigationOf('account', canOpen, { instructor });
  if (!admin)
    accountLinks.push(
      loggedIn
        ? { to: '/admin', label: SITE_HEADER_TEXTS.account }
        : { to: '/prihlasenie', label: SITE_HEADER_TEXTS.login },
    );

  // A followed link closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setMenuOpen(false), [pathname]);

  const logout = () => {
    session.logout();
    navigate('/prihlasenie');
  };

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={admin ? '/admin' : '/'} className="site-header__logo">
          {currentSchool().name}
          {admin && (
            <>
              {' '}
              <span className="site-header__tag">admin</span>
            </>
          )}
        </Link>
        <button
          type="button"
          className="site-header__menu-toggle"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          disabled={!hydrated}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav
          id="site-menu"
          aria-label="Hlavná navigácia"
          className={`site-header__nav${menuOpen ? ' site-header__nav--open' : ''}`}
        >
          <LinkList links={links} />
          {(accountLinks.length > 0 || loggedIn) && (
            <div className="site-header__account">
              {/* exact: 'Môj účet' (/admin) is not the current page on /admin/nastavenia. */}
              <LinkList links={accountLinks} label={SITE_HEADER_TEXTS.accountLinks} exact />
              {loggedIn && !admin && (
                <button type="button" className="site-header__text-button" onClick={logout}>
                  {SITE_HEADER_TEXTS.logout}
                </button>
              )}
              {loggedIn && admin && (
                <div className="site-header__actions">
                  <NavLink to="/admin/nastavenia" className="site-header__icon-button" aria-label="Nastavenia">
                    <SettingsIcon />
                  </NavLink>
                  <button
                    type="button"
                    className="site-header__icon-button"
                    aria-label={SITE_HEADER_TEXTS.logout}
                    onClick={logout}
                  >
                    <LogoutIcon />
                  </button>
                </div>
              )}
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}

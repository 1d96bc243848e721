import { type Access, isAdminPath, navigationOf } from '@autoskola/routes';
import { currentSchool } from '@autoskola/school';
import { hasRole, INSTRUCTOR_ROLE, session, useSession } from '@autoskola/session';
import { CloseIcon, LogoutIcon, MenuIcon, SettingsIcon, useHydrated } from '@autoskola/ui';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import './layout.css';

export function SiteHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const admin = isAdminPath(pathname);
  const loggedIn = current.status === 'authenticated';
  // The route table's links of this place that the visitor may open (the admin's only for instructors).
  const canOpen = (access: Access) =>
    access === 'public' || (loggedIn && (access === 'user' || hasRole(current, INSTRUCTOR_ROLE)));
  const links = navigationOf(admin ? 'admin' : 'public', canOpen, { instructor: hasRole(current, INSTRUCTOR_ROLE) });

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
          {links.length > 0 && (
            <ul className="site-header__links">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="site-header__link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
          {admin && loggedIn && (
            <div className="site-header__actions">
              <NavLink to="/admin/nastavenia" className="site-header__icon-button" aria-label="Nastavenia">
                <SettingsIcon />
              </NavLink>
              <button type="button" className="site-header__icon-button" aria-label="Odhlásiť sa" onClick={logout}>
                <LogoutIcon />
              </button>
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}

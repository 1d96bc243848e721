/**
 * The one route table (SPEC §2): the shell builds its router from it and the server writes
 * each route's title, description and robots meta into the HTML it sends. Plain data only, so
 * Node can import it directly.
 */
export type Access = 'public' | 'user' | 'instructor';
export type Robots = 'index,follow' | 'noindex,nofollow';
export type RemoteName = 'mf_public' | 'mf_auth' | 'mf_admin_content' | 'mf_admin_contact';

/** A screen the shell renders itself, or `remote/module` loaded at run time. */
export type Screen = { kind: 'shell'; id: 'admin-home' } | { kind: 'remote'; remote: RemoteName; module: string };

export interface RouteEntry {
  path: string;
  /** Page title; the full title is '{title} | {school name}', or the school name alone. */
  title: string | null;
  access: Access;
  screen: Screen;
  /** Logged-in-only routes behave as before a logged-in user (login → /admin). */
  guestOnly?: boolean;
  /**
   * The query parameters the page's HTML depends on. The server renders and caches the page per
   * their values and ignores any other parameter (server/src/web/page-cache.ts).
   */
  pageQuery?: readonly string[];
}

const remote = (name: RemoteName, module: string): Screen => ({ kind: 'remote', remote: name, module });

export const routeTable: readonly RouteEntry[] = [
  { path: '/', title: null, access: 'public', screen: remote('mf_public', 'home-page') },
  { path: '/ponuka', title: 'Ponuka', access: 'public', screen: remote('mf_public', 'offer-page') },
  {
    path: '/ucebne-materialy',
    title: 'Učebné materiály',
    access: 'public',
    screen: remote('mf_public', 'learning-materials-page'),
    pageQuery: ['kategoria', 'material'],
  },
  {
    path: '/kontakt',
    title: 'Kontaktný formulár',
    access: 'public',
    screen: remote('mf_public', 'contact-page'),
    // 'Chcem na kurz' fills the message with the course's name.
    pageQuery: ['kurz'],
  },
  { path: '/gdpr', title: 'Ochrana osobných údajov', access: 'public', screen: remote('mf_public', 'gdpr-page') },
  {
    path: '/registracia',
    title: 'Registrácia',
    access: 'public',
    screen: remote('mf_auth', 'registration-page'),
    guestOnly: true,
  },
  {
    path: '/prihlasenie',
    title: 'Prihlásenie',
    access: 'public',
    screen: remote('mf_auth', 'login-page'),
    guestOnly: true,
  },
  {
    path: '/zabudnute-heslo',
    title: 'Zabudnuté heslo',
    access: 'public',
    screen: remote('mf_auth', 'forgotten-password-page'),
    guestOnly: true,
  },
  // Opened from the e-mail, whether or not someone is logged in in this browser.
  {
    path: '/obnovenie-hesla',
    title: 'Nové heslo',
    access: 'public',
    screen: remote('mf_auth', 'password-reset-page'),
  },
  { path: '/admin', title: 'Admin', access: 'user', screen: { kind: 'shell', id: 'admin-home' } },
  {
    path: '/admin/ponuka',
    title: 'Admin - Ponuka',
    access: 'instructor',
    screen: remote('mf_admin_content', 'offers-page'),
  },
  {
    path: '/admin/ucebne-materialy',
    title: 'Admin - Učebné materiály',
    access: 'instructor',
    screen: remote('mf_admin_content', 'learning-materials-page'),
  },
  {
    path: '/admin/kontaktny-formular',
    title: 'Admin - Kontaktný formulár',
    access: 'instructor',
    screen: remote('mf_admin_contact', 'contact-messages-page'),
  },
  {
    path: '/admin/nastavenia',
    title: 'Admin - Nastavenia',
    access: 'user',
    screen: remote('mf_auth', 'settings-page'),
  },
];

export const NOT_FOUND_TITLE = 'Stránka sa nenašla';
export const NOT_FOUND_TEXT = 'Tu nič nie je!';

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** Public pages with nothing to find: the data-protection notice (SPEC §1) and the password pages. */
const NOT_INDEXED = new Set(['/gdpr', '/zabudnute-heslo', '/obnovenie-hesla']);

/** Admin pages and the pages above are kept out of search engines. */
export function robotsFor(pathname: string): Robots {
  return isAdminPath(pathname) || NOT_INDEXED.has(pathname) ? 'noindex,nofollow' : 'index,follow';
}

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function findRoute(pathname: string): RouteEntry | undefined {
  const path = normalize(pathname);
  return routeTable.find((route) => route.path === path);
}

export interface PageMeta {
  title: string;
  description: string;
  robots: Robots;
}

/** Title, description and robots of any path; unknown paths get the not-found title. */
export function pageMeta(pathname: string, school: { name: string; description: string }): PageMeta {
  const route = findRoute(pathname);
  const pageTitle = route ? route.title : NOT_FOUND_TITLE;
  return {
    title: pageTitle ? `${pageTitle} | ${school.name}` : school.name,
    description: school.description,
    // Unknown paths answer 404; keep them out of indexes as well.
    robots: route ? robotsFor(route.path) : 'noindex,nofollow',
  };
}

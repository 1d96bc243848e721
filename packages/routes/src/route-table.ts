/**
 * The one list of screens (SPEC §2; docs/adding-a-screen.md): each route's path, title, access
 * rule and the module that renders it. The shell builds its router from it, each remote exposes
 * the screens it names (federation.config.ts → exposesOf), the shell's types of those modules are
 * generated from it (scripts/remote-modules.ts), and the server writes each route's title,
 * description and robots meta into the HTML it sends and caches its public pages by it.
 * Plain data only: browsers and Node import it alike.
 */
export type Access = 'public' | 'user' | 'instructor';
export type Robots = 'index,follow' | 'noindex,nofollow';

/** A screen the shell renders itself, or the module `remote/module` loaded at run time. */
type ScreenDeclaration = { kind: 'shell'; id: 'admin-home' } | { kind: 'remote'; remote: string; module: string };

interface RouteDeclaration {
  path: string;
  /** Page title; the full title is '{title} | {school name}', or the school name alone. */
  title: string | null;
  access: Access;
  screen: ScreenDeclaration;
  /** Logged-in-only routes behave as before a logged-in user (login → /admin). */
  guestOnly?: boolean;
  /**
   * The query parameters the page's HTML depends on. The server renders and caches the page per
   * their values and ignores any other parameter (server/src/web/page-cache.ts).
   */
  pageQuery?: readonly string[];
  /**
   * A link in the site's header and mobile menu: on public pages, in the admin, or in the account
   * links every page shows (each shown to whoever the route's access admits), ordered by position
   * within its place.
   */
  nav?: NavDeclaration;
  /**
   * The route exists only while this flag of the site config holds (the first start's setup
   * while no instructor exists); otherwise it is the not-found page, in the browser and from the server.
   */
  openWhile?: SiteFlag;
}

/** Flags of the site config the server writes into every page (@autoskola/school SiteConfig). */
export type SiteFlag = 'setupPending';

export interface NavDeclaration {
  /** 'account': beside the login or logout on every page, public or admin (a student's own pages). */
  place: 'public' | 'admin' | 'account';
  label: string;
  position: number;
  /** 'students': shown to logged-in users who are not instructors (a student's own pages). */
  audience?: 'students';
}

/** A remote's screen: its file is `src/pages/<module>.tsx` in the remote's folder. */
const remote = <R extends string, M extends string>(name: R, module: M) =>
  ({ kind: 'remote', remote: name, module }) as const;

const routes = [
  { path: '/', title: null, access: 'public', screen: remote('mf_public', 'home-page') },
  {
    path: '/ponuka',
    title: 'Ponuka',
    access: 'public',
    screen: remote('mf_public', 'offer-page'),
    nav: { place: 'public', label: 'Ponuka', position: 10 },
  },
  {
    path: '/ucebne-materialy',
    title: 'Učebné materiály',
    access: 'public',
    screen: remote('mf_public', 'learning-materials-page'),
    pageQuery: ['kategoria', 'material'],
    nav: { place: 'public', label: 'Učebné materiály', position: 20 },
  },
  {
    path: '/kontakt',
    title: 'Kontaktný formulár',
    access: 'public',
    screen: remote('mf_public', 'contact-page'),
    // 'Chcem na kurz' fills the message with the course's name.
    pageQuery: ['kurz'],
    nav: { place: 'public', label: 'Kontakt', position: 90 },
  },
  { path: '/gdpr', title: 'Ochrana osobných údajov', access: 'public', screen: remote('mf_public', 'gdpr-page') },
  // Theory-test practice (decision 0020): anyone may practise; a student keeps the results.
  {
    path: '/testy',
    title: 'Testy',
    access: 'public',
    screen: remote('mf_public', 'theory-tests-page'),
    nav: { place: 'public', label: 'Testy', position: 30 },
  },
  {
    path: '/testy/vysledky',
    title: 'Moje výsledky',
    access: 'user',
    screen: remote('mf_public', 'theory-test-results-page'),
  },
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
  // The link proving an account's e-mail (decision 0033), also opened from the e-mail.
  {
    path: '/overenie-emailu',
    title: 'Overenie e-mailu',
    access: 'public',
    screen: remote('mf_auth', 'email-verification-page'),
  },
  // The first start (issue 37): while no instructor exists, /admin leads here.
  {
    path: '/nastavenie',
    title: 'Nastavenie stránky',
    access: 'public',
    screen: remote('mf_admin_content', 'setup-page'),
    openWhile: 'setupPending',
  },
  // Course applications (issue 38, mf-training): apply from an offer, confirm by e-mail, follow it.
  {
    path: '/prihlaska',
    title: 'Prihláška na kurz',
    access: 'public',
    screen: remote('mf_training', 'course-application-page'),
    // 'Prihláška online' on an offer card preselects the course.
    pageQuery: ['kurz'],
  },
  // Opened from the e-mails; the token is in the address's fragment, read in the browser.
  {
    path: '/prihlaska/potvrdenie',
    title: 'Potvrdenie prihlášky',
    access: 'public',
    screen: remote('mf_training', 'course-application-confirmation-page'),
  },
  {
    path: '/prihlaska/suhlas',
    title: 'Súhlas zákonného zástupcu',
    access: 'public',
    screen: remote('mf_training', 'course-application-consent-page'),
  },
  // A student's own pages: every page's header links them for a logged-in student (issue 51).
  {
    path: '/moj-kurz',
    title: 'Môj kurz',
    access: 'user',
    screen: remote('mf_training', 'my-course-page'),
    nav: { place: 'account', label: 'Môj kurz', position: 5, audience: 'students' },
  },
  {
    path: '/jazdy',
    title: 'Moje jazdy',
    access: 'user',
    screen: remote('mf_training', 'my-lessons-page'),
    nav: { place: 'account', label: 'Moje jazdy', position: 6, audience: 'students' },
  },
  // The school's terms, which an application accepts; instructors edit them on /admin/prihlasky.
  {
    path: '/obchodne-podmienky',
    title: 'Obchodné podmienky',
    access: 'public',
    screen: remote('mf_training', 'course-terms-page'),
  },
  { path: '/admin', title: 'Admin', access: 'user', screen: { kind: 'shell', id: 'admin-home' } },
  {
    path: '/admin/ponuka',
    title: 'Admin - Ponuka',
    access: 'instructor',
    screen: remote('mf_admin_content', 'offers-page'),
    nav: { place: 'admin', label: 'Ponuka', position: 10 },
  },
  {
    path: '/admin/ucebne-materialy',
    title: 'Admin - Učebné materiály',
    access: 'instructor',
    screen: remote('mf_admin_content', 'learning-materials-page'),
    nav: { place: 'admin', label: 'Učebné materiály', position: 20 },
  },
  {
    path: '/admin/oznamy',
    title: 'Admin - Oznamy',
    access: 'instructor',
    screen: remote('mf_admin_content', 'announcements-page'),
    nav: { place: 'admin', label: 'Oznamy', position: 25 },
  },
  {
    path: '/admin/testy',
    title: 'Admin - Testy',
    access: 'instructor',
    screen: remote('mf_admin_content', 'theory-tests-page'),
    nav: { place: 'admin', label: 'Testy', position: 30 },
  },
  {
    path: '/admin/prihlasky',
    title: 'Admin - Prihlášky',
    access: 'instructor',
    screen: remote('mf_training', 'course-applications-page'),
    nav: { place: 'admin', label: 'Prihlášky', position: 40 },
  },
  {
    path: '/admin/jazdy',
    title: 'Admin - Jazdy',
    access: 'instructor',
    screen: remote('mf_training', 'lessons-page'),
    nav: { place: 'admin', label: 'Jazdy', position: 45 },
  },
  {
    path: '/admin/pracovny-cas',
    title: 'Admin - Pracovný čas a vozidlá',
    access: 'instructor',
    screen: remote('mf_training', 'working-hours-page'),
    nav: { place: 'admin', label: 'Pracovný čas', position: 46 },
  },
  {
    path: '/admin/skusky',
    title: 'Admin - Skúšky',
    access: 'instructor',
    screen: remote('mf_training', 'exams-page'),
    nav: { place: 'admin', label: 'Skúšky', position: 47 },
  },
  {
    path: '/admin/prehlad',
    title: 'Admin - Prehľad',
    access: 'instructor',
    screen: remote('mf_training', 'overview-page'),
    nav: { place: 'admin', label: 'Prehľad', position: 48 },
  },
  {
    path: '/admin/udaje-o-skole',
    title: 'Admin - Údaje o škole',
    access: 'instructor',
    screen: remote('mf_admin_content', 'school-details-page'),
    nav: { place: 'admin', label: 'Údaje o škole', position: 80 },
  },
  {
    path: '/admin/kontaktny-formular',
    title: 'Admin - Kontaktný formulár',
    access: 'instructor',
    screen: remote('mf_admin_contact', 'contact-messages-page'),
    nav: { place: 'admin', label: 'Kontaktný formulár', position: 90 },
  },
  // Requests for access to or erasure of someone's contact messages, linked from the page above.
  {
    path: '/admin/ziadosti-o-udaje',
    title: 'Admin - Žiadosti o údaje',
    access: 'instructor',
    screen: remote('mf_admin_contact', 'data-subject-requests-page'),
  },
  {
    path: '/admin/nastavenia',
    title: 'Admin - Nastavenia',
    access: 'user',
    screen: remote('mf_auth', 'settings-page'),
  },
] as const satisfies readonly RouteDeclaration[];

/**
 * Modules a remote exposes for the shell to use outside a route, with their file in the remote.
 * The shell's "sign in again" dialog shows mf-auth's login form when a session runs out mid-work;
 * the admin home shows mf-training's overview.
 */
export const remoteComponents = [
  { remote: 'mf_auth', module: 'login-form', file: './src/features/auth/login-form.tsx' },
  // The admin home's overview below the SPEC's sentence: loaded with mf-training on /admin only,
  // so no page's shell bundle carries it (decision 0037).
  { remote: 'mf_training', module: 'home-overview', file: './src/features/home/home-overview.tsx' },
] as const satisfies readonly { remote: string; module: string; file: string }[];

type RemoteScreenDeclaration = Extract<(typeof routes)[number]['screen'], { kind: 'remote' }>;

/** The remotes the shell composes: every remote a route names. */
export type RemoteName = RemoteScreenDeclaration['remote'];

type ModuleIdOf<T> = T extends { remote: infer R extends string; module: infer M extends string } ? `${R}/${M}` : never;

/** `remote/module` of every module the shell loads from a remote. */
export type RemoteModuleId = ModuleIdOf<RemoteScreenDeclaration> | ModuleIdOf<(typeof remoteComponents)[number]>;

export type Screen = { kind: 'shell'; id: 'admin-home' } | { kind: 'remote'; remote: RemoteName; module: string };

export interface RouteEntry extends RouteDeclaration {
  screen: Screen;
}

export const routeTable: readonly RouteEntry[] = routes;

/** The module ids of a remote's screens, in the table's order. */
export function screensOf(name: RemoteName): string[] {
  return routeTable.flatMap((route) =>
    route.screen.kind === 'remote' && route.screen.remote === name ? [route.screen.module] : [],
  );
}

export interface NavItem {
  to: string;
  label: string;
}

/**
 * The header's links of one place, in their order; `canOpen` says whom a route admits, `instructor`
 * whether the viewer is one (a students' link is not theirs).
 */
export function navigationOf(
  place: NavDeclaration['place'],
  canOpen: (access: Access) => boolean,
  { instructor = false }: { instructor?: boolean } = {},
): NavItem[] {
  const forViewer = (nav: NavDeclaration) => nav.audience !== 'students' || !instructor;
  return routeTable
    .flatMap((route) =>
      route.nav?.place === place && canOpen(route.access) && forViewer(route.nav) ? [{ route, nav: route.nav }] : [],
    )
    .sort((a, b) => a.nav.position - b.nav.position)
    .map(({ route, nav }) => ({ to: route.path, label: nav.label }));
}

export const NOT_FOUND_TITLE = 'Stránka sa nenašla';
export const NOT_FOUND_TEXT = 'Tu nič nie je!';

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** Public pages with nothing to find: the data-protection notice (SPEC §1) and the password pages. */
const NOT_INDEXED = new Set([
  '/gdpr',
  '/zabudnute-heslo',
  '/obnovenie-hesla',
  '/overenie-emailu',
  '/nastavenie',
  '/prihlaska/potvrdenie',
  '/prihlaska/suhlas',
]);

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

/** Whether a route is there now: one with `openWhile` only while the site config's flag holds. */
export function isRouteOpen(route: RouteEntry, flags: Partial<Record<SiteFlag, boolean>>): boolean {
  return route.openWhile === undefined || flags[route.openWhile] === true;
}

export interface PageMeta {
  title: string;
  description: string;
  robots: Robots;
}

/** Title, description and robots of any path; unknown paths get the not-found title. */
export function pageMeta(
  pathname: string,
  school: { name: string; description: string },
  flags: Partial<Record<SiteFlag, boolean>> = {},
): PageMeta {
  const found = findRoute(pathname);
  const route = found && isRouteOpen(found, flags) ? found : undefined;
  const pageTitle = route ? route.title : NOT_FOUND_TITLE;
  return {
    title: pageTitle ? `${pageTitle} | ${school.name}` : school.name,
    description: school.description,
    // Unknown paths answer 404; keep them out of indexes as well.
    robots: route ? robotsFor(route.path) : 'noindex,nofollow',
  };
}

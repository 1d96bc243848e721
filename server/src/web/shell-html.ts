import { PAGE_DATA_ELEMENT_ID, REMOTE_MANIFEST_ELEMENT_ID, type RemoteManifest } from '@autoskola/federation';
import { findRoute, isRouteOpen, pageMeta, robotsFor, routeTable } from '@autoskola/routes';
import { type SchoolDetails, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@autoskola/school';
import type { RenderedApp } from './server-render.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON inside <script> must not be able to close the element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

/** schema.org DrivingSchool from the school configuration. */
export function drivingSchool(school: SchoolDetails, publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'DrivingSchool',
    name: school.name,
    description: school.description,
    url: `${publicUrl}/`,
    telephone: school.phone,
    email: school.email,
    identifier: school.companyId,
    address: {
      '@type': 'PostalAddress',
      streetAddress: school.street,
      postalCode: school.postalCode,
      addressLocality: school.town,
      addressCountry: 'SK',
    },
  };
}

export interface ShellPageOptions {
  template: string;
  siteConfig: SiteConfig & { school: SchoolDetails };
  publicUrl: string;
  manifest: RemoteManifest;
  /** The shell's stylesheets (its JavaScript would add them later): a server-rendered page is styled at once. */
  stylesheets: readonly string[];
  /** The stylesheets of the route's remote screen (web/screen-styles.ts). */
  screenStylesheets?: (route: ReturnType<typeof findRoute>) => readonly string[];
}

/**
 * Writes each route's title, description, robots and Open Graph meta into the shell's index.html
 * (from the route table the shell also uses), so they are right without JavaScript, and the
 * server-rendered page with its data when there is one.
 */
export function createShellRenderer({
  template,
  siteConfig,
  publicUrl,
  manifest,
  stylesheets,
  screenStylesheets = () => [],
}: ShellPageOptions) {
  // The shell reads the manifest here instead of fetching it: one round trip less before a screen.
  const remotes = `<script type="application/json" id="${REMOTE_MANIFEST_ELEMENT_ID}">${jsonForScript(manifest)}</script>`;
  const linkTo = (href: string) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`;
  const styles = stylesheets.map(linkTo);
  return (pathname: string, rendered: RenderedApp | null = null): RenderedPage => {
    // Read at each render: instructors change the school's details, the setup ends (the page cache is cleared then).
    const { school } = siteConfig;
    const siteConfigScript = `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${jsonForScript(siteConfig)}</script>`;
    const found = findRoute(pathname);
    const route = found && isRouteOpen(found, siteConfig) ? found : undefined;
    const meta = pageMeta(pathname, school, siteConfig);
    // The route's remote starts downloading with the shell instead of after it.
    const remoteEntry = route?.screen.kind === 'remote' ? manifest.remotes[route.screen.remote] : null;
    const head = [
      ...styles,
      ...screenStylesheets(route).map(linkTo),
      siteConfigScript,
      remotes,
      ...(rendered
        ? [
            `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(rendered.queryState)}</script>`,
          ]
        : []),
      ...(remoteEntry ? [`<link rel="modulepreload" crossorigin href="${escapeHtml(remoteEntry)}" />`] : []),
      '<meta property="og:type" content="website" />',
      '<meta property="og:locale" content="sk_SK" />',
      `<meta property="og:site_name" content="${escapeHtml(school.name)}" />`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      ...(route ? [`<meta property="og:url" content="${escapeHtml(publicUrl + route.path)}" />`] : []),
      // The landing page tells search engines who the school is.
      ...(route?.path === '/'
        ? [`<script type="application/ld+json">${jsonForScript(drivingSchool(school, publicUrl))}</script>`]
        : []),
    ].join('\n    ');
    // Replacer functions: a `$` in the content must not be read as a replacement pattern.
    const html = template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      )
      .replace(/<meta name="robots" content="[^"]*"\s*\/?>/, () => `<meta name="robots" content="${meta.robots}" />`)
      .replace('</head>', () => `    ${head}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${rendered?.html ?? ''}</div>`);
    return { status: route ? 200 : 404, html };
  };
}

/** Public pages worth indexing: not admin, not the GDPR notice, not login or registration. */
export function sitemapPaths(): string[] {
  return routeTable
    .filter(
      (route) =>
        route.access === 'public' && !route.guestOnly && !route.openWhile && robotsFor(route.path) === 'index,follow',
    )
    .map((route) => route.path);
}

export function sitemapXml(publicUrl: string): string {
  const urls = sitemapPaths()
    .map((path) => `  <url><loc>${escapeHtml(publicUrl + path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Lifecycle, Site } from '../api/context.ts';
import type { ServerConfig } from '../config.ts';
import type { PublicCache } from '../http/public-cache.ts';
import { createPageCache } from './page-cache.ts';
import { loadRemoteBuilds, screenStylesheets } from './screen-styles.ts';
import { loadServerRenderer } from './server-render.ts';
import { createShellRenderer, robotsTxt, sitemapXml } from './shell-html.ts';
import { localRemoteEntry, manifestFor, registerStaticFiles, shellDistDir } from './static-files.ts';

/** Paths that name a file or an API call: a miss there is a plain 404, never the HTML page. */
const NON_PAGE_PREFIXES = ['/api/', '/assets/', '/remotes/', '/images/'];

export type PageCache = ReturnType<typeof createPageCache>;

export interface WebPagesOptions {
  config: ServerConfig;
  site: Site;
  lifecycle: Lifecycle;
  publicCache: PublicCache;
  /** The headers every page carries (web/security-headers.ts). */
  pageSecurityHeaders: Record<string, string>;
}

/**
 * The web side: the built files, robots.txt and the sitemap, and every other GET a page rendered
 * from the shell (on the server once its renderers are loaded) through the page cache. Registered
 * after the API, whose misses fall through to the pages. Null without a built shell.
 */
export async function registerWebPages(
  app: FastifyInstance,
  { config, site, lifecycle, publicCache, pageSecurityHeaders }: WebPagesOptions,
): Promise<PageCache | null> {
  await registerStaticFiles(app, config);

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(config.publicUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(sitemapXml(config.publicUrl)),
  );

  const siteConfig = site.config;
  const manifest = manifestFor(config);
  let renderPage: ReturnType<typeof createShellRenderer> | null = null;
  // Each remote's build manifest from where it is served (a remote on another origin: from there).
  const remoteBuilds = await loadRemoteBuilds({
    appRoot: config.appRoot,
    manifest,
    defaultEntry: localRemoteEntry,
    publicUrl: config.publicUrl,
  });
  for (const problem of remoteBuilds.problems) app.log.warn(problem);
  try {
    const shellDist = shellDistDir(config);
    const template = readFileSync(join(shellDist, 'index.html'), 'utf8');
    const assets = join(shellDist, 'assets');
    const stylesheets = (existsSync(assets) ? readdirSync(assets) : [])
      .filter((file) => file.endsWith('.css'))
      .map((file) => `/assets/${file}`);
    renderPage = createShellRenderer({
      template,
      siteConfig,
      publicUrl: config.publicUrl,
      manifest,
      stylesheets,
      screenStylesheets: screenStylesheets(remoteBuilds.builds),
    });
    lifecycle.siteBuilt = true;
  } catch {
    app.log.warn('shell/dist/index.html is missing: run `npm run build` to serve the site');
  }
  // Importing the page renderers takes a few hundred milliseconds: the server starts listening meanwhile.
  const serverRenderer = renderPage
    ? loadServerRenderer(app, { appRoot: config.appRoot, manifest, defaultEntry: localRemoteEntry, siteConfig }).catch(
        (error: unknown) => {
          app.log.error({ err: error }, 'the page renderers could not be loaded; pages are rendered in the browser');
          return null;
        },
      )
    : null;

  const renderShell = renderPage;
  // Every HTML answer comes from the public cache: rendered once per content version (page-cache.ts).
  const pages = renderShell
    ? createPageCache(publicCache, pageSecurityHeaders, async (url) => {
        const renderOnServer = await serverRenderer;
        const rendered = renderOnServer ? await renderOnServer(new URL(url, 'http://page.invalid')) : null;
        return renderShell(url.split('?')[0] ?? '/', rendered);
      })
    : null;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    if (!isPage || pages === null) {
      return reply.code(404).send({ message: 'Požadovaná adresa neexistuje.' });
    }
    await pages.send(request, reply);
    return reply;
  });

  return pages;
}

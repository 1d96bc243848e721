import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { configureApi } from '@autoskola/api-client';
import { REMOTES, type RemoteManifest, type RemoteName, SERVER_RENDER_DIR } from '@autoskola/federation';
import { findRoute, type RouteEntry, routeTable } from '@autoskola/routes';
import { readSiteConfigFrom, type SiteConfig } from '@autoskola/school';
import type { FastifyInstance } from 'fastify';

/** What the shell's server build (shell/src/ssr/render-app.tsx) returns. */
export interface RenderedApp {
  html: string;
  queryState: unknown;
}

type RenderApp = (url: URL, screens: Record<string, unknown>) => Promise<RenderedApp | null>;

interface RenderContext {
  app: FastifyInstance;
  siteConfig: SiteConfig;
}

const rendering = new AsyncLocalStorage<RenderContext>();

/** Answers the page bundles' API calls inside this process, through the same routes, cache and validation. */
async function callOwnApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const context = rendering.getStore();
  if (!context) throw new Error('The API client was called outside a server render');
  const request = new Request(input, init);
  const url = new URL(request.url);
  const requestHeaders: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    requestHeaders[name] = value;
  });
  const answer = await context.app.inject({
    method: request.method as 'GET',
    url: url.pathname + url.search,
    headers: requestHeaders,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const noBody = answer.statusCode === 204 || answer.statusCode === 304;
  return new Response(noBody ? null : answer.body, { status: answer.statusCode, headers });
}

let sharedPackagesWired = false;

/**
 * The page bundles import @autoskola/api-client and @autoskola/school from this process (they
 * are external in the server builds), so pointing them here once serves every render.
 */
function wireSharedPackages(): void {
  if (sharedPackagesWired) return;
  sharedPackagesWired = true;
  configureApi('http://server-render.invalid/api/', callOwnApi);
  readSiteConfigFrom(() => rendering.getStore()?.siteConfig ?? {});
}

/** Pages anyone sees alike: public, not the guest-only login and registration, not the setup, with a remote screen. */
function serverRenderable(route: RouteEntry): route is RouteEntry & { screen: { kind: 'remote' } } {
  // A route that is there only for a while (the setup) reads what it needs in the browser.
  return route.access === 'public' && !route.guestOnly && !route.openWhile && route.screen.kind === 'remote';
}

async function importFile<T>(file: string): Promise<T> {
  return (await import(pathToFileURL(file).href)) as T;
}

export interface ServerRendererOptions {
  appRoot: string;
  /** Where the browser loads each remote from, and where it would by default. */
  manifest: RemoteManifest;
  defaultEntry: (name: RemoteName) => string;
  siteConfig: SiteConfig;
}

/**
 * Renders public pages on the server from the shell's and the remotes' server builds
 * (`dist-ssr/`), so a visitor sees the page before any JavaScript has run. Null when the shell
 * has no server build: every page is then rendered in the browser, as before.
 */
export async function loadServerRenderer(app: FastifyInstance, options: ServerRendererOptions) {
  const entry = join(options.appRoot, 'shell', SERVER_RENDER_DIR, 'render-app.js');
  if (!existsSync(entry)) return null;
  const { renderApp } = await importFile<{ renderApp: RenderApp }>(entry);
  const screens: Record<string, unknown> = {};
  for (const route of routeTable) {
    if (!serverRenderable(route)) continue;
    const { remote, module } = route.screen;
    // A remote served from elsewhere may be another version: its HTML could differ from ours.
    if (options.manifest.remotes[remote] !== options.defaultEntry(remote)) continue;
    const file = join(options.appRoot, REMOTES[remote].dir, SERVER_RENDER_DIR, `${module}.js`);
    if (existsSync(file)) screens[`${remote}/${module}`] = (await importFile<{ default: unknown }>(file)).default;
  }
  wireSharedPackages();
  const context: RenderContext = { app, siteConfig: options.siteConfig };

  /** The page's HTML and data, or null when the browser should render it (not renderable, or it failed). */
  return async (url: URL): Promise<RenderedApp | null> => {
    const route = findRoute(url.pathname);
    if (!route || !serverRenderable(route) || !(`${route.screen.remote}/${route.screen.module}` in screens)) {
      return null;
    }
    try {
      return await rendering.run(context, () => renderApp(url, screens));
    } catch (error) {
      app.log.warn({ err: error, url: url.pathname }, 'server rendering failed; the browser renders the page');
      return null;
    }
  };
}

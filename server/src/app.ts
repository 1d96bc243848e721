import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import type { ApiContext, Lifecycle } from './api/context.ts';
import { HttpError, MESSAGES } from './api/errors.ts';
import { registerApi } from './api/register-api.ts';
import { loadJwtSecret, Tokens } from './auth/tokens.ts';
import { mailFrom, type ServerConfig } from './config.ts';
import { validatorCompiler } from './contract/validation.ts';
import type { Database } from './db/database.ts';
import { violatedConstraint } from './db/errors.ts';
import { featureModules } from './features/index.ts';
import { earlyAnswerServer } from './http/early-answer.ts';
import { lazyRequestLogger } from './http/lazy-request-logger.ts';
import { PublicCache } from './http/public-cache.ts';
import { answerBeforeUnreadBody } from './http/unread-body.ts';
import { type ImageKind, ImageStore } from './images/image-store.ts';
import { Outbox, outboxKey } from './mail/outbox.ts';
import type { FeatureModule } from './modules/feature-module.ts';
import { RetentionJob } from './modules/retention-job.ts';
import { createSite } from './modules/site.ts';
import { createPageCache } from './web/page-cache.ts';
import { loadRemoteBuilds, screenStylesheets } from './web/screen-styles.ts';
import { API_HEADERS, registerSecurityHeaders } from './web/security-headers.ts';
import { loadServerRenderer } from './web/server-render.ts';
import { createShellRenderer, robotsTxt, sitemapXml } from './web/shell-html.ts';
import { localRemoteEntry, manifestFor, registerStaticFiles, shellDistDir } from './web/static-files.ts';

export interface AppOptions {
  config: ServerConfig;
  database: Database;
  logger?: boolean;
  /** Send queued mail in the background (tests may drive the outbox themselves). */
  startMail?: boolean;
  /** The server's features (features/index.ts). */
  modules?: readonly FeatureModule[];
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
    publicCache: PublicCache;
    lifecycle: Lifecycle;
    retention: RetentionJob;
    /** Stops taking connections and waits for the open ones to end (http/early-answer.ts). */
    finishConnections: (timeoutMs: number, options?: { refuseMs?: number }) => Promise<void>;
    /** Content changed outside a request (the CLI): the site config is read again, cached pages go. */
    contentChanged: () => Promise<void>;
    /** Lines the features' start hooks have for whoever started the server (the setup address). */
    startNotes: readonly string[];
  }
}

/** Paths that name a file or an API call: a miss there is a plain 404, never the HTML page. */
const NON_PAGE_PREFIXES = ['/api/', '/assets/', '/remotes/', '/images/'];

export async function buildApp({
  config,
  database,
  logger = false,
  startMail = true,
  modules = featureModules,
}: AppOptions): Promise<FastifyInstance> {
  const lifecycle: Lifecycle = { draining: false, siteBuilt: false };
  const early = earlyAnswerServer(config.trustProxy, () => lifecycle.draining);
  const app = Fastify({
    serverFactory: early.serverFactory,
    logger: logger ? { level: 'info' } : false,
    // Stops accepting new requests on close while in-flight ones finish.
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    // One log line per request (two with Fastify's default) cost a third of the throughput of the
    // public API; the reverse proxy keeps the access log. LOG_REQUESTS=true brings them back.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    childLoggerFactory: lazyRequestLogger,
    // A path that is not valid percent-encoded UTF-8, or a parameter past its length: JSON 400.
    frameworkErrors: (error, request, reply) => {
      const server = (error.statusCode ?? 500) >= 500;
      if (server) request.log.error(error);
      else request.log.info({ code: error.code, message: error.message }, 'client error');
      (reply as FastifyReply)
        .code(server ? 500 : 400)
        .send({ message: server ? MESSAGES.serverError : MESSAGES.badRequest });
    },
  });

  app.setValidatorCompiler(validatorCompiler);
  answerBeforeUnreadBody(app);
  // Every error is JSON { message, errors? }; never a stack trace, never a 500 for client input.
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error(error);
      return reply.code(500).send({ message: MESSAGES.serverError });
    }
    request.log.info({ code: error.code, message: error.message }, 'client error');
    return reply.code(status).send({ message: clientErrorMessage(status, error, request.url) });
  });

  const publicCache = new PublicCache({ securityHeaders: API_HEADERS });
  let pages: ReturnType<typeof createPageCache> | null = null;
  // A public read or page already in the cache is answered before Fastify sees the request: its
  // headers and bytes are ready (http/ready-answer.ts). Not while every request is to be logged.
  if (!config.logRequests) {
    early.answerWith(
      (url, exchange) => publicCache.writeIfReady(url, exchange) || (pages?.writeIfReady(url, exchange) ?? false),
    );
  }
  app.addHook('preClose', (done) => {
    early.close();
    done();
  });
  const pageSecurityHeaders = registerSecurityHeaders(app, config);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  const imagesRoot = config.uploadDir;
  mkdirSync(imagesRoot, { recursive: true });
  // What the outbox, the jobs and the features' start hooks log through.
  const log = {
    info: (message: string) => app.log.info(message),
    warn: (message: string) => app.log.warn(message),
    error: (message: string) => app.log.error(message),
  };
  // What every page carries (the school's details, the setup flag), read before the first page.
  const site = createSite(database.db, config, modules);
  await site.refresh();
  const jwtSecret = loadJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = new Tokens(jwtSecret, config.jwtTtlSeconds);
  const outbox = new Outbox({
    database,
    linkKey: outboxKey(jwtSecret),
    from: () => mailFrom(config, site.config.school),
    smtpUrl: config.smtpUrl,
    spoolDir: join(config.dataDir, 'mail'),
    leaseSeconds: config.mailLeaseSeconds,
    log,
  });
  app.decorate('outbox', outbox);
  if (startMail) outbox.start();
  // Also closes the pooled SMTP connection of tests that drive the outbox themselves.
  app.addHook('onClose', () => outbox.stop());
  const retention = new RetentionJob({
    db: database.db,
    months: config.retentionResolvedMonths,
    modules,
    log,
    mail: { outbox, school: () => site.config.school, publicUrl: config.publicUrl },
  });
  app.decorate('retention', retention);
  // Background work runs where mail runs: in the server, not in tests that drive it themselves.
  if (startMail) {
    retention.start();
    app.addHook('onClose', () => retention.stop());
  }
  if (startMail && config.backupDir) {
    // Loaded only when backups are on: tar and COPY's streams cost the others start time.
    const { NightlyBackups } = await import('./backup/nightly-backups.ts');
    const backups = new NightlyBackups({
      dir: config.backupDir,
      keep: config.backupKeep,
      source: { databaseUrl: database.url, kind: database.kind, imagesRoot: config.uploadDir, key: config.backupKey },
      db: database.db,
      log,
    });
    backups.start();
    app.addHook('onClose', () => backups.stop());
  }
  app.decorate('publicCache', publicCache);
  const contentChanged = async () => {
    try {
      await site.refresh();
    } finally {
      publicCache.clear();
    }
  };
  app.decorate('contentChanged', contentChanged);
  // A feature's own announcements (a booking's slots) go to its listener; anything else is all content.
  const announcementListeners = new Map<string, (detail: string) => void>();
  const heard = (detail: string | null) => {
    const space = detail?.indexOf(' ') ?? -1;
    const listener = detail && space > 0 ? announcementListeners.get(detail.slice(0, space)) : undefined;
    if (detail && listener) {
      try {
        listener(detail.slice(space + 1));
        return;
      } catch (error) {
        app.log.warn({ err: error }, 'an announcement was not understood: everything cached goes');
      }
    }
    void contentChanged().catch((error: unknown) => app.log.warn({ err: error }, 'the site config was not read'));
  };
  const stopWatching = database.watchContentChanges(heard, (watching) => publicCache.setEnabled(watching));
  app.addHook('onClose', () => stopWatching());
  app.decorate('lifecycle', lifecycle);
  app.decorate('finishConnections', early.finishConnections);
  // An answer begun before the drain but sent during it also ends its connection.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  // One store per kind of image: its queue processes one upload at a time.
  const imageStores = new Map<string, ImageStore>();
  const refusals = new Map(modules.flatMap((module) => Object.entries(module.refusals ?? {})));
  const apiContext: ApiContext = {
    lifecycle,
    database,
    config,
    tokens,
    outbox,
    publicCache,
    site,
    contentChanged,
    announce: (topic, detail) =>
      void database
        .announceContentChange(`${topic} ${detail}`)
        .catch((error: unknown) => app.log.warn({ err: error }, 'a change was not announced')),
    onAnnounced: (topic, listener) => announcementListeners.set(topic, listener),
    modules,
    images: (kind: ImageKind) => {
      const store = imageStores.get(kind.folder) ?? new ImageStore(imagesRoot, kind);
      imageStores.set(kind.folder, store);
      return store;
    },
    refusalFor: (error) => refusals.get(violatedConstraint(error) ?? ''),
  };
  await registerApi(app, apiContext);
  const startNotes: string[] = [];
  for (const module of modules) {
    const note = await module.start?.(apiContext, log);
    if (note) startNotes.push(note);
  }
  app.decorate('startNotes', startNotes);
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
  pages = renderShell
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

  return app;
}

function clientErrorMessage(status: number, error: FastifyError, url: string): string {
  if (status === 429) return MESSAGES.tooManyRequests;
  if (status === 413) {
    return url.includes('/image') ? 'Obrázok je príliš veľký (najviac 5 MB).' : 'Požiadavka je príliš veľká.';
  }
  if (status === 415) {
    return url.includes('/image') ? 'Obrázok musí byť vo formáte JPEG, PNG alebo WebP.' : 'Nepodporovaný typ obsahu.';
  }
  if (error.validation || error.code === 'FST_ERR_VALIDATION') return `${MESSAGES.badRequest} (${error.message})`;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return `${MESSAGES.badRequest} (JSON sa nedá prečítať)`;
  if (status === 404) return MESSAGES.notFound;
  return MESSAGES.badRequest;
}

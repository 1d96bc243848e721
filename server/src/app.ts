import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ApiContext, Lifecycle } from './api/context.ts';
import { registerApi } from './api/register-api.ts';
import { loadJwtSecret, Tokens } from './auth/tokens.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { violatedConstraint } from './db/errors.ts';
import { featureModules } from './features/index.ts';
import { createHttpServer } from './http/http-server.ts';
import type { PublicCache } from './http/public-cache.ts';
import { type ImageKind, ImageStore } from './images/image-store.ts';
import { type JobLog, startBackgroundJobs } from './jobs/background-jobs.ts';
import type { Outbox } from './mail/outbox.ts';
import type { FeatureModule } from './modules/feature-module.ts';
import type { RetentionJob } from './modules/retention-job.ts';
import { createSite } from './modules/site.ts';
import { registerWebPages } from './web/web-pages.ts';

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

/**
 * The server: its HTTP side (http/http-server.ts), its background jobs (jobs/background-jobs.ts),
 * the features' API over one context, and the pages (web/web-pages.ts), in that order.
 */
export async function buildApp({
  config,
  database,
  logger = false,
  startMail = true,
  modules = featureModules,
}: AppOptions): Promise<FastifyInstance> {
  const lifecycle: Lifecycle = { draining: false, siteBuilt: false };
  const { app, publicCache, pageSecurityHeaders, answerPagesEarly } = await createHttpServer({
    config,
    lifecycle,
    logger,
  });

  const imagesRoot = config.uploadDir;
  mkdirSync(imagesRoot, { recursive: true });
  const log: JobLog = {
    info: (message: string) => app.log.info(message),
    warn: (message: string) => app.log.warn(message),
    error: (message: string) => app.log.error(message),
  };
  // What every page carries (the school's details, the setup flag), read before the first page.
  const site = createSite(database.db, config, modules);
  await site.refresh();
  const jwtSecret = loadJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = new Tokens(jwtSecret, config.jwtTtlSeconds);
  const { outbox } = await startBackgroundJobs(app, {
    config,
    database,
    modules,
    site,
    jwtSecret,
    start: startMail,
    log,
  });

  const contentChanged = async () => {
    try {
      await site.refresh();
    } finally {
      publicCache.clear();
    }
  };
  app.decorate('contentChanged', contentChanged);
  // A feature's own broadcasts (a booking's slots) go to its listener; anything else is all content.
  const broadcastListeners = new Map<string, (detail: string) => void>();
  const heard = (detail: string | null) => {
    const space = detail?.indexOf(' ') ?? -1;
    const listener = detail && space > 0 ? broadcastListeners.get(detail.slice(0, space)) : undefined;
    if (detail && listener) {
      try {
        listener(detail.slice(space + 1));
        return;
      } catch (error) {
        app.log.warn({ err: error }, 'a broadcast was not understood: everything cached goes');
      }
    }
    void contentChanged().catch((error: unknown) => app.log.warn({ err: error }, 'the site config was not read'));
  };
  const stopWatching = database.watchContentChanges(heard, (watching) => publicCache.setEnabled(watching));
  app.addHook('onClose', () => stopWatching());

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
    broadcast: (topic, detail) =>
      void database
        .broadcastContentChange(`${topic} ${detail}`)
        .catch((error: unknown) => app.log.warn({ err: error }, 'a change was not broadcast')),
    onBroadcast: (topic, listener) => broadcastListeners.set(topic, listener),
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

  const pages = await registerWebPages(app, { config, site, lifecycle, publicCache, pageSecurityHeaders });
  if (pages) answerPagesEarly(pages);
  return app;
}

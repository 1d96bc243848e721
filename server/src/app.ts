import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { registerApi } from './api/register-api.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { createShellRenderer } from './web/shell-html.ts';
import { registerStaticFiles, shellDistDir } from './web/static-files.ts';

export interface AppOptions {
  config: ServerConfig;
  database: Database;
  logger?: boolean;
}

/** Paths that name a file or an API call: a miss there is a plain 404, never the HTML page. */
const NON_PAGE_PREFIXES = ['/api/', '/assets/', '/remotes/', '/images/'];

export async function buildApp({ config, database, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: 'info' } : false,
    // Stops accepting new requests on close while in-flight ones finish.
    return503OnClosing: true,
  });

  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  mkdirSync(join(config.dataDir, 'images'), { recursive: true });
  await registerApi(app, { database });
  await registerStaticFiles(app, config);

  let renderPage: ReturnType<typeof createShellRenderer> | null = null;
  try {
    const template = readFileSync(join(shellDistDir(config), 'index.html'), 'utf8');
    renderPage = createShellRenderer(template, config.school);
  } catch {
    app.log.warn('shell/dist/index.html is missing: run `npm run build` to serve the site');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    if (!isPage || renderPage === null) {
      return reply.code(404).send({ message: 'Požadovaná adresa neexistuje.' });
    }
    const page = renderPage(pathname);
    return reply.code(page.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page.html);
  });

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    // Never a stack trace in a response; client errors keep their message.
    return reply.code(status).send({ message: status === 500 ? 'Nastala chyba servera.' : error.message });
  });

  return app;
}

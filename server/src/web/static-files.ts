import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_ENTRY_FILE, REMOTES, type RemoteName, remoteManifest } from '@autoskola/federation';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Vite puts a content hash in every file name it emits, except the entry points. */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|png|jpe?g|svg|webp)$/;

function cacheControlFor(path: string): string {
  return path.includes('/assets/') || HASHED.test(path) ? IMMUTABLE : REVALIDATE;
}

export function remoteDistDir(config: ServerConfig, name: RemoteName): string {
  return join(config.appRoot, REMOTES[name].dir, 'dist');
}

export function shellDistDir(config: ServerConfig): string {
  return join(config.appRoot, 'shell', 'dist');
}

export function localRemoteEntry(name: RemoteName): string {
  return `/remotes/${REMOTES[name].dir}/${REMOTE_ENTRY_FILE}`;
}

/** Remotes are served from /remotes/<folder>/ unless REMOTE_<NAME>_URL points elsewhere. */
export function manifestFor(config: ServerConfig) {
  return remoteManifest(localRemoteEntry, config.env);
}

export async function registerStaticFiles(app: FastifyInstance, config: ServerConfig): Promise<void> {
  app.get('/remotes/manifest.json', async (_request, reply) => {
    reply.header('Cache-Control', REVALIDATE).header('Access-Control-Allow-Origin', '*');
    return manifestFor(config);
  });

  for (const name of Object.keys(REMOTES) as RemoteName[]) {
    const root = remoteDistDir(config, name);
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${REMOTES[name].dir}/`,
      decorateReply: false,
      index: false,
      // One route per remote, not one per file: the ~460 routes of the remotes' chunks held about
      // 6 MB of the server's memory (docs/benchmarks.md). A missing file is a JSON 404 as before.
      wildcard: true,
      cacheControl: false,
      // The standalone development page and the build manifest (read by web/screen-styles.ts) are not part of the site.
      allowedPath: (path) => !path.endsWith('.html') && !path.includes('.vite'),
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', cacheControlFor(path));
        // A remote may be loaded by a shell on another origin.
        reply.header('Access-Control-Allow-Origin', '*');
      },
    });
  }

  const shellRoot = shellDistDir(config);
  if (existsSync(shellRoot)) {
    await app.register(fastifyStatic, {
      root: shellRoot,
      prefix: '/',
      decorateReply: false,
      index: false,
      wildcard: false,
      cacheControl: false,
      // index.html is rendered per route (see shell-html.ts), never sent raw.
      allowedPath: (path) => !path.endsWith('.html'),
      setHeaders: (reply, path) => reply.header('Cache-Control', cacheControlFor(path)),
    });
  }

  const imagesRoot = config.uploadDir;
  await app.register(fastifyStatic, {
    root: imagesRoot,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // An image may be replaced under the same address: revalidate with its ETag.
    setHeaders: (reply) => reply.header('Cache-Control', REVALIDATE),
  });
}

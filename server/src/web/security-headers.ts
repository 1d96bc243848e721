import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { mapEmbedOrigins, type ServerConfig } from '../config.ts';
import { HSTS } from '../http/ready-answer.ts';
import { manifestFor } from './static-files.ts';

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null; // a relative address: our own origin
  }
}

/**
 * The Content-Security-Policy of the site. Scripts only from our origin and from remotes served
 * elsewhere (REMOTE_MF_*_URL); no inline script, no eval. Inline styles stay allowed: the editor
 * (Quill) and React set style attributes. The map is the only frame, from the hosts its rule allows.
 */
export function contentSecurityPolicy(config: ServerConfig) {
  const remoteOrigins = [
    ...new Set(
      Object.values(manifestFor(config).remotes)
        .map(originOf)
        .filter((origin): origin is string => origin !== null),
    ),
  ];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins],
    'connect-src': ["'self'", ...remoteOrigins],
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // The map instructors may choose ('Údaje o škole') comes from one of these.
    'frame-src': mapEmbedOrigins(config),
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // worker-src and manifest-src fall back to default-src 'self': not repeated in every page.
  };
}

/**
 * The headers helmet decides for our options. They do not depend on the request, so helmet runs
 * once at start and every response gets the same object: helmet's per-request middleware chain
 * halved the throughput of the public API (see docs/benchmarks.md).
 */
export function securityHeaders(config: ServerConfig): Record<string, string> {
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Remotes and images may be used by a shell on another origin (see static-files.ts).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Sent per request, only over HTTPS (below).
    strictTransportSecurity: false,
    // Headers for browsers no one uses (Internet Explorer's download prompt and XSS auditor) or
    // that only slow visitors down (DNS prefetch): left out of every page.
    xDownloadOptions: false,
    xXssProtection: false,
    xDnsPrefetchControl: false,
  };
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    response as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      failure = error ?? null;
    },
  );
  if (failure) throw failure;
  return headers;
}

/**
 * JSON from /api/ is never a document: it may load nothing and be framed by nobody. The short set
 * OWASP recommends for APIs also keeps every answer small (the public reads are the busiest).
 */
export const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * Security headers on every response: CSP, nosniff, frame denial, referrer policy, and HSTS when
 * the request came over HTTPS (directly or through a trusted proxy): over plain HTTP it would be
 * ignored, and on localhost it would only get in the way. Returns the pages' set (the page cache
 * writes it with each cached page).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): Record<string, string> {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? API_HEADERS : headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
  return headers;
}

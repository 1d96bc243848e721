import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
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
 * (Quill) and React set style attributes. The map is the only frame.
 */
export function contentSecurityPolicy(config: ServerConfig) {
  const remoteOrigins = [
    ...new Set(
      Object.values(manifestFor(config).remotes)
        .map(originOf)
        .filter((origin): origin is string => origin !== null),
    ),
  ];
  const mapOrigin = originOf(config.school.mapUrl);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins],
    'connect-src': ["'self'", ...remoteOrigins],
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'frame-src': mapOrigin ? [mapOrigin] : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
}

/**
 * Security headers on every response (helmet): CSP, nosniff, frame-ancestors/X-Frame-Options,
 * referrer policy. HSTS only when the request came over HTTPS (directly or through a trusted proxy):
 * sent over plain HTTP it would be ignored, and on localhost it would only get in the way.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Remotes and images may be used by a shell on another origin (see static-files.ts).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    hsts: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
}

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { findRoute } from '@autoskola/shell/route-table';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicCache } from '../api/public-cache.ts';
import { HSTS } from './security-headers.ts';
import type { RenderedPage } from './shell-html.ts';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

type Encoding = 'br' | 'gzip' | 'identity';

interface Representation {
  body: Buffer;
  /** Strong, one per encoding: the bytes differ (RFC 9110 §8.8.3). */
  etag: string;
  /** Every header of the answer, ready for writeHead: over HTTP, and over HTTPS (with HSTS). */
  headers: string[];
  httpsHeaders: string[];
}

/** A rendered page, compressed once when it is rendered, never per request. */
export interface CachedPage {
  status: number;
  representations: Record<Encoding, Representation>;
}

/**
 * Browsers revalidate every time (a 304 costs a few hundred bytes); a CDN or proxy cache may keep
 * a page for 10 s, the longest a visitor behind one can see it after a write (decision 0018).
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=10';
const NOT_FOUND_CACHE_CONTROL = 'no-cache';

/**
 * What a page's HTML depends on, besides what the cache's clearing covers (content) and what is
 * fixed for this process (the remote manifest, the site config): the route and the query
 * parameters it declares. Any other path is the not-found page, the same for all.
 */
export function pageKey(url: string): { key: string; url: string; route: boolean } {
  const [pathname = '/', search = ''] = url.split('?', 2);
  const route = findRoute(pathname);
  if (!route) return { key: 'page:404', url: pathname, route: false };
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of route.pageQuery ?? []) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.size > 0 ? `?${kept}` : '';
  return { key: `page:${route.path}${query}`, url: `${route.path}${query}`, route: true };
}

async function cachedPage(
  { status, html }: RenderedPage,
  securityHeaders: Record<string, string>,
): Promise<CachedPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    compressBrotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    compressGzip(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const representation = (encoding: Encoding, body: Buffer, etag: string): Representation => {
    const headers = [
      ...Object.entries(securityHeaders).flat(),
      'vary',
      'Accept-Encoding',
      'content-type',
      'text/html; charset=utf-8',
      'cache-control',
      status === 200 ? PAGE_CACHE_CONTROL : NOT_FOUND_CACHE_CONTROL,
      // A 404 page has no validator: nothing to revalidate.
      ...(status === 200 ? ['etag', etag] : []),
      ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
      'content-length',
      String(body.length),
    ];
    return { body, etag, headers, httpsHeaders: [...headers, 'strict-transport-security', HSTS] };
  };
  return {
    status,
    representations: {
      identity: representation('identity', identity, `"${hash}"`),
      br: representation('br', br, `"${hash}-br"`),
      gzip: representation('gzip', gz, `"${hash}-gz"`),
    },
  };
}

/** If-None-Match: a list of entity tags or `*`, compared weakly (RFC 9110 §13.1.2). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

const encodings = new Negotiator({ supportedValues: ['br', 'gzip', 'identity'] });

/**
 * Every HTML page comes from the public cache: rendered on the first request (concurrent first
 * requests share one render), stored with its brotli and gzip bytes, their ETags and all their
 * headers, and cleared with the public reads by every content write.
 */
export function createPageCache(
  publicCache: PublicCache,
  securityHeaders: Record<string, string>,
  render: (url: string) => Promise<RenderedPage>,
) {
  const load = (url: string) => {
    const { key, url: pageUrl } = pageKey(url);
    return publicCache.remember(key, async () => cachedPage(await render(pageUrl), securityHeaders));
  };

  /** Writes the answer straight to the socket: the headers and body are ready, nothing runs per request but the choice. */
  function write(request: FastifyRequest, reply: FastifyReply, page: CachedPage): void {
    const encoding = (encodings.negotiate(request.headers['accept-encoding'] ?? '') as Encoding | null) ?? 'identity';
    const representation = page.representations[encoding];
    const headers = request.protocol === 'https' ? representation.httpsHeaders : representation.headers;
    reply.hijack();
    if (page.status === 200 && ifNoneMatchHits(request.headers['if-none-match'], representation.etag)) {
      // 304: the validators and caching headers of the 200, no body and no length of it.
      reply.raw.writeHead(304, headers.slice(0, -2)).end();
      return;
    }
    reply.raw.writeHead(page.status, headers).end(representation.body);
  }

  return {
    /** Answers from a page already in the cache, before routing and hooks; false when it is not there yet. */
    writeIfReady(request: FastifyRequest, reply: FastifyReply): boolean {
      const { key, route } = pageKey(request.url);
      // Only the route table's paths: any other path may be a file or an API call.
      const page = route ? publicCache.peek<CachedPage>(key) : undefined;
      if (!page) return false;
      write(request, reply, page);
      return true;
    },
    /** Renders the page if needed, then answers. */
    async send(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      write(request, reply, await load(request.url));
    },
  };
}

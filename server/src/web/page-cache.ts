import { findRoute } from '@autoskola/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicCache } from '../http/public-cache.ts';
import {
  memoize,
  type RawExchange,
  type ReadyAnswer,
  readyAnswer,
  writeReady,
  writeReadyAnswer,
} from '../http/ready-answer.ts';
import type { RenderedPage } from './shell-html.ts';

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
    return publicCache.remember(key, async () => {
      const { status, html } = await render(pageUrl);
      return readyAnswer({
        status,
        body: Buffer.from(html),
        contentType: 'text/html; charset=utf-8',
        cacheControl: status === 200 ? PAGE_CACHE_CONTROL : NOT_FOUND_CACHE_CONTROL,
        securityHeaders,
        // A 404 page has nothing to revalidate.
        validator: status === 200,
      });
    });
  };

  // The key of each request URL seen, so a busy page costs no parsing (bounded like the cache).
  const keyOf = memoize(pageKey, 300);

  return {
    /** Answers from a page already in the cache, before Fastify sees it; false when it is not there yet. */
    writeIfReady(url: string, exchange: RawExchange): boolean {
      const { key, route } = keyOf(url);
      // Only the route table's paths: any other path may be a file or an API call.
      const page = route ? publicCache.peek<ReadyAnswer>(key) : undefined;
      if (!page) return false;
      writeReady(exchange, page);
      return true;
    },
    /** Renders the page if needed, then answers. */
    async send(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      writeReadyAnswer(request, reply, await load(request.url));
    },
  };
}

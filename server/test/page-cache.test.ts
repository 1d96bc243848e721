import { existsSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { offers } from '../src/features/tables.ts';
import { PAGE_CACHE_CONTROL } from '../src/web/page-cache.ts';
import { createTestApi, offerInput, type TestApi, untilCaching } from './api.ts';
import { describeEachDatabase } from './databases.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// `npm test` builds the site first; a run without a build skips here, but CI must render.
const built = ['shell/dist/index.html', 'shell/dist-ssr/render-app.js', 'mf-public/dist-ssr/offer-page.js'].every(
  (file) => existsSync(`${repoRoot}/${file}`),
);

interface PageAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  rawPayload: Buffer;
}

/** A request over a real connection, its body as the bytes that came (node:http does not decode). */
function overHttp(port: number, method: string, url: string, headers: Record<string, string>): Promise<PageAnswer> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, method, path: url, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        resolve({
          statusCode: response.statusCode ?? 0,
          headers: response.headers,
          body: rawPayload.toString(),
          rawPayload,
        });
      });
    })
      .on('error', reject)
      .end();
  });
}

describe.runIf(built || process.env.CI === 'true')('cached public pages', () => {
  // Visitors' requests meet the cache before Fastify (http/early-answer.ts); inject() meets the routes.
  describe.each(['a real connection', 'inject'])('over %s', (transport) => {
    describeEachDatabase('rendered once per content version', (database) => {
      let api: TestApi;
      let token: string;
      let port = 0;
      const visit = (method: string, url: string, headers: Record<string, string> = {}): Promise<PageAnswer> =>
        transport === 'inject'
          ? api.app.inject({ method: method as 'GET', url, headers })
          : overHttp(port, method, url, headers);
      const page = (url: string, headers: Record<string, string> = {}) => visit('GET', url, headers);

      beforeAll(async () => {
        api = await createTestApi(database(), { APP_ROOT: repoRoot });
        token = await api.instructorToken();
        await untilCaching(api);
        if (transport !== 'inject') {
          await api.app.listen({ port: 0, host: '127.0.0.1' });
          port = (api.app.server.address() as AddressInfo).port;
        }
      });
      afterAll(() => api.close());

      it('serves the second request from the cache until a write through the API clears it', async () => {
        const created = (await api.call('POST /admin/offer', { token, body: offerInput({ name: 'Skupina A' }) })).json()
          .offer;
        expect((await page('/ponuka')).body).toContain('SKUPINA A');

        // Changed behind the server's back: the cached page does not show it …
        await api.database.db.update(offers).set({ name: 'Skupina Z' }).where(eq(offers.id, created.id));
        const cached = await page('/ponuka');
        expect(cached.body).toContain('SKUPINA A');
        expect(cached.body).not.toContain('SKUPINA Z');

        // … a write through the API clears it before its answer leaves.
        await api.call('PUT /admin/offer/{id}', {
          token,
          params: { id: created.id },
          body: offerInput({ name: 'Skupina BE' }),
        });
        const fresh = await page('/ponuka');
        expect(fresh.body).toContain('SKUPINA BE');
        expect(fresh.body).not.toContain('SKUPINA A');
      });

      it('answers 304 without a body to a matching ETag, and 200 with a new ETag after a write', async () => {
        const first = await page('/ponuka');
        const etag = String(first.headers.etag);
        expect(etag).toMatch(/^"[\w-]+"$/);
        expect(first.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
        expect(first.headers.vary).toContain('Accept-Encoding');

        const revisit = await page('/ponuka', { 'if-none-match': etag });
        expect(revisit.statusCode).toBe(304);
        expect(revisit.body).toBe('');
        expect(revisit.headers.etag).toBe(etag);
        expect((await page('/ponuka', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);

        await api.call('POST /admin/offer', { token, body: offerInput({ name: 'Skupina C', position: 9 }) });
        const changed = await page('/ponuka', { 'if-none-match': etag });
        expect(changed.statusCode).toBe(200);
        expect(changed.body).toContain('SKUPINA C');
        expect(changed.headers.etag).not.toBe(etag);
      });

      it('sends brotli, gzip or plain HTML as the browser accepts, all decoding to the same page', async () => {
        const plain = await page('/ponuka');
        expect(plain.headers['content-encoding']).toBeUndefined();
        const br = await page('/ponuka', { 'accept-encoding': 'gzip, deflate, br' });
        expect(br.headers['content-encoding']).toBe('br');
        const gzip = await page('/ponuka', { 'accept-encoding': 'gzip' });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        const notBr = await page('/ponuka', { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
        expect(notBr.headers['content-encoding']).toBe('gzip');

        // Each byte as sent: Slovak letters (two bytes in UTF-8) intact, Content-Length in bytes.
        expect(plain.body).toContain('Učebné materiály');
        for (const answer of [plain, br, gzip]) {
          expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
        }
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
        expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
        expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        // Each encoding is its own representation with its own validator.
        expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
        expect(
          (await page('/ponuka', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).statusCode,
        ).toBe(304);
      });

      it('keys a page by the query parameters it declares and ignores the others', async () => {
        const offer = await page('/ponuka');
        expect((await page('/ponuka?utm_source=facebook')).headers.etag).toBe(offer.headers.etag);
        const courseA = await page('/kontakt?kurz=Skupina%20A&fbclid=x');
        const courseB = await page('/kontakt?kurz=Skupina%20B');
        expect(courseA.body).toContain('Dobrý deň, mám záujem o kurz Skupina A.');
        expect(courseB.body).toContain('Dobrý deň, mám záujem o kurz Skupina B.');
        expect(courseA.headers.etag).not.toBe(courseB.headers.etag);
        // The course application is cached per chosen course, like the contact form.
        const application = await page('/prihlaska?kurz=1&utm_source=x');
        expect(application.statusCode).toBe(200);
        expect(application.body).toContain('Odoslať prihlášku');
        expect((await page('/prihlaska?kurz=1')).headers.etag).toBe(application.headers.etag);
        expect((await page('/prihlaska?kurz=2')).headers.etag).not.toBe(application.headers.etag);
      });

      it('answers unknown pages with 404 and the not-found page, compressed, without a validator', async () => {
        const missing = await page('/neexistuje', { 'accept-encoding': 'br' });
        expect(missing.statusCode).toBe(404);
        expect(missing.headers['content-encoding']).toBe('br');
        expect(missing.headers.etag).toBeUndefined();
        expect(brotliDecompressSync(missing.rawPayload).toString()).toContain('<div id="root">');
        const other = await page('/ina-neexistujuca');
        expect(other.statusCode).toBe(404);
        expect(other.body).toBe(brotliDecompressSync(missing.rawPayload).toString());
      });

      it('sends the security headers with every page, rendered or cached, and HSTS only over HTTPS', async () => {
        for (const visit of ['rendered', 'cached']) {
          const plain = await page('/gdpr');
          expect(plain.headers['content-security-policy'], visit).toContain("default-src 'self'");
          expect(plain.headers['x-frame-options'], visit).toBe('DENY');
          expect(plain.headers['x-content-type-options'], visit).toBe('nosniff');
          expect(plain.headers['strict-transport-security'], visit).toBeUndefined();
          const https = await page('/gdpr', { 'x-forwarded-proto': 'https' });
          expect(https.headers['strict-transport-security'], visit).toBe('max-age=31536000; includeSubDomains');
        }
      });

      it('answers HEAD with the headers of GET and no body', async () => {
        const get = await page('/ponuka');
        const head = await visit('HEAD', '/ponuka');
        expect(head.statusCode).toBe(200);
        expect(head.body).toBe('');
        expect(head.headers.etag).toBe(get.headers.etag);
      });

      it('puts nothing of the visitor into a cached page', async () => {
        const withSession = await page('/ponuka', { authorization: `Bearer ${token}`, cookie: 'auth_token=secret' });
        const anonymous = await page('/ponuka');
        expect(withSession.headers.etag).toBe(anonymous.headers.etag);
        expect(withSession.body).not.toContain(token);
        expect(withSession.body).not.toContain('secret');
      });
    });
  });
});

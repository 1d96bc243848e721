import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { earlyAnswerServer } from './early-answer.ts';
import { HSTS, readyAnswer, writeReady } from './ready-answer.ts';

const READY = await readyAnswer({
  status: 200,
  body: Buffer.from('<p>z vyrovnávacej pamäte</p>'),
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'no-cache',
  securityHeaders: { 'x-content-type-options': 'nosniff' },
  validator: true,
});

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A Fastify app on the early server: /ready is answered early, everything else by its route. */
async function start(trustProxy: boolean | string) {
  const early = earlyAnswerServer(trustProxy);
  const app = Fastify({ serverFactory: early.serverFactory, return503OnClosing: true, trustProxy });
  apps.push(app);
  app.all('/*', async (request) => ({ from: 'fastify', method: request.method }));
  early.answerWith((url, exchange) => {
    if (url !== '/ready') return false;
    writeReady(exchange, READY);
    return true;
  });
  app.addHook('preClose', (done) => {
    early.close();
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, early, base };
}

describe('earlyAnswerServer', () => {
  it('answers a ready GET or HEAD before Fastify, and hands everything else to Fastify', async () => {
    const { base } = await start('loopback');
    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.text()).toBe('<p>z vyrovnávacej pamäte</p>');
    expect(ready.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ready.headers.get('connection')).toBe('keep-alive');

    const head = await fetch(`${base}/ready`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');

    const revisit = await fetch(`${base}/ready`, { headers: { 'if-none-match': String(ready.headers.get('etag')) } });
    expect(revisit.status).toBe(304);

    expect(await (await fetch(`${base}/other`)).json()).toEqual({ from: 'fastify', method: 'GET' });
    expect(await (await fetch(`${base}/ready`, { method: 'POST' })).json()).toEqual({
      from: 'fastify',
      method: 'POST',
    });
  });

  it('sends HSTS when a trusted proxy says HTTPS, as Fastify reads TRUST_PROXY', async () => {
    const trusting = await start('loopback');
    const viaProxy = await fetch(`${trusting.base}/ready`, { headers: { 'x-forwarded-proto': 'http, https' } });
    expect(viaProxy.headers.get('strict-transport-security')).toBe(HSTS);
    expect((await fetch(`${trusting.base}/ready`)).headers.get('strict-transport-security')).toBeNull();

    // Nobody is trusted, or only another address: the header is anyone's word.
    for (const trustProxy of [false, '10.0.0.1']) {
      const { base } = await start(trustProxy);
      const claimed = await fetch(`${base}/ready`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers.get('strict-transport-security'), String(trustProxy)).toBeNull();
    }
  });

  it('keeps the timeouts and the HTTP options Fastify gives its own server', async () => {
    const { app } = await start(false);
    expect(app.server.keepAliveTimeout).toBe(72_000);
    const withOptions = Fastify({
      serverFactory: earlyAnswerServer(false).serverFactory,
      http: { maxHeaderSize: 4096 },
      keepAliveTimeout: 5_000,
    });
    apps.push(withOptions);
    await withOptions.ready();
    expect(withOptions.server.keepAliveTimeout).toBe(5_000);
    expect((withOptions.server as unknown as { maxHeaderSize: number }).maxHeaderSize).toBe(4096);
  });

  it('leaves every request to Fastify once closing begins (Fastify answers 503 to new ones)', async () => {
    const { early, base } = await start(false);
    expect(await (await fetch(`${base}/ready`)).text()).toBe('<p>z vyrovnávacej pamäte</p>');
    early.close();
    expect(await (await fetch(`${base}/ready`)).json()).toEqual({ from: 'fastify', method: 'GET' });
  });

  it('refuses GET and HEAD with 503 for a moment before it stops listening, and still serves a POST', async () => {
    const { early, base } = await start(false);
    const finishing = early.finishConnections(2000, { refuseMs: 300 });
    const get = await fetch(`${base}/other`);
    expect([get.status, await get.json(), get.headers.get('retry-after')]).toEqual([
      503,
      { message: 'Server sa vypína.' },
      '1',
    ]);
    expect((await fetch(`${base}/ready`, { method: 'HEAD' })).status).toBe(503);
    expect(await (await fetch(`${base}/other`, { method: 'POST' })).json()).toEqual({
      from: 'fastify',
      method: 'POST',
    });
    await finishing;
    await expect(fetch(`${base}/other`)).rejects.toThrow();
  });
});

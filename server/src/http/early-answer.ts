import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerFactory } from 'fastify';
import type { RawExchange } from './ready-answer.ts';

const SHUTTING_DOWN_BODY = JSON.stringify({ message: 'Server sa vypína.' });

/** Answers a request from what is ready, or returns false and Fastify takes it. */
export type EarlyAnswer = (url: string, exchange: RawExchange) => boolean;

/** Fastify's own reading of TRUST_PROXY (request.protocol), so HSTS goes out exactly as on its answers. */
function proxyTrust(trustProxy: boolean | string): (address: string, hop: number) => boolean {
  if (trustProxy === false) return () => false;
  if (trustProxy === true) return () => true;
  return proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()));
}

/**
 * The HTTP server Fastify would make, with one step in front: a GET or HEAD whose answer is ready
 * (a cached page or public read) is written before Fastify routes it and builds its request, reply
 * and hooks, which cost a cached page about as much as writing it (docs/benchmarks.md). Everything
 * else, and everything once the server is closing (Fastify then answers 503), goes to Fastify.
 */
export function earlyAnswerServer(trustProxy: boolean | string, draining: () => boolean = () => false) {
  let answer: EarlyAnswer | null = null;
  let closing = false;
  /** The last moment before the listener closes: GET and HEAD are refused with 503 (finishConnections). */
  let refusing = false;
  let server: Server | null = null;
  const trusted = proxyTrust(trustProxy);

  const isHttps = (request: IncomingMessage): boolean => {
    const header = request.headers['x-forwarded-proto'];
    const forwarded = Array.isArray(header) ? header.join(',') : header;
    const remote = request.socket.remoteAddress;
    if (forwarded && remote !== undefined && trusted(remote, 0)) {
      // As Fastify: the last of several values, the one our proxy set.
      return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() === 'https';
    }
    return 'encrypted' in request.socket && request.socket.encrypted === true;
  };

  const serverFactory: FastifyServerFactory = (handler, options) => {
    server = createServer(options.http ?? {}, (request: IncomingMessage, response: ServerResponse) => {
      // Draining: the connection ends after this answer (Connection: close), so a load balancer
      // keeps none of ours for a next request that might meet a closed socket.
      if (draining()) response.shouldKeepAlive = false;
      const method = request.method;
      if (refusing && (method === 'GET' || method === 'HEAD')) {
        // A proxy retries these elsewhere (nginx: proxy_next_upstream http_503) and stops choosing
        // this instance, so no new connection is on its way when the listener closes.
        response.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' });
        response.end(method === 'HEAD' ? undefined : SHUTTING_DOWN_BODY);
        return;
      }
      if (
        answer !== null &&
        !closing &&
        (method === 'GET' || method === 'HEAD') &&
        answer(request.url ?? '/', { headers: request.headers, response, https: isHttps(request) })
      ) {
        return;
      }
      handler(request, response);
    });
    // What Fastify sets on the server it makes itself (its options arrive with their defaults).
    server.keepAliveTimeout = Number(options.keepAliveTimeout);
    server.requestTimeout = Number(options.requestTimeout);
    server.setTimeout(Number(options.connectionTimeout));
    if (Number(options.maxRequestsPerSocket) > 0) server.maxRequestsPerSocket = Number(options.maxRequestsPerSocket);
    return server;
  };

  /**
   * Stops taking connections, then lets those open end: each closes after its next answer while
   * draining, and a load balancer closes its idle ones itself within its keep-alive timeout
   * (shorter than SHUTDOWN_DELAY_SECONDS, see docs/deploy.md). Idle ones left a second later (a
   * monitor's) are closed, and whatever is still open after `timeoutMs` is cut. Not Node's own
   * `close()` of an HTTP server at once: it also closes connections that carry no request at that
   * moment, among them one just accepted whose request is still on its way, and a proxy does not
   * repeat a POST it has sent.
   */
  const finishConnections = async (timeoutMs: number, { refuseMs = 0 }: { refuseMs?: number } = {}): Promise<void> => {
    const running = server;
    if (running === null || !running.listening) return;
    const deadline = Date.now() + timeoutMs + refuseMs;
    if (refuseMs > 0) {
      // Connections the kernel has accepted but Node not yet are reset when the listener closes,
      // after a proxy has sent its request on them: a POST it cannot repeat. A proxy that has just
      // had a 503 for a GET here sends us nothing more for a while (nginx: max_fails, fail_timeout).
      refusing = true;
      await new Promise((resolve) => setTimeout(resolve, refuseMs));
    }
    NetServer.prototype.close.call(running);
    await new Promise((resolve) => setTimeout(resolve, Math.min(1000, timeoutMs)));
    running.closeIdleConnections();
    for (;;) {
      const open = await new Promise<number>((resolve) => running.getConnections((_error, count) => resolve(count)));
      if (open === 0) return;
      if (Date.now() >= deadline) {
        running.closeAllConnections();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  return {
    serverFactory,
    finishConnections,
    /** From now on, ready answers go out early. */
    answerWith(early: EarlyAnswer): void {
      answer = early;
    },
    /** Closing: Fastify answers every request (503 for new ones). */
    close(): void {
      closing = true;
    },
  };
}

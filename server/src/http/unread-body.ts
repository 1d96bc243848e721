import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The most of a refused body read and thrown away before the connection is cut. */
export const UNREAD_BODY_LIMIT = { bytes: 64 * 1024 * 1024, milliseconds: 30_000 };

/**
 * A request answered before its body was read (413 by its Content-Length, 415, 401, 429) must
 * still let the client read that answer. Most clients (curl, fetch, a browser uploading a picture)
 * send the whole body before they read; a server that closes the socket while the body still
 * arrives makes them fail with EPIPE or ECONNRESET, and the visitor sees a network error instead
 * of the Slovak message. Fastify asks for that close (`connection: close`); instead, as nginx's
 * lingering close does, the rest is read and thrown away, up to a bound in bytes and time, after
 * which the connection is cut. A client that sends the whole body keeps its connection.
 */
export function answerBeforeUnreadBody(app: FastifyInstance, limit = UNREAD_BODY_LIMIT): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    // Only on a real connection: inject()'s stand-in has no socket to read or cut.
    if (!raw.complete && !raw.destroyed && raw.socket instanceof Socket) {
      if (String(reply.getHeader('connection')).toLowerCase() === 'close') reply.removeHeader('connection');
      discardRest(raw, limit);
    }
    done(null, payload);
  });
}

function discardRest(raw: IncomingMessage, limit: typeof UNREAD_BODY_LIMIT): void {
  let bytes = 0;
  const cut = () => raw.socket.destroy();
  const timer = setTimeout(cut, limit.milliseconds);
  timer.unref();
  raw.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > limit.bytes) cut();
  });
  raw.once('close', () => clearTimeout(timer));
}

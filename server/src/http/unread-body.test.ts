import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import Fastify from 'fastify';
import { answerBeforeUnreadBody } from './unread-body.ts';

/** Resolves with what the client had read when the server cut the connection. */
function cutAfter(port: number, declared: number, send: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
    socket.write(
      `POST /x HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${declared}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const writeMore = () => {
      while (sent < send && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', writeMore);
      }
    };
    writeMore();
  });
}

describe('the rest of a refused body', () => {
  const app = Fastify({ bodyLimit: 1000 });
  let port = 0;
  beforeAll(async () => {
    answerBeforeUnreadBody(app, { bytes: 2 * 1024 * 1024, milliseconds: 300 });
    app.post('/x', () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('is read only up to its bound in bytes, then the connection is cut', async () => {
    const received = await cutAfter(port, 50 * 1024 * 1024, 50 * 1024 * 1024);
    expect(received).toMatch(/^HTTP\/1.1 413/);
  });

  it('is waited for only up to its bound in time', async () => {
    const started = Date.now();
    const received = await cutAfter(port, 50 * 1024 * 1024, 64 * 1024);
    expect(received).toMatch(/^HTTP\/1.1 413/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });
});

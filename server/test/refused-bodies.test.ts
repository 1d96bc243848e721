import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { createTestApi, offerInput, type TestApi } from './api.ts';
import { openTestDatabase } from './databases.ts';

interface Answer {
  status: number;
  message: string;
  /** How many bytes of the body the server let the client send before it answered and closed. */
  sent: number;
}

/**
 * Sends a request with a large body over a plain socket the way a simple client does: the whole
 * body first, then it reads the answer. A server that closes the socket while the body still
 * arrives makes such a client fail with EPIPE or ECONNRESET and never see the 4xx. The answer
 * counts only when it is whole and the body was sent to its end.
 */
function sendWhole(port: number, request: string, headers: Record<string, string>, bytes: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const received: Buffer[] = [];
    let sent = 0;
    let answer: Omit<Answer, 'sent'> | undefined;
    const finishWhenBoth = () => {
      if (answer === undefined || sent < bytes || socket.writableLength > 0) return;
      socket.destroy();
      resolve({ ...answer, sent });
    };
    // Done when the whole answer is there (its Content-Length); the socket stays open, as a browser's.
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      const bytesSoFar = Buffer.concat(received);
      const headEnd = bytesSoFar.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const head = bytesSoFar.subarray(0, headEnd).toString();
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
      const body = bytesSoFar.subarray(headEnd + 4);
      if (body.length < length) return;
      answer = { status: Number(head.split(' ')[1]), message: (JSON.parse(body.toString()) as Answer).message };
      finishWhenBoth();
    });
    socket.on('error', (error) => reject(new Error(`${error.message} after ${sent} bytes sent`)));
    socket.on('close', () => reject(new Error(`closed without a whole answer after ${sent} bytes sent`)));
    const head = Object.entries({ host: '127.0.0.1', 'content-length': String(bytes), ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`${request} HTTP/1.1\r\n${head}\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const writeMore = () => {
      while (sent < bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += part.length;
        if (!socket.write(part)) {
          socket.once('drain', writeMore);
          return;
        }
      }
      socket.once('drain', finishWhenBoth);
      finishWhenBoth();
    };
    writeMore();
  });
}

describe('a body refused before it is read still gets its answer', () => {
  let api: TestApi;
  let port: number;
  let token: string;
  let offerId: number;

  beforeAll(async () => {
    api = await createTestApi(await openTestDatabase());
    token = await api.instructorToken();
    offerId = (
      await api.call('POST /admin/offer', {
        token,
        body: offerInput(),
      })
    ).json().offer.id;
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.server.address() as AddressInfo).port;
  });
  afterAll(() => api.close());

  const MB = 1024 * 1024;
  describe.each([3 * MB, 30 * MB])('of %i bytes', (bytes) => {
    it('on an anonymous operation (the contact form)', async () => {
      const answer = await sendWhole(port, 'POST /api/contact-form/add', { 'content-type': 'application/json' }, bytes);
      expect(answer).toMatchObject({ status: 413, message: 'Požiadavka je príliš veľká.', sent: bytes });
    });

    it('on the login', async () => {
      const answer = await sendWhole(port, 'POST /api/auth/login', { 'content-type': 'application/json' }, bytes);
      expect(answer).toMatchObject({ status: 413, message: 'Požiadavka je príliš veľká.', sent: bytes });
    });

    it('on an image upload', async () => {
      const answer = await sendWhole(
        port,
        `PUT /api/admin/offer/${offerId}/image`,
        { 'content-type': 'image/jpeg', authorization: `Bearer ${token}` },
        bytes,
      );
      // 3 MB is within the limit but not a picture; 30 MB is over it.
      expect(answer).toMatchObject(
        bytes > 5 * MB
          ? { status: 413, message: 'Obrázok je príliš veľký (najviac 5 MB).', sent: bytes }
          : { status: 415, message: 'Obrázok musí byť vo formáte JPEG, PNG alebo WebP.', sent: bytes },
      );
    });

    it('on an image upload without logging in', async () => {
      const answer = await sendWhole(
        port,
        `PUT /api/admin/offer/${offerId}/image`,
        { 'content-type': 'image/jpeg' },
        bytes,
      );
      expect(answer).toMatchObject({ status: 401, sent: bytes });
    });
  });
});

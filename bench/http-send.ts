import { type Agent, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** An answer as the benches keep it: its status, raw body, encoding and time. */
export interface Answer {
  status: number;
  body: Buffer;
  encoding: string | undefined;
  ms: number;
}

/** One request on `agent`, timed from when it was asked for until its last byte. */
export function send(
  agent: Agent,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        agent,
        hostname: '127.0.0.1',
        port,
        method,
        path,
        headers: body
          ? { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            encoding: response.headers['content-encoding'],
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('error', () => resolve({ status: 0, body: Buffer.alloc(0), encoding: undefined, ms: 0 }));
    request.end(body);
  });
}

/** The body as text, decompressed. */
export function decoded(answer: Answer): string {
  if (answer.encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (answer.encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

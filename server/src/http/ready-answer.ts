import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** Sent with every answer to an HTTPS request (directly or through a trusted proxy). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * `compute` remembered per key, for keys that repeat (request URLs, Accept-Encoding values); a
 * flood of distinct keys empties the memory instead of growing it.
 */
export function memoize<V>(compute: (key: string) => V, maxKeys: number): (key: string) => V {
  const known = new Map<string, V>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= maxKeys) known.clear();
      value = compute(key);
      known.set(key, value);
    }
    return value;
  };
}

interface Representation {
  /**
   * The body's bytes as a one-byte (latin1) string, which maps each byte to itself. Node then
   * writes the headers and the body as one string in one write; a Buffer body goes out through a
   * writev of both, which costs more per answer (a bare server sending a page's bytes: about 8 %
   * more answers per second with the string, bench/notes.md).
   */
  body: string;
  /** Strong, one per encoding: the bytes differ (RFC 9110 §8.8.3). */
  etag: string;
  /** Every header of the answer, ready for writeHead: over HTTP, and over HTTPS (with HSTS). */
  headers: string[];
  httpsHeaders: string[];
}

/**
 * An answer anyone may get, prepared once: its body in each encoding (compressed on the thread
 * pool when it is made, never per request), an ETag per encoding, and all of its headers.
 */
export interface ReadyAnswer {
  status: number;
  /** Has an ETag, so a matching If-None-Match gets 304. */
  validator: boolean;
  representations: Record<Encoding, Representation>;
}

export interface ReadyAnswerOptions {
  status: number;
  body: Buffer;
  contentType: string;
  cacheControl: string;
  /** The security headers of this kind of answer (page or API), computed once at start. */
  securityHeaders: Record<string, string>;
  /** An ETag and 304s; not for error pages. */
  validator: boolean;
  /**
   * 'fast' for an answer that changes every few seconds (a day's free slots after each booking):
   * its next reader waits for the compression, so brotli's quality 4 rather than its best.
   */
  compression?: 'best' | 'fast';
}

/** Smaller bodies gain nothing from compression (the threshold @fastify/compress uses here). */
const COMPRESS_FROM_BYTES = 1024;

export async function readyAnswer(options: ReadyAnswerOptions): Promise<ReadyAnswer> {
  const { body, status } = options;
  const compress = body.length >= COMPRESS_FROM_BYTES;
  const fast = options.compression === 'fast';
  const brotli = {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: fast ? 4 : constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
  // A fast answer is compressed here (about 0.1 ms for a day's slots of 30 instructors), not in the
  // thread pool behind the mail spool's writes; browsers all take br, so gzip is made only if a
  // client asks for it.
  const [br, gz] = !compress
    ? [body, body]
    : fast
      ? [brotliCompressSync(body, brotli), null]
      : await Promise.all([compressBrotli(body, brotli), compressGzip(body, { level: constants.Z_BEST_COMPRESSION })]);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const representation = (encoding: Encoding, bytes: Buffer, etag: string): Representation => {
    const headers = [
      ...Object.entries(options.securityHeaders).flat(),
      'vary',
      'Accept-Encoding',
      'content-type',
      options.contentType,
      'cache-control',
      options.cacheControl,
      ...(options.validator ? ['etag', etag] : []),
      ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
      // Last: a 304 sends every header but this one.
      'content-length',
      String(bytes.length),
    ];
    return {
      body: bytes.toString('latin1'),
      etag,
      headers,
      httpsHeaders: ['strict-transport-security', HSTS, ...headers],
    };
  };
  // A compressed answer's plain body (a day's slots: 34 KB at 30 instructors) is made only for a
  // client that takes neither encoding: as a string it would live in V8's heap as long as the
  // answer is cached, and a day's answer, replaced at every booking, would be copied to the old
  // generation and bring its full collections sooner.
  let identity: Representation | null = compress ? null : representation('identity', body, `"${hash}"`);
  let gzip: Representation | null = identity;
  return {
    status,
    validator: options.validator,
    representations: {
      get identity() {
        identity ??= representation('identity', body, `"${hash}"`);
        return identity;
      },
      br: compress ? representation('br', br, `"${hash}-br"`) : (identity as Representation),
      get gzip() {
        gzip ??= representation('gzip', gz ?? gzipSync(body, { level: 6 }), `"${hash}-gz"`);
        return gzip;
      },
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

// Browsers send a handful of distinct Accept-Encoding values: each is parsed once.
const chooseEncoding = memoize(
  (header) => (negotiate(header, ['br', 'gzip', 'identity']) as Encoding | null) ?? 'identity',
  50,
);

/** A request as the early answer sees it: Node's own, before Fastify makes its objects. */
export interface RawExchange {
  headers: IncomingHttpHeaders;
  response: ServerResponse;
  /** Came over HTTPS, directly or through a trusted proxy: the answer carries HSTS. */
  https: boolean;
}

/** Writes the answer straight to the socket: only the encoding and the 304 are decided per request. */
export function writeReady({ headers: requestHeaders, response, https }: RawExchange, answer: ReadyAnswer): void {
  const encoding = chooseEncoding(requestHeaders['accept-encoding'] ?? '');
  const representation = answer.representations[encoding];
  const headers = https ? representation.httpsHeaders : representation.headers;
  if (answer.validator && ifNoneMatchHits(requestHeaders['if-none-match'], representation.etag)) {
    response.writeHead(304, headers.slice(0, -2)).end();
    return;
  }
  response.writeHead(answer.status, headers).end(representation.body, 'latin1');
}

/** The same from a Fastify route, which then leaves the reply alone. */
export function writeReadyAnswer(request: FastifyRequest, reply: FastifyReply, answer: ReadyAnswer): void {
  reply.hijack();
  writeReady({ headers: request.headers, response: reply.raw, https: request.protocol === 'https' }, answer);
}

import type { Duplex } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import type { Lifecycle } from '../api/context.ts';
import { HttpError, MESSAGES } from '../api/errors.ts';
import type { ServerConfig } from '../config.ts';
import { validatorCompiler } from '../contract/validation.ts';
import { API_HEADERS, registerSecurityHeaders } from '../web/security-headers.ts';
import { type EarlyAnswer, earlyAnswerServer } from './early-answer.ts';
import { lazyRequestLogger } from './lazy-request-logger.ts';
import { PublicCache } from './public-cache.ts';
import { answerBeforeUnreadBody } from './unread-body.ts';

export interface HttpServer {
  app: FastifyInstance;
  /** Public reads and pages, answered before Fastify sees a request once ready. */
  publicCache: PublicCache;
  /** The headers every page carries (web/security-headers.ts). */
  pageSecurityHeaders: Record<string, string>;
  /** Ready pages (the page cache) also go out early, beside the public reads. */
  answerPagesEarly: (pages: { writeIfReady: EarlyAnswer }) => void;
}

/**
 * The HTTP side of the server: Fastify on the early-answer server, JSON errors, security headers,
 * compression, the public cache and the drain. No route: the API and the pages come after.
 */
export async function createHttpServer({
  config,
  lifecycle,
  logger,
}: {
  config: ServerConfig;
  lifecycle: Lifecycle;
  logger: boolean;
}): Promise<HttpServer> {
  const early = earlyAnswerServer(config.trustProxy, () => lifecycle.draining);
  const app = Fastify({
    serverFactory: early.serverFactory,
    logger: logger ? { level: 'info' } : false,
    // Stops accepting new requests on close while in-flight ones finish.
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    // One log line per request (two with Fastify's default) cost a third of the throughput of the
    // public API; the reverse proxy keeps the access log. LOG_REQUESTS=true brings them back.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    childLoggerFactory: lazyRequestLogger,
    // What Node cannot even parse (headers past their size, a broken request line): Slovak JSON too.
    clientErrorHandler: answerUnparsedRequest,
    // A path that is not valid percent-encoded UTF-8, or a parameter past its length: JSON 400.
    frameworkErrors: (error, request, reply) => {
      const server = (error.statusCode ?? 500) >= 500;
      if (server) request.log.error(error);
      else request.log.info({ code: error.code, message: error.message }, 'client error');
      (reply as FastifyReply)
        .code(server ? 500 : 400)
        .send({ message: server ? MESSAGES.serverError : MESSAGES.badRequest });
    },
  });

  app.setValidatorCompiler(validatorCompiler);
  answerBeforeUnreadBody(app);
  // Every error is JSON { message, errors? }; never a stack trace, never a 500 for client input.
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error(error);
      return reply.code(500).send({ message: MESSAGES.serverError });
    }
    request.log.info({ code: error.code, message: error.message }, 'client error');
    return reply.code(status).send({ message: clientErrorMessage(status, error, request.url) });
  });

  const publicCache = new PublicCache({ securityHeaders: API_HEADERS });
  let pages: { writeIfReady: EarlyAnswer } | null = null;
  // A public read or page already in the cache is answered before Fastify sees the request: its
  // headers and bytes are ready (http/ready-answer.ts). Not while every request is to be logged.
  if (!config.logRequests) {
    early.answerWith(
      (url, exchange) => publicCache.writeIfReady(url, exchange) || (pages?.writeIfReady(url, exchange) ?? false),
    );
  }
  app.addHook('preClose', (done) => {
    early.close();
    done();
  });
  const pageSecurityHeaders = registerSecurityHeaders(app, config);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  app.decorate('publicCache', publicCache);
  app.decorate('lifecycle', lifecycle);
  app.decorate('finishConnections', early.finishConnections);
  // An answer begun before the drain but sent during it also ends its connection.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });

  return {
    app,
    publicCache,
    pageSecurityHeaders,
    answerPagesEarly: (ready) => {
      pages = ready;
    },
  };
}

const UNPARSED: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Adresa alebo hlavičky požiadavky sú príliš dlhé.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'Požiadavka neprišla celá včas.'],
};

/**
 * A request Node's parser refused before any route (Fastify's default answers in English): the
 * status it calls for, a Slovak `{ message }`, and the connection closed, as HTTP says after it.
 */
export function answerUnparsedRequest(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = UNPARSED[error.code ?? ''] ?? [400, 'Bad Request', MESSAGES.badRequest];
  const body = JSON.stringify({ message });
  const written = (socket as { bytesWritten?: number }).bytesWritten ?? 0;
  if (socket.writable && written === 0) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function clientErrorMessage(status: number, error: FastifyError, url: string): string {
  if (status === 429) return MESSAGES.tooManyRequests;
  if (status === 413) {
    return url.includes('/image') ? 'Obrázok je príliš veľký (najviac 5 MB).' : 'Požiadavka je príliš veľká.';
  }
  if (status === 415) {
    return url.includes('/image') ? 'Obrázok musí byť vo formáte JPEG, PNG alebo WebP.' : 'Nepodporovaný typ obsahu.';
  }
  // The validator's text is English and technical: it stays in the log line ('client error'), the person reads Slovak.
  if (error.validation || error.code === 'FST_ERR_VALIDATION') return MESSAGES.badRequest;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return `${MESSAGES.badRequest} (JSON sa nedá prečítať)`;
  if (status === 404) return MESSAGES.notFound;
  return MESSAGES.badRequest;
}

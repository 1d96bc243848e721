import rateLimit from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preParsingHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { rateLimitOf } from '../config.ts';
import { operations } from '../contract/spec.ts';
import { MAX_IMAGE_BYTES } from '../images/image-store.ts';
import type { Handler, Handlers } from '../modules/feature-module.ts';
import type { ApiContext } from './context.ts';
import { HttpError, MESSAGES } from './errors.ts';
import { identifyUser, requireRole, sessionUsers } from './guard.ts';

/**
 * Every operation of openapi.yaml lives under /api/, routed and validated from the contract; its
 * handler comes from the feature module that implements it (context.modules).
 */
export async function registerApi(app: FastifyInstance, context: ApiContext): Promise<void> {
  const { database, config, tokens } = context;
  const handlers: Handlers = {
    async getHealth(_request, reply) {
      if (!(await databaseAnswers(reply))) return reply.code(503).send({ message: MESSAGES.databaseDown });
      return { status: 'ok', database: 'ok' };
    },
    async getReadiness(_request, reply) {
      const { lifecycle } = context;
      const notReady = (message: string) => reply.code(503).header('Cache-Control', 'no-store').send({ message });
      if (lifecycle.draining) return notReady('Server sa vypína.');
      if (!lifecycle.siteBuilt) return notReady('Stránka nie je zostavená (npm run build).');
      if (!(await databaseAnswers(reply))) return notReady(MESSAGES.databaseDown);
      return reply.header('Cache-Control', 'no-store').send({ status: 'ready' });
    },
  };
  for (const module of context.modules) {
    for (const [operationId, handler] of Object.entries(module.operations?.(context) ?? {})) {
      if (handlers[operationId]) throw new Error(`${operationId} is implemented twice (again in ${module.name})`);
      handlers[operationId] = handler;
    }
  }

  async function databaseAnswers(reply: FastifyReply): Promise<boolean> {
    try {
      await database.ping();
      return true;
    } catch (error) {
      reply.log.error(error);
      return false;
    }
  }

  // Read from the contract once: each call inlines every request schema anew.
  const contract = operations();
  const missing = contract.filter((operation) => !handlers[operation.operationId]);
  if (missing.length > 0) throw new Error(`No handler for ${missing.map((op) => op.operationId).join(', ')}`);
  const known = new Set(contract.map((operation) => operation.operationId));
  const unknown = Object.keys(handlers).filter((id) => !known.has(id));
  if (unknown.length > 0) throw new Error(`Handlers for operations openapi.yaml lacks: ${unknown.join(', ')}`);

  // A successful write to offers, categories or materials: the cached public reads are stale,
  // here and (through the database) in every other instance. Done before the answer leaves,
  // so the writer's next public read already sees the change.
  const clearPublicReads = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode < 400) {
      await context.contentChanged();
      await database.broadcastContentChange();
    }
    return payload;
  };

  const userOf = sessionUsers(tokens, database.db);
  const guards = new Map(
    contract
      .filter((operation) => operation.secured || operation.optionalAuth)
      .map((operation) => [
        operation.operationId,
        operation.secured ? requireRole(userOf, operation.requiredRole) : identifyUser(userOf),
      ]),
  );

  // With several instances the limits must be counted in one place: Redis. If Redis cannot be
  // reached, requests pass unlimited (skipOnError) rather than the site failing.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : null;
  if (redis) {
    redis.on('error', (error) => app.log.warn(`redis: ${error.message}`));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => undefined);
    });
  }

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        global: false,
        // How many tries are left is nobody's business until there are none: a 429 still tells
        // when to come back (Retry-After), a success carries no rate-limit headers.
        addHeadersOnExceeding: {
          'x-ratelimit-limit': false,
          'x-ratelimit-remaining': false,
          'x-ratelimit-reset': false,
        },
        ...(redis ? { redis, nameSpace: 'autoskola-rate-limit-', skipOnError: true } : {}),
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          message: MESSAGES.tooManyRequests,
          retryAfter: context.after,
        }),
      });

      // JSON and the image types are all the API reads; a text/plain body is refused with 415.
      api.removeContentTypeParser('text/plain');
      // Offer images arrive as the file itself (see openapi.yaml).
      api.addContentTypeParser(
        ['image/jpeg', 'image/png', 'image/webp'],
        { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES },
        (_request, body, done) => done(null, body),
      );

      // Every operation of the contract, with its request schema. No library registers them: the
      // one we used (fastify-openapi-glue) validated the whole document against the OpenAPI
      // meta-schema at every start, 300 MB and about a second for a check `npm run lint` already makes.
      for (const operation of contract) {
        const { operationId } = operation;
        const handler = handlers[operationId] as Handler;
        const limit = operation.rateLimit && rateLimitOf(config, operation.rateLimit);
        const guard = guards.get(operationId);
        api.route({
          method: operation.method,
          url: operation.path.replace(/\{(\w+)\}/g, ':$1'),
          schema: operation.requestSchema,
          handler,
          // Authentication before validation: an anonymous caller learns nothing from 400s.
          ...(guard ? { onRequest: guard } : {}),
          ...(limit ? { config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } } } : {}),
          ...(operation.bodyTypes.length > 0 ? { preParsing: requireBodyOf(operation.bodyTypes) } : {}),
          preValidation: requireDecodableQuery,
          ...(operation.changesPublicContent ? { onSend: clearPublicReads } : {}),
        });
      }

      api.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Požadovaná adresa neexistuje.' }));
    },
    { prefix: '/api' },
  );
}

/**
 * A query that is not percent-encoded UTF-8 is refused: the query parser would pass its bytes on
 * as other text, and a search (or an erasure) would run for words nobody sent. A callback hook:
 * it runs on every API call, and an async one costs a promise each time.
 */
const requireDecodableQuery: preValidationHookHandler = (request, _reply, done) => {
  const start = request.url.indexOf('?');
  if (start === -1) return done();
  try {
    decodeURIComponent(request.url.slice(start + 1));
  } catch {
    return done(new HttpError(400, `${MESSAGES.badRequest} (adresa nie je platné UTF-8)`));
  }
  done();
};

/**
 * Before the body is read: it must be there and of a media type the operation declares (Fastify
 * would otherwise validate a body it has no schema for). 400 without a body, 415 for another type.
 * A callback hook, as the one above.
 */
function requireBodyOf(mediaTypes: string[]): preParsingHookHandler {
  return (request, _reply, payload, done) => {
    const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (mediaType && mediaTypes.includes(mediaType)) return done(null, payload);
    const hasBody =
      mediaType !== undefined ||
      request.headers['transfer-encoding'] !== undefined ||
      Number(request.headers['content-length'] ?? 0) > 0;
    if (!hasBody) return done(new HttpError(400, MESSAGES.missingBody));
    // As Fastify's own 415: the error handler words it for the operation (an image or JSON).
    done(Object.assign(new Error(`unsupported media type ${mediaType ?? ''}`), { statusCode: 415 }));
  };
}

export { HttpError };

import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './lazy-request-logger.ts';

describe('lazyRequestLogger', () => {
  it('makes the child logger only when the request logs, once', () => {
    const child = { info: vi.fn(), error: vi.fn() };
    const parent = { child: vi.fn(() => child), isLevelEnabled: () => true } as unknown as FastifyBaseLogger;
    const logger = lazyRequestLogger(parent, { reqId: 'req-1' }, {});
    expect(parent.child).not.toHaveBeenCalled();
    logger.info('first');
    logger.error({ code: 1 }, 'second');
    expect(parent.child).toHaveBeenCalledTimes(1);
    expect(parent.child).toHaveBeenCalledWith({ reqId: 'req-1' }, {});
    expect(child.info).toHaveBeenCalledWith('first');
    expect(child.error).toHaveBeenCalledWith({ code: 1 }, 'second');
  });

  it('logs through Fastify with the request id, as the default child did', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'info', stream },
      logController: new LogController({ disableRequestLogging: true }),
      childLoggerFactory: lazyRequestLogger,
    });
    app.get('/quiet', async () => ({ ok: true }));
    app.get('/loud', async (request) => {
      request.log.warn({ reason: 'test' }, 'something to see');
      return { ok: true };
    });
    await app.inject('/quiet');
    const loud = await app.inject('/loud');
    await app.close();
    expect(loud.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, reqId: 'req-2', reason: 'test', msg: 'something to see' });
  });
});

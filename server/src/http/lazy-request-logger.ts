import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type Level = (typeof LEVELS)[number];

/**
 * A request's logger that becomes pino's child logger (bound to the request id) only when
 * something is logged. Fastify makes that child for every request, and with request logging off
 * almost none of them log: building it (pino serializes the bindings) was about 2.5 % of the
 * server's time for a cached page, 1 % for a contact message (CPU profiles, docs/benchmarks.md).
 */
class LazyRequestLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: object;
  #made: FastifyBaseLogger | null = null;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: object) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get #logger(): FastifyBaseLogger {
    this.#made ??= this.#parent.child(this.#bindings, this.#options);
    return this.#made;
  }

  // One method per level (fatal … silent), on the prototype: nothing more is made per request.
  static {
    const prototype = LazyRequestLogger.prototype as unknown as Record<Level, (...args: unknown[]) => void>;
    for (const level of LEVELS) {
      prototype[level] = function (this: LazyRequestLogger, ...args: unknown[]) {
        (this.#logger[level] as (...args: unknown[]) => void)(...args);
      };
    }
  }

  get level(): string {
    return this.#logger.level;
  }
  set level(level: string) {
    this.#logger.level = level;
  }
  isLevelEnabled(level: string): boolean {
    // pino's; the child logs at its parent's level.
    return (this.#parent as FastifyBaseLogger & { isLevelEnabled(level: string): boolean }).isLevelEnabled(level);
  }
  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the same child as Fastify's default, made on first use. */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: object): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}

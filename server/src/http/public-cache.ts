import type { FastifyReply, FastifyRequest } from 'fastify';
import { type RawExchange, type ReadyAnswer, readyAnswer, writeReady, writeReadyAnswer } from './ready-answer.ts';

export interface PublicCacheOptions {
  /** The API's security headers (web/security-headers.ts), sent with every cached read. */
  securityHeaders: Record<string, string>;
}

/** An answer a feature has already written as JSON bytes (from parts it keeps as text): sent as it is. */
export class JsonBytes {
  readonly bytes: Buffer;
  constructor(bytes: Buffer) {
    this.bytes = bytes;
  }
}

/** Enough for every public read and page many times over; a flood of distinct keys evicts, never grows. */
const MAX_ENTRIES = 300;

/**
 * What anyone may see, ready to send: the public reads (offer list, categories, materials of a
 * category) as JSON, and the rendered public pages (web/page-cache.ts). Any write to offers,
 * categories or materials clears it before its answer leaves (see register-api.ts); with
 * PostgreSQL the other instances are told through NOTIFY and clear theirs. While that channel is
 * down nothing is cached.
 */
export class PublicCache {
  private entries = new Map<string, Promise<unknown>>();
  /** Request URLs (as sent) that a read answered from key: the next one is answered before routing. */
  private readUrls = new Map<string, string>();
  /** The entries that have finished loading, for answers that must not wait a turn (peek). */
  private settled = new Map<string, unknown>();
  /** When an entry that goes stale with time (free lesson slots) must be loaded again. */
  private expiries = new Map<string, number>();
  private generation = 0;
  private enabled = true;

  private readonly options: PublicCacheOptions;

  constructor(options: PublicCacheOptions) {
    this.options = options;
  }

  /** False while the instances' change channel is down (PostgreSQL), so nothing is kept. */
  get isEnabled(): boolean {
    return this.enabled;
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled) this.clear();
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.settled.clear();
    this.expiries.clear();
  }

  /**
   * Drops the JSON reads and the values (rememberValue) whose key starts with `prefix` (a
   * feature's own, such as the free lesson slots after a booking), keeping the rest; a read of
   * those keys loading meanwhile is not kept (its entry is gone), the others' are.
   */
  forget(prefix: string): void {
    for (const key of [...this.entries.keys()]) {
      if (!key.startsWith(`json:${prefix}`) && !key.startsWith(`value:${prefix}`)) continue;
      this.entries.delete(key);
      this.settled.delete(key);
      this.expiries.delete(key);
    }
  }

  private expired(key: string): boolean {
    const expiry = this.expiries.get(key);
    if (expiry === undefined || Date.now() < expiry) return false;
    this.entries.delete(key);
    this.settled.delete(key);
    this.expiries.delete(key);
    return true;
  }

  /** The value for `key` if it is loaded and current, without waiting. */
  peek<T>(key: string): T | undefined {
    if (this.expired(key)) return undefined;
    return this.settled.get(key) as T | undefined;
  }

  /**
   * The value for `key`, loaded once however many requests ask at the same time; `until` (epoch
   * ms) makes it stale at that time, for what changes with the clock.
   */
  async remember<T>(key: string, load: () => Promise<T>, until?: number): Promise<T> {
    if (!this.enabled) return load();
    this.expired(key);
    const cached = this.entries.get(key) as Promise<T> | undefined;
    if (cached) return cached;
    const generation = this.generation;
    const pending = load();
    this.entries.set(key, pending);
    if (until !== undefined) this.expiries.set(key, until);
    // Map keeps insertion order: the first answer is the oldest. A feature's values (the booking
    // rules, the kept free slots: a few fixed keys) are never pushed out by a flood of pages.
    if (this.entries.size > MAX_ENTRIES) {
      for (const candidate of this.entries.keys()) {
        if (candidate.startsWith('value:')) continue;
        this.entries.delete(candidate);
        this.settled.delete(candidate);
        this.expiries.delete(candidate);
        break;
      }
    }
    try {
      const value = await pending;
      // A write that landed while this was loading may not be in it: do not keep it.
      if (this.generation !== generation && this.entries.get(key) === pending) this.entries.delete(key);
      else if (this.entries.get(key) === pending) this.settled.set(key, value);
      return value;
    } catch (error) {
      if (this.entries.get(key) === pending) this.entries.delete(key);
      throw error;
    }
  }

  /**
   * A feature's value that is not an answer (the booking rules), kept and forgotten (forget) with
   * the feature's reads.
   */
  rememberValue<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.remember(`value:${key}`, load);
  }

  /** The JSON answer for `key`. */
  private json(
    key: string,
    load: () => Promise<unknown>,
    until?: number,
    compression?: 'best' | 'fast',
  ): Promise<ReadyAnswer> {
    return this.remember(
      `json:${key}`,
      async () => {
        const value = await load();
        return readyAnswer({
          status: 200,
          body: value instanceof JsonBytes ? value.bytes : Buffer.from(JSON.stringify(value)),
          contentType: 'application/json; charset=utf-8',
          cacheControl: 'no-cache',
          securityHeaders: this.options.securityHeaders,
          validator: true,
          compression,
        });
      },
      until,
    );
  }

  /**
   * Sends a cached read; browsers revalidate with its ETag and get 304 while it is unchanged. The
   * request's URL has passed the contract's validation to get here, so the same URL is later
   * answered from the cache at once (writeIfReady).
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
    { until, compression }: { until?: number; compression?: 'best' | 'fast' } = {},
  ) {
    const answer = await this.json(key, load, until, compression);
    if (this.readUrls.size >= MAX_ENTRIES) this.readUrls.clear();
    this.readUrls.set(request.url, key);
    writeReadyAnswer(request, reply, answer);
    return reply;
  }

  /** Answers a public read seen before from the cache, before Fastify sees it; false when it cannot. */
  writeIfReady(url: string, exchange: RawExchange): boolean {
    const key = this.readUrls.get(url);
    const answer = key === undefined ? undefined : this.peek<ReadyAnswer>(`json:${key}`);
    if (!answer) return false;
    writeReady(exchange, answer);
    return true;
  }
}

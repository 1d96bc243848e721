import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface CachedBody {
  /** Encoded once: writing a string to the socket would encode it again for every request. */
  json: Buffer;
  etag: string;
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
  /** The entries that have finished loading, for answers that must not wait a turn (peek). */
  private settled = new Map<string, unknown>();
  private generation = 0;
  private enabled = true;

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
  }

  /** The value for `key` if it is loaded and current, without waiting. */
  peek<T>(key: string): T | undefined {
    return this.settled.get(key) as T | undefined;
  }

  /** The value for `key`, loaded once however many requests ask at the same time. */
  async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const cached = this.entries.get(key) as Promise<T> | undefined;
    if (cached) return cached;
    const generation = this.generation;
    const pending = load();
    this.entries.set(key, pending);
    // Map keeps insertion order: the first key is the oldest.
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
      this.settled.delete(oldest);
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

  /** The JSON body for `key`. */
  get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    return this.remember(`json:${key}`, async () => toBody(await load()));
  }

  /** Sends a cached body; browsers revalidate with its ETag and get 304 while it is unchanged. */
  async send(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>) {
    const body = await this.get(key, load);
    reply.header('ETag', body.etag).header('Cache-Control', 'no-cache');
    if (request.headers['if-none-match'] === body.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body.json);
  }
}

function toBody(value: unknown): CachedBody {
  const json = Buffer.from(JSON.stringify(value));
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

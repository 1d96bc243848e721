import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface CachedBody {
  /** Encoded once: writing a string to the socket would encode it again for every request. */
  json: Buffer;
  etag: string;
}

/**
 * The public reads (offer list, categories, materials of a category) as ready JSON. Any write to
 * offers, categories or materials clears it (see register-api.ts); with PostgreSQL the other
 * instances are told through NOTIFY and clear theirs. While that channel is down nothing is cached.
 */
export class PublicCache {
  private entries = new Map<string, Promise<CachedBody>>();
  private generation = 0;
  private enabled = true;

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled) this.clear();
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** The body for `key`, loaded once however many requests ask at the same time. */
  async get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    if (!this.enabled) return toBody(await load());
    const cached = this.entries.get(key);
    if (cached) return cached;
    const generation = this.generation;
    const pending = load().then(toBody);
    this.entries.set(key, pending);
    try {
      const body = await pending;
      // A write that landed while this was loading may not be in it: do not keep it.
      if (this.generation !== generation && this.entries.get(key) === pending) this.entries.delete(key);
      return body;
    } catch (error) {
      if (this.entries.get(key) === pending) this.entries.delete(key);
      throw error;
    }
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

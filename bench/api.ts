import autocannon from 'autocannon';

export interface ApiResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** requestsPerSecond / the bare route's, in the same run. */
  ratio?: number;
}

export interface ApiCase {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
}

const CONNECTIONS = 200;

async function measure(target: ApiCase, durationSeconds: number): Promise<ApiResult> {
  const run = (duration: number) =>
    autocannon({
      url: target.url,
      method: target.method ?? 'GET',
      connections: CONNECTIONS,
      duration,
      ...(target.body
        ? {
            // A different message each time, as real visitors send.
            requests: [
              {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                setupRequest: (request) => ({
                  ...request,
                  body: target.body?.replace('{n}', String(Math.random()).slice(2, 10)),
                }),
              },
            ],
          }
        : {}),
    });
  await run(2); // warm-up: JIT, connection pools, caches
  const result = await run(durationSeconds);
  return {
    name: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Each case at 200 connections, right after the bare route of the same framework: each ratio
 * compares two neighbouring measurements, so drift of the machine during the run cancels out.
 */
export async function benchApi(bareUrl: string, cases: ApiCase[], durationSeconds: number): Promise<ApiResult[]> {
  const results: ApiResult[] = [];
  for (const target of cases) {
    const bare = await measure({ name: 'bare Fastify route', url: bareUrl }, durationSeconds);
    results.push({ ...bare, name: `bare Fastify route (before ${target.name})`, ratio: 1 });
    const result = await measure(target, durationSeconds);
    results.push({ ...result, ratio: Math.round((result.requestsPerSecond / bare.requestsPerSecond) * 100) / 100 });
    console.log(
      `${result.name}: ${result.requestsPerSecond} req/s (${Math.round((result.requestsPerSecond / bare.requestsPerSecond) * 100)} % of bare), p99 ${result.p99Ms} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
    );
  }
  return results;
}

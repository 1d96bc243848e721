import autocannon from 'autocannon';

export interface ApiResult {
  name: string;
  /** Medians over the rounds. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Summed over the rounds: any error counts. */
  errors: number;
  non2xx: number;
  /** Median over the rounds of requestsPerSecond / the bare route's in the same round. */
  ratio?: number;
  /** The lowest and highest p99 of the rounds. */
  p99RangeMs: [number, number];
}

export interface ApiCase {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
}

export interface ApiSettings {
  /** Seconds per round. */
  durationSeconds: number;
  /** Rounds per case, each a bare-route run followed by a run of the case. */
  rounds: number;
}

const CONNECTIONS = 200;

export interface Run {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

async function run(target: ApiCase, durationSeconds: number): Promise<Run> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    connections: CONNECTIONS,
    duration: durationSeconds,
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
  return runOf(result);
}

/** What the report keeps of an autocannon run. */
export function runOf(result: autocannon.Result): Run {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function summary(name: string, runs: Run[], ratio?: number): ApiResult {
  const p99s = runs.map((r) => r.p99Ms);
  return {
    name,
    requestsPerSecond: Math.round(median(runs.map((r) => r.requestsPerSecond))),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(p99s),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    ratio: ratio === undefined ? undefined : Math.round(ratio * 100) / 100,
    p99RangeMs: [Math.min(...p99s), Math.max(...p99s)],
  };
}

/**
 * Each case at 200 connections, in rounds that alternate with the bare route of the same
 * framework; the ratio of each round compares two neighbouring runs, and the median over the
 * rounds keeps one slow or fast moment of this shared machine from deciding the result.
 */
export async function benchApi(bareUrl: string, cases: ApiCase[], settings: ApiSettings): Promise<ApiResult[]> {
  const results: ApiResult[] = [];
  for (const target of cases) {
    // A write is compared with the bare route answering the same POST (body parsed, nothing stored).
    const bare: ApiCase =
      target.method === 'POST'
        ? { name: 'bare Fastify POST route', url: bareUrl, method: 'POST', body: target.body }
        : { name: 'bare Fastify route', url: bareUrl };
    // Warm-up: JIT, connection pools, caches.
    await run(bare, 2);
    await run(target, 2);
    const bareRuns: Run[] = [];
    const caseRuns: Run[] = [];
    for (let round = 0; round < settings.rounds; round++) {
      bareRuns.push(await run(bare, settings.durationSeconds));
      caseRuns.push(await run(target, settings.durationSeconds));
    }
    const ratio = median(caseRuns.map((r, round) => r.requestsPerSecond / (bareRuns[round] as Run).requestsPerSecond));
    const bareResult = summary(`${bare.name} (before ${target.name})`, bareRuns, 1);
    results.push(bareResult);
    const result = summary(target.name, caseRuns, ratio);
    results.push(result);
    console.log(
      `${result.name}: ${result.requestsPerSecond} req/s (${Math.round(ratio * 100)} % of bare), p99 ${result.p99Ms} ms (rounds ${result.p99RangeMs.join('–')} ms), errors ${result.errors}, non-2xx ${result.non2xx}; ${bare.name}: p99 ${bareResult.p99Ms} ms`,
    );
  }
  return results;
}

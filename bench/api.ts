import autocannon from 'autocannon';
import { processCpuMicros } from './servers.ts';
import { wrkRun } from './wrk.ts';

export interface ApiResult {
  name: string;
  /** Medians over the rounds. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Summed over the rounds: any error counts. */
  errors: number;
  non2xx: number;
  /** Median over the rounds of requestsPerSecond / the bare route's in the same round, unrounded (targets are judged on it). */
  ratio?: number;
  /** The lowest and highest p99 of the rounds. */
  p99RangeMs: [number, number];
  /** The lowest and highest requests per second of the rounds. */
  requestsPerSecondRange: [number, number];
  /** CPU per answer, medians over the rounds: the server's process and the load generator's. */
  serverCpuUs: number;
  clientCpuUs: number;
  /** The same case through autocannon in the same rounds: its share of the bare route and its p99 (medians). */
  autocannon?: { ratio: number; p99Ms: number };
}

export interface ApiCase {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** The process that answers, whose CPU time is measured. */
  pid: number;
}

export interface ApiSettings {
  /** Seconds per round. */
  durationSeconds: number;
  /** Rounds per case, each a bare-route run followed by a run of the case. */
  rounds: number;
}

const CONNECTIONS = 200;
/**
 * What every browser asks for: the reads and the pages are measured in the bytes visitors get
 * (the free slots are 15 KB as JSON, 0.7 KB as brotli). The bare route answers its 30 bytes
 * either way; nginx sends its .gz file (gzip_static).
 */
export const BROWSER_ACCEPT = { 'accept-encoding': 'br, gzip' };

export interface Run {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  serverCpuUs: number;
  clientCpuUs: number;
}

/**
 * An autocannon run with the CPU each side spent per answer: the server process's (all its
 * threads) and this process's, which is autocannon's. Both share this machine's two cores, so a
 * client that spends more per answer lowers the rate as surely as a slower server.
 */
export async function measuredRun(pid: number, options: autocannon.Options): Promise<Run> {
  const server = processCpuMicros(pid);
  const client = process.cpuUsage();
  const result = await autocannon(options);
  const clientUsage = process.cpuUsage(client);
  const answers = Math.max(1, result.requests.total);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    serverCpuUs: Math.round((processCpuMicros(pid) - server) / answers),
    clientCpuUs: Math.round((clientUsage.user + clientUsage.system) / answers),
  };
}

/** One run of a case through wrk, which sets the rates (decision 0022). */
function run(target: ApiCase, durationSeconds: number): Promise<Run> {
  return wrkRun(target.pid, target.url, {
    seconds: durationSeconds,
    connections: CONNECTIONS,
    headers: target.body ? { 'content-type': 'application/json' } : BROWSER_ACCEPT,
    ...(target.body ? { post: target.body } : {}),
  });
}

/** The same run through autocannon, the client of the runs before decision 0022, for comparison. */
function runAutocannon(target: ApiCase, durationSeconds: number): Promise<Run> {
  return measuredRun(target.pid, {
    url: target.url,
    method: target.method ?? 'GET',
    connections: CONNECTIONS,
    duration: durationSeconds,
    headers: target.body ? {} : BROWSER_ACCEPT,
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
}

/** A share as a percentage with one decimal: a target is judged on the share itself, never on a rounding that reaches it. */
export function percent(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}

/** Median over the rounds of each run's rate / its yardstick's in the same round, unrounded. */
export function medianShare(runs: Run[], yardstick: Run[]): number {
  return median(runs.map((r, round) => r.requestsPerSecond / (yardstick[round] as Run).requestsPerSecond));
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
    ratio,
    p99RangeMs: [Math.min(...p99s), Math.max(...p99s)],
    requestsPerSecondRange: [
      Math.round(Math.min(...runs.map((r) => r.requestsPerSecond))),
      Math.round(Math.max(...runs.map((r) => r.requestsPerSecond))),
    ],
    serverCpuUs: median(runs.map((r) => r.serverCpuUs)),
    clientCpuUs: median(runs.map((r) => r.clientCpuUs)),
  };
}

/**
 * Each case at 200 connections, in rounds that alternate with the bare route of the same
 * framework; the ratio of each round compares two neighbouring runs, and the median over the
 * rounds keeps one slow or fast moment of this shared machine from deciding the result.
 */
export async function benchApi(
  bare: { url: string; pid: number },
  cases: ApiCase[],
  settings: ApiSettings,
): Promise<ApiResult[]> {
  const results: ApiResult[] = [];
  for (const target of cases) {
    // A write is compared with the bare route answering the same POST (body parsed, nothing stored).
    const yardstick: ApiCase =
      target.method === 'POST'
        ? { name: 'bare Fastify POST route', url: bare.url, pid: bare.pid, method: 'POST', body: target.body }
        : { name: 'bare Fastify route', url: bare.url, pid: bare.pid };
    // Warm-up: JIT, connection pools, caches.
    await run(yardstick, 2);
    await run(target, 2);
    const bareRuns: Run[] = [];
    const caseRuns: Run[] = [];
    const autocannonBareRuns: Run[] = [];
    const autocannonCaseRuns: Run[] = [];
    for (let round = 0; round < settings.rounds; round++) {
      bareRuns.push(await run(yardstick, settings.durationSeconds));
      caseRuns.push(await run(target, settings.durationSeconds));
      autocannonBareRuns.push(await runAutocannon(yardstick, settings.durationSeconds));
      autocannonCaseRuns.push(await runAutocannon(target, settings.durationSeconds));
    }
    const ratio = medianShare(caseRuns, bareRuns);
    const autocannonResult = {
      ratio: medianShare(autocannonCaseRuns, autocannonBareRuns),
      p99Ms: median(autocannonCaseRuns.map((r) => r.p99Ms)),
    };
    const bareResult = {
      ...summary(`${yardstick.name} (before ${target.name})`, bareRuns, 1),
      autocannon: { ratio: 1, p99Ms: median(autocannonBareRuns.map((r) => r.p99Ms)) },
    };
    results.push(bareResult);
    const result = { ...summary(target.name, caseRuns, ratio), autocannon: autocannonResult };
    results.push(result);
    console.log(
      `${result.name}: ${result.requestsPerSecond} req/s (${percent(ratio)} of bare), p99 ${result.p99Ms} ms (rounds ${result.p99RangeMs.join('–')} ms), errors ${result.errors}, non-2xx ${result.non2xx}, CPU per answer: server ${result.serverCpuUs} µs, wrk ${result.clientCpuUs} µs; ${yardstick.name}: p99 ${bareResult.p99Ms} ms, server ${bareResult.serverCpuUs} µs, wrk ${bareResult.clientCpuUs} µs; through autocannon ${percent(autocannonResult.ratio)} of bare, p99 ${autocannonResult.p99Ms} ms`,
    );
  }
  return results;
}

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startNginx } from '@autoskola/server/test-nginx';
import autocannon from 'autocannon';
import { BROWSER_ACCEPT, measuredRun, median, medianShare, percent, type Run } from './api.ts';
import { wrkRun } from './wrk.ts';

/**
 * The public pages as visitors load them: each page's requests per second against the bare
 * Fastify route and against nginx serving the same HTML as a file, in alternating rounds, then
 * a steady offered load over all of them.
 *
 * The rates are wrk's (C, one thread): autocannon parses every header in JavaScript and appends
 * every body to a string, so on these two shared cores it ran out of CPU on a 3 KB page answer
 * before the server or nginx did, and measured itself (decision 0022). Its shares are still
 * measured beside wrk's, for comparison with the runs before.
 */

export interface PageResult {
  path: string;
  requestsPerSecond: number;
  /** Medians over the rounds of this page's rate / the yardstick's in the same round. */
  shareOfBare: number;
  shareOfNginx: number;
  nginxRequestsPerSecond: number;
  /**
   * nginx serving this page's file as a share of nginx serving the bare route's 30-byte answer as
   * a file, in the same round: what the page's bytes cost the client and the kernel, whoever serves them.
   */
  nginxShareOfTiny: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  bytes: { identity: number; gzip: number; br: number };
  /** CPU per answer (medians over the rounds) of the server and of wrk: for the page, the bare route and nginx's copy. */
  cpuUs: Record<'page' | 'bare' | 'nginx', { server: number; client: number }>;
  /** The page's share of the bare route when autocannon asks for both (median over the rounds). */
  autocannonShareOfBare: number;
}

export interface OfferedLoadResult {
  offeredPerSecond: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

// What the issue measured pages with: a few dozen visitors at once, not the API's 200 connections.
const CONNECTIONS = 20;

function run(pid: number, url: string, seconds: number): Promise<Run> {
  return wrkRun(pid, url, { seconds, connections: CONNECTIONS, headers: BROWSER_ACCEPT });
}

function runAutocannon(pid: number, url: string, seconds: number): Promise<Run> {
  return measuredRun(pid, { url, connections: CONNECTIONS, duration: seconds, headers: BROWSER_ACCEPT });
}

/** nginx's one worker process, which answers (the master only starts it). */
function nginxWorkerPid(masterPid: number): number {
  return Number(readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8').trim().split(' ')[0]);
}

async function bodyBytes(url: string, encoding: string): Promise<Buffer> {
  // fetch() would decode them: node:http gives the bytes as they come over the wire.
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
    })
      .on('error', reject)
      .end();
  });
}

const cpuOf = (runs: Run[]) => ({
  server: median(runs.map((r) => r.serverCpuUs)),
  client: median(runs.map((r) => r.clientCpuUs)),
});

/** "page / bare / nginx µs" for one side. */
export function cpuColumn(cpu: PageResult['cpuUs'], side: 'server' | 'client'): string {
  return `${cpu.page[side]} / ${cpu.bare[side]} / ${cpu.nginx[side]} µs`;
}

export async function benchPages(
  server: { url: string; pid: number },
  bare: { url: string; pid: number },
  paths: string[],
  settings: { durationSeconds: number; rounds: number; nginxPort: number; offeredSeconds: number },
): Promise<{ pages: PageResult[]; offered: OfferedLoadResult }> {
  const baseUrl = server.url;
  const bareUrl = bare.url;
  // nginx serves each page's HTML, exactly as our server sends it, with its gzip beside it.
  const dir = mkdtempSync(join(tmpdir(), 'autoskola-bench-nginx-'));
  const site = join(dir, 'site');
  mkdirSync(site, { recursive: true });
  const fileOf = (path: string) => `${path === '/' ? 'index' : path.slice(1)}.html`;
  const bytes: Record<string, PageResult['bytes']> = {};
  for (const path of paths) {
    const identity = await bodyBytes(baseUrl + path, 'identity');
    const html = identity.toString();
    writeFileSync(join(site, fileOf(path)), html);
    writeFileSync(join(site, `${fileOf(path)}.gz`), gzipSync(html, { level: 9 }));
    bytes[path] = {
      identity: identity.length,
      gzip: (await bodyBytes(baseUrl + path, 'gzip')).length,
      br: (await bodyBytes(baseUrl + path, 'br')).length,
    };
  }
  // The control: the bare route's answer as a file.
  writeFileSync(join(site, 'bare.json'), await bodyBytes(bareUrl, 'identity'));
  const nginxUrl = `http://127.0.0.1:${settings.nginxPort}`;
  const nginx = await startNginx(
    join(dir, 'nginx'),
    `  server {
    listen 127.0.0.1:${settings.nginxPort};
    root ${site};
    gzip_static on;
    types { text/html html; application/json json; }
  }`,
    `${nginxUrl}/${fileOf(paths[0] ?? '/')}`,
  );
  const nginxPid = nginxWorkerPid(nginx.child.pid as number);
  const pages: PageResult[] = [];
  try {
    for (const path of paths) {
      const url = baseUrl + path;
      const fileUrl = `${nginxUrl}/${fileOf(path)}`;
      // Warm-up: JIT, the page cache, connections.
      await run(server.pid, url, 2);
      const bareRuns: Run[] = [];
      const nginxRuns: Run[] = [];
      const nginxTinyRuns: Run[] = [];
      const pageRuns: Run[] = [];
      const autocannonBareRuns: Run[] = [];
      const autocannonPageRuns: Run[] = [];
      for (let round = 0; round < settings.rounds; round++) {
        bareRuns.push(await run(bare.pid, bareUrl, settings.durationSeconds));
        nginxTinyRuns.push(await run(nginxPid, `${nginxUrl}/bare.json`, settings.durationSeconds));
        nginxRuns.push(await run(nginxPid, fileUrl, settings.durationSeconds));
        pageRuns.push(await run(server.pid, url, settings.durationSeconds));
        autocannonBareRuns.push(await runAutocannon(bare.pid, bareUrl, settings.durationSeconds));
        autocannonPageRuns.push(await runAutocannon(server.pid, url, settings.durationSeconds));
      }
      // Each round against its own neighbour.
      const share = (yardstick: Run[], runs = pageRuns) => medianShare(runs, yardstick);
      const result: PageResult = {
        path,
        requestsPerSecond: Math.round(median(pageRuns.map((r) => r.requestsPerSecond))),
        nginxRequestsPerSecond: Math.round(median(nginxRuns.map((r) => r.requestsPerSecond))),
        shareOfBare: share(bareRuns),
        shareOfNginx: share(nginxRuns),
        nginxShareOfTiny: share(nginxTinyRuns, nginxRuns),
        p50Ms: median(pageRuns.map((r) => r.p50Ms)),
        p99Ms: median(pageRuns.map((r) => r.p99Ms)),
        errors: pageRuns.reduce((sum, r) => sum + r.errors, 0),
        non2xx: pageRuns.reduce((sum, r) => sum + r.non2xx, 0),
        bytes: bytes[path] as PageResult['bytes'],
        cpuUs: {
          page: cpuOf(pageRuns),
          bare: cpuOf(bareRuns),
          nginx: cpuOf(nginxRuns),
        },
        autocannonShareOfBare: share(autocannonBareRuns, autocannonPageRuns),
      };
      pages.push(result);
      console.log(
        `${path}: ${result.requestsPerSecond} req/s (${percent(result.shareOfBare)} of bare, ${percent(result.shareOfNginx)} of nginx at ${result.nginxRequestsPerSecond}, which gives ${percent(result.nginxShareOfTiny)} of its 30-byte file), p99 ${result.p99Ms} ms, ${result.bytes.br} B br / ${result.bytes.identity} B; CPU per answer (page / bare / nginx): server ${cpuColumn(result.cpuUs, 'server')}, wrk ${cpuColumn(result.cpuUs, 'client')}; through autocannon ${percent(result.autocannonShareOfBare)} of bare`,
      );
    }
  } finally {
    await nginx.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  // A shared post of the site: a steady 1,000 requests per second spread over the public pages.
  const offeredPerSecond = 1000;
  const steady = await autocannon({
    url: baseUrl,
    connections: 50,
    overallRate: offeredPerSecond,
    duration: settings.offeredSeconds,
    requests: paths.map((path) => ({ method: 'GET' as const, path, headers: BROWSER_ACCEPT })),
  });
  const steadyRun = {
    requestsPerSecond: steady.requests.average,
    p50Ms: steady.latency.p50,
    p99Ms: steady.latency.p99,
    errors: steady.errors + steady.timeouts,
    non2xx: steady.non2xx,
  };
  const offered: OfferedLoadResult = {
    ...steadyRun,
    offeredPerSecond,
    seconds: settings.offeredSeconds,
    requestsPerSecond: Math.round(steadyRun.requestsPerSecond),
  };
  console.log(
    `offered ${offeredPerSecond}/s for ${settings.offeredSeconds} s: ${offered.requestsPerSecond}/s answered, p50 ${offered.p50Ms} ms, p99 ${offered.p99Ms} ms, errors ${offered.errors}, non-2xx ${offered.non2xx}`,
  );
  return { pages, offered };
}

import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Run } from './api.ts';
import { processCpuMicros } from './servers.ts';

/** Debian's wrk (`apt-get install wrk`): an HTTP load generator in C, for the rates of the API and the pages (decision 0022). */
export const WRK = process.env.WRK_BINARY || 'wrk';

/** Throws a clear error before a long run when wrk is not installed. */
export function assertWrk(): void {
  const probe = spawnSync(WRK, ['-v'], { encoding: 'utf8' });
  if (probe.error)
    throw new Error(
      `The benchmark's rates need wrk (${WRK}): apt-get install wrk, or set WRK_BINARY (${probe.error.message})`,
    );
}

interface WrkReport {
  requests: number;
  durationUs: number;
  connectErrors: number;
  readErrors: number;
  writeErrors: number;
  timeouts: number;
  /** Answers with a status of 400 or more. */
  statusErrors: number;
  p50Us: number;
  p99Us: number;
  cpuSeconds: number;
}

const toMs = (us: number) => Math.round(us / 100) / 10;

/**
 * One wrk run on one thread (the other core is the server's) with the CPU each side spent per
 * answer: the server process's (all its threads) and wrk's own, as bench/api.ts measures autocannon.
 */
export async function wrkRun(
  pid: number,
  url: string,
  options: {
    seconds: number;
    connections: number;
    headers: Record<string, string>;
    /** A POST with this body, its `{n}` replaced by a new number in every request. */
    post?: string;
  },
): Promise<Run> {
  const serverBefore = processCpuMicros(pid);
  const args = [
    '--threads=1',
    `--connections=${options.connections}`,
    `--duration=${options.seconds}s`,
    `--script=${join(import.meta.dirname, 'wrk-report.lua')}`,
    ...Object.entries(options.headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
    url,
  ];
  const output = await new Promise<string>((resolve, reject) => {
    const env = options.post ? { ...process.env, WRK_BODY: options.post } : process.env;
    const child = spawn(WRK, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`wrk ${url} exited with ${code}: ${stdout}`)),
    );
  });
  const line = output.split('\n').find((candidate) => candidate.startsWith('{"requests"'));
  if (!line) throw new Error(`wrk ${url} printed no report: ${output}`);
  const report = JSON.parse(line) as WrkReport;
  const answers = Math.max(1, report.requests);
  return {
    requestsPerSecond: report.requests / (report.durationUs / 1e6),
    p50Ms: toMs(report.p50Us),
    p99Ms: toMs(report.p99Us),
    errors: report.connectErrors + report.readErrors + report.writeErrors + report.timeouts,
    non2xx: report.statusErrors,
    serverCpuUs: Math.round((processCpuMicros(pid) - serverBefore) / answers),
    clientCpuUs: Math.round((report.cpuSeconds * 1e6) / answers),
  };
}

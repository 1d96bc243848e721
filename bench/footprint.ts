import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '@autoskola/server/node-flags';
import { createThrowawayPostgres } from '@autoskola/server/test-databases';
import { BUILT_SERVER_ENTRY, runCli } from '@autoskola/server/test-process';

/**
 * What the server costs the machine it runs on: peak and steady memory of its whole process tree,
 * and how long it takes from being started until /api/ready answers. Measured as a user meets it:
 * the embedded default on an empty DATA_DIR (first start, migrations), again on the demo data
 * (warm start, by the server process and by `npm start`), and on a PostgreSQL server.
 */

const ROOT = join(import.meta.dirname, '..');
const PUBLIC_PAGES = ['/', '/ponuka', '/ucebne-materialy', '/kontakt', '/gdpr'];

export interface FootprintResult {
  mode: string;
  /** Spawn of the server process until /api/ready answers 200. */
  startMs: number;
  /** `npm start` (its build check included) until /api/ready answers 200. */
  npmStartMs?: number;
  /** Sum of VmHWM over the process tree after the load. */
  peakMb: number;
  /** Sum of PSS over the process tree after the load. */
  steadyMb: number;
  /** PSS of the Node.js process alone after the load. */
  nodeMb: number;
}

export function readStatus(pid: number, field: string): number {
  try {
    const text = readFileSync(`/proc/${pid}/${field === 'Pss' ? 'smaps_rollup' : 'status'}`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The process and every descendant (Linux /proc). */
export function processTree(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (text) children.push(...text.split(/\s+/).map(Number));
    }
  } catch {
    // gone meanwhile
  }
  return [pid, ...children.flatMap(processTree)];
}

const round = (value: number) => Math.round(value * 10) / 10;

async function untilReady(baseUrl: string, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/ready`);
      if (response.ok) return Math.round(performance.now() - started);
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 60_000) throw new Error('the server did not become ready in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Every public page and public read, 40 times over with 5 at a time, and a few contact messages. */
async function load(baseUrl: string): Promise<void> {
  const categories = (await (await fetch(`${baseUrl}/api/learning-material/categories`)).json()) as {
    learningMaterialCategories: { id: number }[];
  };
  const urls = [
    ...PUBLIC_PAGES,
    '/api/offer/list',
    '/api/learning-material/categories',
    ...categories.learningMaterialCategories.map((category) => `/api/learning-material/list/${category.id}`),
  ];
  for (let i = 0; i < 40; i += 1) {
    for (let start = 0; start < urls.length; start += 5) {
      await Promise.all(
        urls.slice(start, start + 5).map(async (url) => (await fetch(`${baseUrl}${url}`)).arrayBuffer()),
      );
    }
  }
  for (let i = 0; i < 5; i += 1) {
    const response = await fetch(`${baseUrl}/api/contact-form/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstname: 'Meranie',
        lastname: 'Pamäte',
        email: 'meranie@example.sk',
        message: `Správa ${i}`,
      }),
    });
    if (response.status !== 201) throw new Error(`contact message answered ${response.status}`);
  }
}

function spawnServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, BUILT_SERVER_ENTRY], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
}

async function stop(child: ChildProcess, group = false): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (group && child.pid) process.kill(-child.pid, 'SIGTERM');
  else child.kill('SIGTERM');
  await exited;
}

async function measureRunning(mode: string, env: Record<string, string>, baseUrl: string) {
  const started = performance.now();
  const child = spawnServer(env);
  try {
    const startMs = await untilReady(baseUrl, child, started);
    await load(baseUrl);
    // Let the sender and the timers settle, as on a server between visits.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const tree = processTree(child.pid as number);
    return {
      mode,
      startMs,
      peakMb: round(tree.reduce((sum, pid) => sum + readStatus(pid, 'VmHWM'), 0)),
      steadyMb: round(tree.reduce((sum, pid) => sum + readStatus(pid, 'Pss'), 0)),
      nodeMb: round(readStatus(child.pid as number, 'Pss')),
    };
  } finally {
    await stop(child);
  }
}

/** `npm start` until ready: the build check, npm itself, then the server. */
async function measureNpmStart(env: Record<string, string>, baseUrl: string): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  try {
    return await untilReady(baseUrl, child, started);
  } finally {
    await stop(child, true);
  }
}

export async function measureFootprint(port: number, postgresServerUrl: string | null): Promise<FootprintResult[]> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const results: FootprintResult[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'autoskola-footprint-'));
  // Node's compile cache (server/src/start.ts) starts empty, as on a new installation: the first
  // start fills it, the warm starts use it.
  const compileCache = mkdtempSync(join(tmpdir(), 'autoskola-compile-cache-'));
  const env = {
    NODE_COMPILE_CACHE: compileCache,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    RATE_LIMIT_CONTACT: '1000/1m',
    PUBLIC_URL: baseUrl,
  };
  try {
    // First start: initdb makes the embedded PostgreSQL's cluster and the migrations run.
    const first = spawnServer(env);
    const firstStarted = performance.now();
    const firstMs = await untilReady(baseUrl, first, firstStarted);
    const firstPeak = round(processTree(first.pid as number).reduce((sum, pid) => sum + readStatus(pid, 'VmHWM'), 0));
    await stop(first);
    const seeded = runCli(env, 'seed:demo');
    if (seeded.status !== 0) throw new Error(`seed:demo failed: ${seeded.output}`);
    const warm = await measureRunning('embedded PostgreSQL (default), warm start on the demo data', env, baseUrl);
    results.push({
      mode: 'embedded PostgreSQL (default), first start on an empty DATA_DIR',
      startMs: firstMs,
      peakMb: firstPeak,
      steadyMb: 0,
      nodeMb: 0,
    });
    results.push({ ...warm, npmStartMs: await measureNpmStart(env, baseUrl) });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (postgresServerUrl) {
    const database = await createThrowawayPostgres(postgresServerUrl);
    const pgDir = mkdtempSync(join(tmpdir(), 'autoskola-footprint-pg-'));
    try {
      const pgEnv = { ...env, DATA_DIR: pgDir, DATABASE_URL: database.url };
      const seeded = runCli(pgEnv, 'seed:demo');
      if (seeded.status !== 0) throw new Error(`seed:demo failed: ${seeded.output}`);
      results.push(
        await measureRunning('PostgreSQL server (DATABASE_URL), warm start on the demo data', pgEnv, baseUrl),
      );
    } finally {
      await database.drop();
      rmSync(pgDir, { recursive: true, force: true });
    }
  }
  rmSync(compileCache, { recursive: true, force: true });
  return results;
}

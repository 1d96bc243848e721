import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../src/node-flags.ts';

const serverEntry = join(import.meta.dirname, '../src/main.ts');
/** The server as `npm start` runs it (server/build.ts; `npm run build:server`). */
export const BUILT_SERVER_ENTRY = join(import.meta.dirname, '../dist/start.js');
const cliEntry = join(import.meta.dirname, '../src/cli/main.ts');

export interface RunningServer {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * A loopback port for a test file that starts servers on ports it chooses (this one and the next
 * few), below Linux's ephemeral range (32768–60999): the ports the system gives to outgoing
 * connections and to `listen(0)` in the tests running alongside can never take it. Each file has
 * its own block; within a block the process id keeps concurrent runs apart.
 */
export function reservedPort(block: 'server-process' | 'cli'): number {
  return 20_000 + (block === 'cli' ? 6_000 : 0) + (process.pid % 5_000);
}

/**
 * The real server as a child process on loopback (the embedded PostgreSQL in DATA_DIR unless DATABASE_URL is given),
 * from its sources unless told to run the bundle.
 */
export function startServer(env: Record<string, string>, port: number, entry = serverEntry): RunningServer {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    env: { ...process.env, DATABASE_URL: '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

export async function waitForHealth(running: RunningServer): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${running.port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${running.output()}`);
}

/** A call to the running server's API, JSON in and out, with a login token if given. */
export function callApi(server: RunningServer, path: string, init: RequestInit & { token?: string } = {}) {
  return fetch(`http://127.0.0.1:${server.port}/api/${path}`, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
}

/** Runs a CLI command against the same data as the server (through it, when it holds the embedded database). */
export function runCli(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, [cliEntry, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

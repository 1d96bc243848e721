import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { EMBEDDED_SETTINGS } from './database.ts';
import { postmasterReady, startEmbeddedPostgres } from './embedded-postgres.ts';

// postmaster.pid as PostgreSQL 18 writes it: pid, data directory, start time, port, socket
// directory, listen address, shared memory key, status (padded to a fixed width).
const pidFile = (dir: string, status: string) =>
  ['4242', `${dir}/data`, '1764140000', '5432', dir, '', '0 0', status.padEnd(8), ''].join('\n');

describe('the embedded PostgreSQL is ready', () => {
  it('when its status line says so, not when a path holds the word', () => {
    const dir = '/tmp/autoskola-ready-abc/data/postgres';
    expect(postmasterReady(pidFile(dir, 'starting'))).toBe(false);
    expect(postmasterReady(pidFile(dir, 'ready'))).toBe(true);
    expect(postmasterReady(pidFile('/srv/autoskola/postgres', 'stopping'))).toBe(false);
  });
});

/** The real uid (the first of four) of a process, as the host sees it. */
function processUid(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('Uid:'));
  return Number(line?.split(/\s+/)[1]);
}

/** What a superuser's program (`COPY … TO PROGRAM`) runs as: its `id -u`, or null if it cannot run. */
async function programUid(url: string, file: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`COPY (SELECT 1) TO PROGRAM 'id -u > ${file}'`);
    return Number(readFileSync(file, 'utf8').trim());
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

describe.runIf(process.getuid?.() === 0)('the embedded PostgreSQL of a server started as root', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'autoskola-not-root-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  async function expectNotRoot(dir: string) {
    const postgres = await startEmbeddedPostgres(dir, EMBEDDED_SETTINGS);
    try {
      const pid = Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
      expect(processUid(pid)).not.toBe(0);
      // Nothing in a user namespace mapped back to root: the host's uid is its uid.
      expect(readFileSync(`/proc/${pid}/uid_map`, 'utf8').trim().split(/\s+/)).toEqual(['0', '0', '4294967295']);
      expect(statSync(join(dir, 'data')).uid).not.toBe(0);
      expect(statSync(join(dir, 'data', 'PG_VERSION')).uid).not.toBe(0);
      expect(await programUid(postgres.url, join(dir, 'program-uid'))).not.toBe(0);
    } finally {
      await postgres.stop();
    }
  }

  it('runs it, and the programs of COPY … TO PROGRAM, as an unprivileged user who owns its files', async () => {
    await expectNotRoot(join(scratch, 'data', 'postgres'));
  });

  it('hands over a cluster whose files belong to root (made by an earlier version) and starts it', async () => {
    const dir = join(scratch, 'old', 'postgres');
    const first = await startEmbeddedPostgres(dir, EMBEDDED_SETTINGS);
    await first.stop();
    expect(spawnSync('chown', ['-R', '0:0', dir]).status).toBe(0);
    expect(statSync(join(dir, 'data', 'PG_VERSION')).uid).toBe(0);
    await expectNotRoot(dir);
  });
});

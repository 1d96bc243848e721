import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { copyPgliteTemplate } from './pglite-template.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Tells every server instance on this database that public content changed (PostgreSQL NOTIFY). */
  announceContentChange(): Promise<void>;
  /**
   * Calls `onChange` when another instance announces a change, and `onWatching(false)` while it
   * cannot hear them (then nothing may be cached). PGlite has one process only: always watching.
   */
  watchContentChanges(onChange: () => void, onWatching: (watching: boolean) => void): () => Promise<void>;
}

const CONTENT_CHANNEL = 'autoskola_content_changed';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant: several instances starting at once on one PostgreSQL migrate one at a time.
const MIGRATION_LOCK_ID = 7_240_611;

// Each driver is loaded only when it is the one in use: the other one's modules cost memory and start time.
export async function openPostgres(connectionString: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Tells this instance's change announcements from the others'.
  const instanceId = randomUUID();
  // An idle connection the server closes (restart, failover, a dropped database) is reported on
  // the pool; without a listener that would crash the process. The pool opens a new one on demand.
  pool.on('error', (error) => console.warn(`PostgreSQL: an idle connection was lost (${error.message})`));
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    announceContentChange: async () => {
      await pool.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, instanceId]);
    },
    watchContentChanges: (onChange, onWatching) =>
      listen(pg.Client, connectionString, instanceId, onChange, onWatching),
  };
}

/** LISTEN on a connection of its own, reconnecting after a failure. */
function listen(
  Client: typeof pg.Client,
  connectionString: string,
  instanceId: string,
  onChange: () => void,
  onWatching: (watching: boolean) => void,
): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  onWatching(false);
  const connect = async () => {
    const next = new Client({ connectionString });
    client = next;
    // Our own announcements come back too: this instance cleared its cache before sending them.
    next.on('notification', (message) => {
      if (message.payload !== instanceId) onChange();
    });
    next.on('error', () => {
      onWatching(false);
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), 1000).unref();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
      // Changes made while we were deaf are unknown: start from nothing.
      onChange();
      onWatching(true);
    } catch {
      onWatching(false);
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), 1000).unref();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/**
 * PostgreSQL sizes its caches for a machine with gigabytes to spare; this database holds a few
 * hundred rows. 16 MB of shared buffers instead of 128 MB took the server's resident memory down by
 * about 150 MB (docs/benchmarks.md, "Footprint"); the whole database still fits in them.
 * wal_init_zero=off: a new 16 MB WAL segment is not written full of zeros first. PGlite does
 * that write on the event loop, and under a stream of writes every request waited for it (150-row
 * commits in a loop: the slowest 27–40 ms with it, 17–24 ms without). Recovery after a crash does
 * not depend on the zeros (WAL records carry their own checksums and links); what they buy is disk
 * space taken ahead, and a full disk stops writes either way.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB', '-c', 'wal_init_zero=off'];

/** PGlite in a directory, or in memory when dataDir is null (tests). */
export async function openPglite(dataDir: string | null): Promise<Database> {
  const release = dataDir === null ? () => undefined : lockDataDir(dataDir);
  try {
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    if (dataDir !== null) copyPgliteTemplate(join(dataDir, 'db'));
    const client = new PGlite(dataDir === null ? undefined : join(dataDir, 'db'), {
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    });
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      // One process holds the directory (see data-dir-lock.ts): nobody else to tell or hear.
      announceContentChange: async () => {},
      watchContentChanges: (_onChange, onWatching) => {
        onWatching(true);
        return async () => {};
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export function openDatabase(options: { dataDir: string; databaseUrl: string | null }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

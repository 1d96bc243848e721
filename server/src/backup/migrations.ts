import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../db/database.ts';
import { BackupError } from './manifest.ts';

interface JournalEntry {
  tag: string;
  when: number;
}

function journal(): JournalEntry[] {
  const text = readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: JournalEntry[] }).entries;
}

/** This version's migrations, in order. */
export function knownMigrationTags(): string[] {
  return journal().map((entry) => entry.tag);
}

/**
 * The tags of the migrations a database has had, read from drizzle's own record of them (it
 * keeps each one's journal time, not its name).
 */
export async function appliedMigrationTags(client: pg.ClientBase): Promise<string[]> {
  const known = new Map(journal().map((entry) => [entry.when, entry.tag]));
  const { rows } = await client.query<{ created_at: string }>(
    'SELECT created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at',
  );
  return rows.map((row) => known.get(Number(row.created_at)) ?? `unknown-${row.created_at}`);
}

/**
 * Builds the schema as it was when the backup was taken: the first migrations of this version,
 * as many as the backup had, the same statements and the same record drizzle's migrator writes
 * (drizzle-orm pg-core dialect `migrate`). The server applies the later ones when it starts.
 * Runs on the caller's transaction, so a failed restore leaves nothing behind. `applied`: how
 * many of them the caller's transaction has already built (the restore brings the schema up to
 * this version after the rows are in).
 */
export async function migrateTo(client: pg.ClientBase, tags: readonly string[], applied = 0): Promise<void> {
  const entries = journal();
  const unknown = tags.find((tag, index) => entries[index]?.tag !== tag);
  if (unknown !== undefined) {
    throw new BackupError(
      `The backup was taken by another version of the product (its database has migration "${unknown}", ` +
        'which this version does not have in that place): restore it with that version, then update.',
    );
  }
  const migrations = readMigrationFiles({ migrationsFolder }).slice(applied, tags.length);
  await client.query('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await client.query(
    'CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await client.query(statement);
    await client.query('INSERT INTO "drizzle"."__drizzle_migrations" ("hash", "created_at") VALUES ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ]);
  }
}

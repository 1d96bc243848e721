/**
 * Restores an archive of backup.ts into an empty DATA_DIR (the embedded PostgreSQL) or an empty
 * PostgreSQL database (DATABASE_URL). Everything is checked before anything is written: the
 * manifest, every file's checksum, the migrations; the database is filled in one transaction, and
 * a new DATA_DIR is built beside the target and renamed into place only when complete.
 */
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as tar from 'tar';
import { EMBEDDED_SETTINGS } from '../db/database.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { PRODUCT } from './backup.ts';
import { withClient } from './client.ts';
import { BackupError, type BackupManifest, fileDigest, MANIFEST_FILE, parseManifest } from './manifest.ts';
import { migrateTo } from './migrations.ts';

export interface RestoreTarget {
  /** DATA_DIR: with the embedded database it must be missing or empty. */
  dataDir: string;
  /** DATABASE_URL: restore into this (empty) database instead of a new embedded one. */
  databaseUrl: string | null;
  /** UPLOAD_DIR: missing or empty. */
  imagesRoot: string;
}

function isEmptyOrMissing(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

export async function restoreBackup(archive: string, target: RestoreTarget): Promise<BackupManifest> {
  const file = resolve(archive);
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const dataDir = resolve(target.dataDir);
  const imagesRoot = resolve(target.imagesRoot);
  const imagesInDataDir = !relative(dataDir, imagesRoot).startsWith('..');
  if (!target.databaseUrl && !isEmptyOrMissing(dataDir)) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty: a backup is restored only into an empty folder. ` +
        'Stop the server and move that folder aside (or choose another DATA_DIR), then restore again.',
    );
  }
  if (!isEmptyOrMissing(imagesRoot)) {
    throw new BackupError(`UPLOAD_DIR ${imagesRoot} is not empty: the backup's images go only into an empty folder.`);
  }
  if (target.databaseUrl) await requireEmptyDatabase(target.databaseUrl);

  // Beside the target: on its file system, so the finished DATA_DIR is renamed, not copied.
  const parent = dirname(dataDir);
  await mkdir(parent, { recursive: true });
  const work = await mkdtemp(join(parent, '.autoskola-restore-'));
  try {
    const unpacked = join(work, 'archive');
    const manifest = await unpack(file, unpacked);
    const built = join(work, 'data');
    await mkdir(built, { mode: 0o700 });
    if (target.databaseUrl) {
      await fillDatabase(target.databaseUrl, manifest, unpacked);
    } else {
      const postgres = await startEmbeddedPostgres(join(built, 'postgres'), EMBEDDED_SETTINGS);
      try {
        await fillDatabase(postgres.url, manifest, unpacked);
      } finally {
        await postgres.stop();
      }
    }
    if (manifest.images.length > 0) {
      const images = join(unpacked, 'images');
      if (imagesInDataDir && !target.databaseUrl) {
        await cp(images, join(built, relative(dataDir, imagesRoot)), { recursive: true });
      } else {
        await mkdir(imagesRoot, { recursive: true });
        await cp(images, imagesRoot, { recursive: true });
      }
    }
    if (!target.databaseUrl) {
      if (existsSync(dataDir)) await rmdir(dataDir);
      await rename(built, dataDir);
    }
    return manifest;
  } finally {
    // A refused archive's extraction may still be closing its last files: retried (ENOTEMPTY).
    await rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  }
}

/** Unpacks and checks the archive: it is ours, whole, and every file is what the manifest says. */
async function unpack(file: string, into: string): Promise<BackupManifest> {
  await mkdir(into);
  try {
    // strict: a truncated or corrupt archive is an error, not a warning with half the files.
    await tar.extract({ file, cwd: into, strict: true });
  } catch (error) {
    throw new BackupError(
      `${file} is not a backup archive, or it is damaged (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  const manifestPath = join(into, MANIFEST_FILE);
  const manifest = parseManifest(existsSync(manifestPath) ? readFileSync(manifestPath, 'utf8') : null);
  if (manifest.product !== PRODUCT)
    throw new BackupError(`This is a backup of "${manifest.product}", not of ${PRODUCT}.`);
  for (const entry of [...manifest.tables, ...manifest.images]) {
    const path = join(into, entry.file);
    if (!existsSync(path)) throw new BackupError(`The backup is damaged: ${entry.file} is missing.`);
    const digest = await fileDigest(path);
    if (digest.sha256 !== entry.sha256 || digest.bytes !== entry.bytes) {
      throw new BackupError(`The backup is damaged: ${entry.file} does not match its checksum.`);
    }
  }
  return manifest;
}

async function requireEmptyDatabase(url: string): Promise<void> {
  const tables = await withClient(url, async (client) => {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*)::text AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname IN ('public', 'drizzle') AND c.relkind IN ('r', 'p')`,
    );
    return Number(rows[0]?.count ?? 0);
  });
  if (tables > 0) {
    throw new BackupError(
      'The database of DATABASE_URL is not empty: a backup is restored only into an empty database ' +
        '(CREATE DATABASE a new one and point DATABASE_URL at it).',
    );
  }
}

/** The schema at the backup's migration, its rows in an order its foreign keys accept, its sequences. */
async function fillDatabase(url: string, manifest: BackupManifest, unpacked: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('BEGIN');
    try {
      await migrateTo(client, manifest.database.migrations);
      for (const table of await parentsFirst(client, manifest.tables)) {
        await pipeline(
          createReadStream(join(unpacked, table.file)),
          client.query(copyFrom(`COPY ${table.name} (${table.columns.join(', ')}) FROM STDIN`)),
        );
      }
      for (const sequence of manifest.sequences) {
        await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
          sequence.name,
          sequence.lastValue,
          sequence.isCalled,
        ]);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (error instanceof BackupError) throw error;
      throw new BackupError(
        `The backup's data does not fit its schema: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });
}

async function parentsFirst<T extends { name: string }>(client: pg.ClientBase, tables: readonly T[]): Promise<T[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT format('%I.%I', cn.nspname, c.relname) AS child, format('%I.%I', pn.nspname, p.relname) AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = c.relnamespace
       JOIN pg_class p ON p.oid = k.confrelid JOIN pg_namespace pn ON pn.oid = p.relnamespace
      WHERE k.contype = 'f' AND k.conrelid <> k.confrelid`,
  );
  const ordered: T[] = [];
  const placed = new Set<string>();
  const visit = (table: T, path: Set<string>) => {
    if (placed.has(table.name) || path.has(table.name)) return;
    path.add(table.name);
    for (const edge of rows.filter((row) => row.child === table.name)) {
      const parent = tables.find((candidate) => candidate.name === edge.parent);
      if (parent) visit(parent, path);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/**
 * Restores an archive of backup.ts into an empty DATA_DIR (the embedded PostgreSQL) or an empty
 * PostgreSQL database (DATABASE_URL). Everything is checked before anything is written: the
 * signature (BACKUP_KEY), the manifest, every file's checksum, the migrations, and the manifest's
 * tables and columns against the schema of its migration; the database is filled in one
 * transaction, and a new DATA_DIR is built beside the target and renamed into place only when
 * complete. Nothing of the archive's text becomes SQL: names come from the catalog (decision 0032).
 */
import { createReadStream, existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as tar from 'tar';
import { EMBEDDED_SETTINGS } from '../db/database.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { PRODUCT } from './backup.ts';
import { type CatalogTable, catalogTables } from './catalog.ts';
import { withClient } from './client.ts';
import {
  BackupError,
  type BackupManifest,
  type BackupTable,
  fileDigest,
  MANIFEST_FILE,
  parseManifest,
  SIGNATURE_FILE,
  signatureHolds,
} from './manifest.ts';
import { knownMigrationTags, migrateTo } from './migrations.ts';

export interface RestoreTarget {
  /** DATA_DIR: with the embedded database it must be missing or empty. */
  dataDir: string;
  /** DATABASE_URL: restore into this (empty) database instead of a new embedded one. */
  databaseUrl: string | null;
  /** UPLOAD_DIR: missing or empty. */
  imagesRoot: string;
  /** BACKUP_KEY: set, only an archive signed with it is restored. */
  key?: string | null;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** The archive carries a signature that was not checked (BACKUP_KEY is not set here). */
  signatureUnchecked: boolean;
  /** Mail that was waiting in the snapshot, now held until released (`npm run mail:held`). */
  heldMails: number;
}

function isEmptyOrMissing(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

export async function restoreBackup(archive: string, target: RestoreTarget): Promise<RestoreResult> {
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
    const { manifest, signatureUnchecked } = await unpack(file, unpacked, target.key ?? null);
    const built = join(work, 'data');
    await mkdir(built, { mode: 0o700 });
    let heldMails: number;
    if (target.databaseUrl) {
      heldMails = await fillDatabase(target.databaseUrl, manifest, unpacked);
    } else {
      const postgres = await startEmbeddedPostgres(join(built, 'postgres'), EMBEDDED_SETTINGS);
      try {
        heldMails = await fillDatabase(postgres.url, manifest, unpacked);
      } finally {
        await postgres.stop();
      }
    }
    // Only the files the manifest lists (checked regular files): nothing else of the archive.
    const imagesTarget =
      imagesInDataDir && !target.databaseUrl ? join(built, relative(dataDir, imagesRoot)) : imagesRoot;
    for (const image of manifest.images) {
      const to = join(imagesTarget, relative('images', image.file));
      await mkdir(dirname(to), { recursive: true });
      await copyFile(join(unpacked, image.file), to);
    }
    if (!target.databaseUrl) {
      if (existsSync(dataDir)) await rmdir(dataDir);
      await rename(built, dataDir);
    }
    return { manifest, signatureUnchecked, heldMails };
  } finally {
    // A refused archive's extraction may still be closing its last files: retried (ENOTEMPTY).
    await rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  }
}

/**
 * Unpacks and checks the archive: signed with BACKUP_KEY when that is set, ours, whole, and every
 * file is what the manifest says.
 */
async function unpack(
  file: string,
  into: string,
  key: string | null,
): Promise<{ manifest: BackupManifest; signatureUnchecked: boolean }> {
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
  const manifestBytes = regularFile(manifestPath) ? readFileSync(manifestPath) : null;
  const signaturePath = join(into, SIGNATURE_FILE);
  const signature = regularFile(signaturePath) ? readFileSync(signaturePath, 'utf8') : null;
  if (key) {
    if (signature === null) {
      throw new BackupError(`The backup is not signed (it has no ${SIGNATURE_FILE}), and BACKUP_KEY is set: refused.`);
    }
    if (manifestBytes === null || !signatureHolds(key, manifestBytes, signature)) {
      throw new BackupError(
        "The backup's signature does not match BACKUP_KEY: it was changed, or signed with another key. Refused.",
      );
    }
  }
  const manifest = parseManifest(manifestBytes?.toString('utf8') ?? null);
  if (manifest.product !== PRODUCT)
    throw new BackupError(`This is a backup of "${manifest.product}", not of ${PRODUCT}.`);
  for (const entry of [...manifest.tables, ...manifest.images]) {
    const path = join(into, entry.file);
    // A link would let the archive point at a file of this machine.
    if (!regularFile(path)) throw new BackupError(`The backup is damaged: ${entry.file} is missing.`);
    const digest = await fileDigest(path);
    if (digest.sha256 !== entry.sha256 || digest.bytes !== entry.bytes) {
      throw new BackupError(`The backup is damaged: ${entry.file} does not match its checksum.`);
    }
  }
  return { manifest, signatureUnchecked: !key && signature !== null };
}

function regularFile(path: string): boolean {
  try {
    return lstatSync(path).isFile();
  } catch {
    return false;
  }
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

/**
 * Every table of the manifest is a table of the schema with the same columns in the same order,
 * and every table of the schema is in the manifest; answers each manifest table with its
 * catalog twin, whose names alone go into SQL.
 */
function matchSchema(manifest: BackupManifest, catalog: CatalogTable[]): Map<BackupTable, CatalogTable> {
  const byName = new Map(catalog.map((table) => [table.name, table]));
  const matched = new Map<BackupTable, CatalogTable>();
  const refuse = (what: string) =>
    new BackupError(
      `The backup's manifest does not match the schema of its migration ` +
        `(${manifest.database.migrations.at(-1) ?? 'none'}): ${what}. Refused; nothing was written.`,
    );
  for (const table of manifest.tables) {
    const twin = byName.get(table.name);
    if (!twin) throw refuse(`there is no table ${JSON.stringify(table.name)}`);
    if ([...matched.values()].includes(twin)) throw refuse(`the table ${twin.name} is listed twice`);
    if (
      table.columns.length !== twin.columns.length ||
      table.columns.some((column, at) => column !== twin.columns[at])
    ) {
      throw refuse(`the columns of ${twin.name} are not (${twin.columns.join(', ')})`);
    }
    matched.set(table, twin);
  }
  const missing = catalog.filter((table) => ![...matched.values()].includes(table));
  if (missing.length > 0) throw refuse(`it has no rows for ${missing.map((table) => table.name).join(', ')}`);
  return matched;
}

/**
 * The schema at the backup's migration, checked against the manifest; its rows in an order its
 * foreign keys accept, each table's count checked; its sequences; then the rest of this version's
 * migrations, and the mail that was waiting held. Answers how many mails were held.
 */
async function fillDatabase(url: string, manifest: BackupManifest, unpacked: string): Promise<number> {
  return withClient(url, async (client) => {
    await client.query('BEGIN');
    try {
      const applied = manifest.database.migrations;
      await migrateTo(client, applied);
      const matched = matchSchema(manifest, await catalogTables(client));
      const { rows: sequenceRows } = await client.query<{ name: string }>(
        "SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences WHERE schemaname = 'public'",
      );
      const sequenceNames = new Set(sequenceRows.map((row) => row.name));
      const unknownSequence = manifest.sequences.find((sequence) => !sequenceNames.has(sequence.name));
      if (unknownSequence) {
        throw new BackupError(
          `The backup's manifest does not match the schema of its migration: there is no sequence ${JSON.stringify(unknownSequence.name)}. Refused; nothing was written.`,
        );
      }
      for (const table of await parentsFirst(client, manifest.tables)) {
        const twin = matched.get(table);
        if (!twin) throw new Error(`unmatched table ${table.name}`);
        const quote = (name: string) => client.escapeIdentifier(name);
        const copy = client.query(
          copyFrom(`COPY ${quote(twin.schema)}.${quote(twin.table)} (${twin.names.map(quote).join(', ')}) FROM STDIN`),
        );
        await pipeline(createReadStream(join(unpacked, table.file)), copy);
        if (copy.rowCount !== table.rows) {
          throw new BackupError(
            `The backup is damaged: ${table.file} holds ${copy.rowCount} rows, its manifest says ${table.rows}.`,
          );
        }
      }
      for (const sequence of manifest.sequences) {
        // The name is one the catalog has (checked above), and a parameter, not SQL.
        await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
          sequence.name,
          sequence.lastValue,
          sequence.isCalled,
        ]);
      }
      const known = knownMigrationTags();
      await migrateTo(client, known, applied.length);
      const held = await holdPendingMail(client);
      await client.query('COMMIT');
      return held;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (error instanceof BackupError) throw error;
      throw new BackupError(
        `The backup's data does not fit its schema: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });
}

/**
 * Mail that was waiting when the snapshot was taken may have gone out since from the original
 * server: it is held until an instructor sends or drops it (`npm run mail:held`, decision 0032),
 * and so is what the scheduled jobs make until then (mail_holds).
 */
async function holdPendingMail(client: pg.ClientBase): Promise<number> {
  const { rowCount } = await client.query(
    "UPDATE mail_outbox SET held_at = now(), held_reason = 'restored' WHERE sent_at IS NULL AND held_at IS NULL",
  );
  // The reminders the jobs make from the snapshot's marks are held too until someone decides.
  await client.query("INSERT INTO mail_holds (reason) VALUES ('restored') ON CONFLICT DO NOTHING");
  return rowCount ?? 0;
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

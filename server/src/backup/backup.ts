/**
 * An online backup (decision 0026): every table of one database snapshot, in PostgreSQL's COPY
 * text format (what pg_dump writes for data), plus every uploaded image, in one .tar.gz with a
 * manifest. It reads inside one REPEATABLE READ transaction, so it is consistent while the
 * server keeps taking writes, and it needs no binaries beside the server's own.
 */
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import packageJson from '../../../package.json' with { type: 'json' };
import { catalogTables } from './catalog.ts';
import { withClient } from './client.ts';
import {
  BACKUP_FORMAT,
  type BackupFile,
  type BackupManifest,
  type BackupTable,
  fileDigest,
  MANIFEST_FILE,
  SIGNATURE_FILE,
  signManifest,
  tableFile,
} from './manifest.ts';
import { appliedMigrationTags } from './migrations.ts';

export interface BackupSource {
  /** A node-postgres connection string (the embedded PostgreSQL's Unix socket, or DATABASE_URL). */
  databaseUrl: string;
  kind: BackupManifest['database']['kind'];
  /** UPLOAD_DIR: every file in it goes into the archive. */
  imagesRoot: string;
  /** BACKUP_KEY: the archive gets manifest.sig, the manifest's HMAC (restore checks it). */
  key?: string | null;
}

export const PRODUCT = 'autoskola';

/** Writes the archive to `out` (through `out.partial`, renamed when complete); answers its manifest. */
export async function takeBackup(source: BackupSource, out: string): Promise<BackupManifest> {
  const target = resolve(out);
  await mkdir(dirname(target), { recursive: true });
  const work = await mkdtemp(join(dirname(target), '.autoskola-backup-'));
  const partial = `${target}.partial`;
  try {
    const manifest = await dumpDatabase(source, work);
    manifest.images = await copyImages(source.imagesRoot, work);
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(join(work, MANIFEST_FILE), manifestBytes);
    if (source.key) await writeFile(join(work, SIGNATURE_FILE), `${signManifest(source.key, manifestBytes)}\n`);
    const entries = [
      MANIFEST_FILE,
      ...(source.key ? [SIGNATURE_FILE] : []),
      'database',
      ...(manifest.images.length > 0 ? ['images'] : []),
    ];
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, entries);
    await rename(partial, target);
    return manifest;
  } finally {
    await rm(partial, { force: true });
    await rm(work, { recursive: true, force: true });
  }
}

async function dumpDatabase(source: BackupSource, work: string): Promise<BackupManifest> {
  return withClient(source.databaseUrl, async (client) => {
    // One snapshot for every table: rows committed after this point are in none of them.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows: clock } = await client.query<{ now: Date; version: string }>(
      "SELECT now() AS now, current_setting('server_version') AS version",
    );
    const migrations = await appliedMigrationTags(client);
    const relations = await catalogTables(client);
    await mkdir(join(work, 'database'));
    const tables: BackupTable[] = [];
    for (const relation of relations) {
      const file = tableFile(relation.name);
      let rows = 0;
      // COPY's text format ends every row with a newline and escapes the ones inside values.
      const countRows = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows += 1;
          done(null, chunk);
        },
      });
      await pipeline(
        client.query(copyTo(`COPY ${relation.name} (${relation.columns.join(', ')}) TO STDOUT`)),
        countRows,
        createWriteStream(join(work, file)),
      );
      tables.push({
        name: relation.name,
        columns: relation.columns,
        rows,
        file,
        ...(await fileDigest(join(work, file))),
      });
    }
    const { rows: sequences } = await client.query<{ name: string; lastValue: string | null }>(
      `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS "lastValue"
         FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
    );
    await client.query('COMMIT');
    return {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      product: PRODUCT,
      productVersion: packageJson.version,
      createdAt: (clock[0]?.now ?? new Date()).toISOString(),
      database: { kind: source.kind, serverVersion: clock[0]?.version ?? '', migrations },
      tables,
      sequences: sequences.map((sequence) => ({
        name: sequence.name,
        lastValue: sequence.lastValue ?? '1',
        isCalled: sequence.lastValue !== null,
      })),
      images: [],
    };
  });
}

/** Every uploaded image (an image being written is a dot-file until complete, and is left out). */
async function copyImages(imagesRoot: string, work: string): Promise<BackupFile[]> {
  const files: BackupFile[] = [];
  const walk = async (dir: string): Promise<void> => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        const file = `images/${relative(imagesRoot, path).split('\\').join('/')}`;
        await mkdir(dirname(join(work, file)), { recursive: true });
        try {
          await copyFile(path, join(work, file));
        } catch (error) {
          // Deleted (its offer went) between the listing and the copy.
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        files.push({ file, ...(await fileDigest(join(work, file))) });
      }
    }
  };
  await walk(imagesRoot);
  return files;
}

import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** What a backup archive says of itself (manifest.json at its root). */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: 1;
  product: string;
  productVersion: string;
  /** When the database snapshot was taken (ISO 8601, UTC). */
  createdAt: string;
  database: {
    kind: 'embedded' | 'postgres';
    /** PostgreSQL's server_version of the database backed up. */
    serverVersion: string;
    /** The migrations applied to it, in order: the tags of server/drizzle/meta/_journal.json. */
    migrations: string[];
  };
  tables: BackupTable[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  images: BackupFile[];
}

export interface BackupFile {
  /** Path inside the archive. */
  file: string;
  bytes: number;
  sha256: string;
}

export interface BackupTable extends BackupFile {
  /** Schema-qualified, quoted as PostgreSQL wants it ("public"."users"). */
  name: string;
  columns: string[];
  rows: number;
}

export const BACKUP_FORMAT = 'autoskola-backup';
export const MANIFEST_FILE = 'manifest.json';

export async function fileDigest(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** A backup that cannot be restored: the reason is the whole message. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Checks the manifest's shape; a foreign or damaged one is refused with what is wrong. */
export function parseManifest(text: string | null): BackupManifest {
  if (text === null) throw new BackupError('This is not a backup of this product: the archive has no manifest.json.');
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    throw new BackupError('The backup is damaged: its manifest.json is not valid JSON.');
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupError(`This is not a backup of this product (format "${String(manifest.format)}").`);
  }
  if (manifest.formatVersion !== 1) {
    throw new BackupError(
      `The backup's format version ${String(manifest.formatVersion)} is not known to this version.`,
    );
  }
  const safe = (file: unknown) =>
    typeof file === 'string' && !file.startsWith('/') && !file.split('/').includes('..') && file.length > 0;
  const files = [...(manifest.tables ?? []), ...(manifest.images ?? [])];
  if (
    !manifest.database ||
    !Array.isArray(manifest.database.migrations) ||
    !Array.isArray(manifest.tables) ||
    !Array.isArray(manifest.images) ||
    !Array.isArray(manifest.sequences) ||
    files.some((entry) => !safe(entry.file) || typeof entry.sha256 !== 'string')
  ) {
    throw new BackupError('The backup is damaged: its manifest.json is incomplete.');
  }
  return manifest as BackupManifest;
}

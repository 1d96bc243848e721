import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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
/** With BACKUP_KEY: HMAC-SHA256 of manifest.json's bytes (hex), beside it; the manifest holds every file's SHA-256. */
export const SIGNATURE_FILE = 'manifest.sig';

export function signManifest(key: string, manifest: Buffer): string {
  return createHmac('sha256', key).update(manifest).digest('hex');
}

/** Compared in constant time: a wrong signature tells nothing of the right one. */
export function signatureHolds(key: string, manifest: Buffer, signature: string): boolean {
  const expected = Buffer.from(signManifest(key, manifest), 'hex');
  const given = Buffer.from(signature.trim(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Where backup.ts writes a table's rows: database/public.users.copy for public.users. */
export function tableFile(name: string): string {
  return `database/${name.replaceAll('"', '')}.copy`;
}

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

const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isSha256 = (value: unknown) => isString(value) && /^[0-9a-f]{64}$/.test(value);
const isList = <T>(value: unknown, each: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.every((item) => each(item));

/** A path inside the archive under `folder`, without a way out of it. */
const safeFile = (file: unknown, folder: string) =>
  isString(file) &&
  file.startsWith(`${folder}/`) &&
  !file.includes('\\') &&
  !file.includes('\0') &&
  file.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

const isTable = (value: unknown): value is BackupTable =>
  isObject(value) &&
  isString(value.name) &&
  value.name.length > 0 &&
  value.file === tableFile(value.name) &&
  safeFile(value.file, 'database') &&
  isList(value.columns, isString) &&
  value.columns.length > 0 &&
  isCount(value.rows) &&
  isCount(value.bytes) &&
  isSha256(value.sha256);

const isImage = (value: unknown): value is BackupFile =>
  isObject(value) && safeFile(value.file, 'images') && isCount(value.bytes) && isSha256(value.sha256);

const isSequence = (value: unknown): value is BackupManifest['sequences'][number] =>
  isObject(value) &&
  isString(value.name) &&
  isString(value.lastValue) &&
  /^-?\d{1,19}$/.test(value.lastValue) &&
  typeof value.isCalled === 'boolean';

/**
 * Checks the manifest's shape and every value's type; a foreign or damaged one is refused with
 * what is wrong. The names in it are still only claims: restore.ts compares them with the schema.
 */
export function parseManifest(text: string | null): BackupManifest {
  if (text === null) throw new BackupError('This is not a backup of this product: the archive has no manifest.json.');
  let manifest: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isObject(parsed)) throw new Error('not an object');
    manifest = parsed;
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
  const { database, tables, images, sequences } = manifest;
  const files = [...(Array.isArray(tables) ? tables : []), ...(Array.isArray(images) ? images : [])].map((entry) =>
    isObject(entry) ? entry.file : null,
  );
  if (
    !isString(manifest.product) ||
    !isString(manifest.productVersion) ||
    !isString(manifest.createdAt) ||
    !isObject(database) ||
    (database.kind !== 'embedded' && database.kind !== 'postgres') ||
    !isString(database.serverVersion) ||
    !isList(database.migrations, isString) ||
    !isList(tables, isTable) ||
    !isList(images, isImage) ||
    !isList(sequences, isSequence) ||
    new Set(files).size !== files.length
  ) {
    throw new BackupError('The backup is damaged: its manifest.json is incomplete or has values of the wrong kind.');
  }
  return manifest as unknown as BackupManifest;
}

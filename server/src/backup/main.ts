// `npm run backup -- --out FILE` and `npm run restore -- FILE` (docs/deploy.md, decision 0026).
// The backup works while the server runs and takes writes; the restore wants an empty DATA_DIR
// (or an empty database of DATABASE_URL) and writes nothing when it refuses.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/database.ts';
import { embeddedPostgresUrl } from '../db/embedded-postgres.ts';
import { takeBackup } from './backup.ts';
import { BackupError, type BackupManifest } from './manifest.ts';
import { restoreBackup } from './restore.ts';

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  options: { out: { type: 'string' } },
  allowPositionals: true,
  strict: true,
});
const config = loadConfig();

function summary(manifest: BackupManifest): string {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return `${rows} rows in ${manifest.tables.length} tables and ${manifest.images.length} images, as of ${manifest.createdAt}`;
}

async function backup(out: string): Promise<string> {
  const source = {
    kind: config.databaseUrl ? ('postgres' as const) : ('embedded' as const),
    imagesRoot: config.uploadDir,
    key: config.backupKey,
  };
  if (config.databaseUrl) {
    return summary(await takeBackup({ ...source, databaseUrl: config.databaseUrl }, out));
  }
  try {
    // No server holds DATA_DIR: start its PostgreSQL for the backup.
    const database = await openDatabase(config);
    try {
      return summary(await takeBackup({ ...source, databaseUrl: database.url }, out));
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // The running server's PostgreSQL, over its Unix socket; the server goes on taking writes.
    const databaseUrl = embeddedPostgresUrl(join(config.dataDir, 'postgres'));
    return summary(await takeBackup({ ...source, databaseUrl }, out));
  }
}

async function run(): Promise<string> {
  if (command === 'backup') {
    if (!values.out) throw new BackupError('Usage: npm run backup -- --out FILE');
    return `Backed up ${await backup(values.out)} into ${values.out}.`;
  }
  if (command === 'restore') {
    const [file] = positionals;
    if (!file) throw new BackupError('Usage: npm run restore -- FILE');
    const { manifest, signatureUnchecked, heldMails } = await restoreBackup(file, {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      imagesRoot: config.uploadDir,
      key: config.backupKey,
    });
    const into = config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir;
    return [
      ...(signatureUnchecked
        ? ['Note: the backup is signed, but BACKUP_KEY is not set here: its signature was not checked.']
        : []),
      `Restored ${summary(manifest)} into ${into}.`,
      `${heldMails} e-mails were waiting to be sent when the backup was taken; the original server may have sent them ` +
        'since, so they are held, and so are the reminders the scheduled jobs make until you decide. ' +
        'Send them with npm run mail:held -- --send, or delete them with npm run mail:held -- --drop.',
      'Start the server: npm start',
    ].join('\n');
  }
  throw new BackupError('Commands: backup --out FILE, restore FILE');
}

try {
  console.log(await run());
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}

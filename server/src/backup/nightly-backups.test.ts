import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEachDatabase } from '../../test/databases.ts';
import { backupFileName, NightlyBackups, nextBackupAt } from './nightly-backups.ts';

describe('the nightly backup time', () => {
  it('is 03:30 in Bratislava: 02:30 UTC in winter, 01:30 UTC in summer', () => {
    expect(nextBackupAt(new Date('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-16T02:30:00.000Z');
    expect(nextBackupAt(new Date('2026-07-15T00:00:00Z')).toISOString()).toBe('2026-07-15T01:30:00.000Z');
    expect(nextBackupAt(new Date('2026-07-15T01:30:00Z')).toISOString()).toBe('2026-07-16T01:30:00.000Z');
  });

  it('happens once on both daylight-saving nights', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST; 25 October 2026: 03:00 CEST becomes 02:00 CET.
    expect(nextBackupAt(new Date('2026-03-28T23:00:00Z')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(nextBackupAt(new Date('2026-10-24T23:00:00Z')).toISOString()).toBe('2026-10-25T02:30:00.000Z');
    expect(nextBackupAt(new Date('2026-10-25T01:30:00Z')).toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });

  it('names the file by the local date and time', () => {
    expect(backupFileName(new Date('2026-10-25T02:30:00Z'))).toBe('autoskola-2026-10-25-0330.tar.gz');
    expect(backupFileName(new Date('2026-07-16T01:30:00Z'))).toBe('autoskola-2026-07-16-0330.tar.gz');
  });
});

describeEachDatabase('nightly backups', (database) => {
  let dir: string;
  let images: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'autoskola-nightly-'));
    images = mkdtempSync(join(tmpdir(), 'autoskola-nightly-images-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(images, { recursive: true, force: true });
  });

  it('writes the night’s backup into BACKUP_DIR and keeps only the newest BACKUP_KEEP of its own', async () => {
    const older = [
      'autoskola-2026-11-20-0330.tar.gz',
      'autoskola-2026-11-21-0330.tar.gz',
      'autoskola-2026-11-22-0330.tar.gz',
    ];
    for (const name of [...older, 'notes.txt']) writeFileSync(join(dir, name), 'old');
    const logged: string[] = [];
    const backups = new NightlyBackups({
      dir,
      keep: 2,
      source: { databaseUrl: database().url, kind: database().kind, imagesRoot: images },
      db: database().db,
      log: { info: (message) => logged.push(message), error: (message) => logged.push(`error: ${message}`) },
    });
    const file = await backups.run(new Date('2026-11-25T02:30:00Z'));
    expect(file).toBe(join(dir, 'autoskola-2026-11-25-0330.tar.gz'));
    expect(readdirSync(dir).sort()).toEqual([
      'autoskola-2026-11-22-0330.tar.gz',
      'autoskola-2026-11-25-0330.tar.gz',
      'notes.txt',
    ]);
    expect(logged).toEqual([`backup: ${file} (2 older removed)`]);
  });
});

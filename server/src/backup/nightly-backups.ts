import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { TZDate } from '@date-fns/tz';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type BackupSource, takeBackup } from './backup.ts';

const TIME_ZONE = 'Europe/Bratislava';
const AT = { hour: 3, minute: 30 };
// Any constant: with several instances on one database, one of them takes the night's backup.
const BACKUP_LOCK_ID = 73_510_003;
const FILE_NAME = /^autoskola-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz$/;

/** The next 03:30 in Bratislava after `now` (on both daylight-saving nights 03:30 happens once). */
export function nextBackupAt(now: Date): Date {
  const local = new TZDate(now.getTime(), TIME_ZONE);
  for (let day = 0; ; day += 1) {
    const candidate = new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate() + day,
      AT.hour,
      AT.minute,
      0,
      0,
      TIME_ZONE,
    );
    if (candidate.getTime() > now.getTime()) return new Date(candidate.getTime());
  }
}

/** autoskola-2026-11-25-0330.tar.gz: the local time, so the files sort by it. */
export function backupFileName(at: Date): string {
  const local = new TZDate(at.getTime(), TIME_ZONE);
  const two = (value: number) => String(value).padStart(2, '0');
  return `autoskola-${local.getFullYear()}-${two(local.getMonth() + 1)}-${two(local.getDate())}-${two(local.getHours())}${two(local.getMinutes())}.tar.gz`;
}

export interface NightlyBackupOptions {
  /** BACKUP_DIR. */
  dir: string;
  /** BACKUP_KEEP: how many of the newest backups stay. */
  keep: number;
  source: BackupSource;
  db: Db;
  log: { info: (message: string) => void; error: (message: string) => void };
}

/** BACKUP_DIR set: a backup every night at 03:30 Bratislava time, the newest BACKUP_KEEP kept. */
export class NightlyBackups {
  private readonly options: NightlyBackupOptions;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(options: NightlyBackupOptions) {
    this.options = options;
  }

  /** Takes one backup now (unless another instance is taking it) and prunes; answers its file or null. */
  async run(now: Date = new Date()): Promise<string | null> {
    const { dir, source, db, log } = this.options;
    const file = join(dir, backupFileName(now));
    const taken = await db.transaction(async (tx) => {
      const lock = (await tx.execute(
        sql`SELECT pg_try_advisory_xact_lock(${BACKUP_LOCK_ID}) AS locked`,
      )) as unknown as {
        rows: { locked: boolean }[];
      };
      if (!lock.rows[0]?.locked) return false;
      await takeBackup(source, file);
      return true;
    });
    if (!taken) return null;
    const removed = await this.prune();
    log.info(`backup: ${file}${removed > 0 ? ` (${removed} older removed)` : ''}`);
    return file;
  }

  /** Deletes all but the newest `keep` backups of ours in the folder; answers how many went. */
  async prune(): Promise<number> {
    const ours = (await readdir(this.options.dir)).filter((name) => FILE_NAME.test(name)).sort();
    const old = ours.slice(0, Math.max(0, ours.length - this.options.keep));
    for (const name of old) await rm(join(this.options.dir, name), { force: true });
    return old.length;
  }

  start(): void {
    this.stopped = false;
    const schedule = () => {
      if (this.stopped) return;
      const delay = nextBackupAt(new Date()).getTime() - Date.now();
      // setTimeout holds at most 24.8 days; a night is much less.
      this.timer = setTimeout(() => {
        this.running = this.run()
          .catch((error: unknown) =>
            this.options.log.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`),
          )
          .finally(() => {
            this.running = null;
            schedule();
          });
      }, delay);
      this.timer.unref();
    };
    schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}

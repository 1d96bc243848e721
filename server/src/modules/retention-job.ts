import { sql } from 'drizzle-orm';
import { mailHolds } from '../db/core-tables.ts';
import type { Db } from '../db/database.ts';
import { type QuietMomentOptions, quietMoment } from '../jobs/quiet-moment.ts';
import type { FeatureModule, JobContext, JobMail } from './feature-module.ts';

/**
 * The jobs' mail: held while a restored backup's hold lasts (mail_holds, decision 0032), since the
 * original server may have sent the same reminders after the snapshot; sent as usual otherwise.
 */
async function jobMail(db: Db, mail: JobMail): Promise<JobMail> {
  const [hold] = await db.select({ reason: mailHolds.reason }).from(mailHolds).limit(1);
  if (!hold) return mail;
  const { outbox } = mail;
  return {
    ...mail,
    outbox: {
      enqueue: (mails, tx) => outbox.enqueue(mails, tx, { heldReason: hold.reason }),
      kick: () => outbox.kick(),
    },
  };
}

// Any constant: with several instances on one PostgreSQL, one of them runs the job at a time.
const RETENTION_LOCK_ID = 73_510_002;
const HOUR_MS = 3_600_000;

export interface RetentionOptions {
  db: Db;
  /** RETENTION_RESOLVED_MONTHS, handed to every feature's purge. */
  months: number;
  /** The features whose personal data is purged and whose jobs run (features/index.ts). */
  modules: readonly FeatureModule[];
  log: JobContext['log'];
  /** Handed to the features' jobs that e-mail people. */
  mail?: JobMail;
  /** How often the job runs; the first run is shortly after start (`firstRunMs`). */
  intervalMs?: number;
  firstRunMs?: number;
  /**
   * Each run waits for a quiet moment first: a purge of a few thousand rows (with their history
   * and the features' reminders) took PostgreSQL about 0.1 s of one of the two cores, and nothing
   * about it is urgent to the minute, so it does not run in the middle of a rush of bookings.
   */
  quiet?: QuietMomentOptions;
}

/**
 * Every hour, in one instance at a time, at a quiet moment: each feature deletes the personal data
 * past its keeping period (PersonalData.purgeExpired, in one transaction under an advisory lock),
 * then each feature's scheduled jobs run.
 */
export class RetentionJob {
  private readonly options: RetentionOptions;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(options: RetentionOptions) {
    this.options = options;
  }

  /** Purges what is due at `now`; answers how many rows this run deleted (0 if another instance holds the lock). */
  async run(now: Date = new Date()): Promise<number> {
    const { db, months: retentionMonths, modules, log } = this.options;
    const deleted = await db.transaction(async (tx) => {
      // node-postgres answers with { rows }.
      const lock = (await tx.execute(
        sql`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK_ID}) AS locked`,
      )) as unknown as {
        rows: { locked: boolean }[];
      };
      if (!lock.rows[0]?.locked) return null;
      let count = 0;
      for (const module of modules) {
        const purge = module.personalData?.purgeExpired;
        if (purge) count += await purge({ db: tx, now, retentionMonths, log });
      }
      return count;
    });
    if (deleted === null) return 0;
    const mail = this.options.mail && (await jobMail(db, this.options.mail));
    for (const job of modules.flatMap((module) => module.jobs ?? [])) {
      await job.run({ db, now, retentionMonths, log, ...(mail ? { mail } : {}) });
    }
    return deleted;
  }

  start(): void {
    this.stopped = false;
    const tick = (delay: number) => {
      if (this.stopped) return;
      this.timer = setTimeout(() => {
        const { quiet } = this.options;
        this.running = (quiet ? quietMoment({ ...quiet, stopped: () => this.stopped }) : Promise.resolve())
          .then(() => (this.stopped ? 0 : this.run()))
          .catch((error: unknown) => this.options.log.warn(`retention: ${String(error)}`))
          .finally(() => {
            this.running = null;
            tick(this.options.intervalMs ?? HOUR_MS);
          });
      }, delay);
      this.timer.unref();
    };
    tick(this.options.firstRunMs ?? 5_000);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}

import { and, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { contactMessages } from '../db/schema.ts';
import { settleExpiredAttempts } from '../theory-test/attempts.ts';

// Any constant: with several instances on one PostgreSQL, one of them runs the job at a time.
const RETENTION_LOCK_ID = 73_510_002;
const HOUR_MS = 3_600_000;

/** The moment `months` calendar months before `now`: what was resolved before it is due. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export interface RetentionOptions {
  db: Db;
  months: number;
  log: { info: (message: string) => void; warn: (message: string) => void };
  /** How often the job runs; the first run is shortly after start. */
  intervalMs?: number;
}

/**
 * Deletes contact messages resolved more than RETENTION_RESOLVED_MONTHS ago (the GDPR page
 * promises it), with their e-mails (ON DELETE CASCADE), and settles theory tests left open past
 * their deadline (decision 0020). Runs in the server every hour.
 */
export class RetentionJob {
  private readonly options: RetentionOptions;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(options: RetentionOptions) {
    this.options = options;
  }

  /** Deletes what is due at `now`; answers how many messages this run deleted (0 if another instance holds the lock). */
  async run(now: Date = new Date()): Promise<number> {
    const cutoff = retentionCutoff(now, this.options.months);
    const deleted = await this.options.db.transaction(async (tx) => {
      // node-postgres answers with { rows }.
      const lock = (await tx.execute(
        sql`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK_ID}) AS locked`,
      )) as unknown as {
        rows: { locked: boolean }[];
      };
      if (!lock.rows[0]?.locked) return null;
      return tx
        .delete(contactMessages)
        .where(and(isNotNull(contactMessages.dateResolved), lt(contactMessages.dateResolved, cutoff)))
        .returning({ id: contactMessages.id });
    });
    if (deleted === null) return 0;
    const settled = await settleExpiredAttempts(this.options.db, now);
    if (settled > 0)
      this.options.log.info(`retention: settled ${settled} theory test(s) left open past their deadline`);
    if (deleted.length > 0) {
      this.options.log.info(
        `retention: deleted ${deleted.length} contact message(s) resolved before ${cutoff.toISOString()} ` +
          `(ids ${deleted.map((row) => row.id).join(', ')})`,
      );
    }
    return deleted.length;
  }

  start(): void {
    this.stopped = false;
    const tick = (delay: number) => {
      if (this.stopped) return;
      this.timer = setTimeout(() => {
        this.running = this.run()
          .catch((error: unknown) => this.options.log.warn(`retention: ${String(error)}`))
          .finally(() => {
            this.running = null;
            tick(this.options.intervalMs ?? HOUR_MS);
          });
      }, delay);
      this.timer.unref();
    };
    tick(5_000);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}

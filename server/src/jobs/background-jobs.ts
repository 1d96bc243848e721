import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Site } from '../api/context.ts';
import { mailFrom, type ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { Outbox, outboxKey } from '../mail/outbox.ts';
import type { FeatureModule } from '../modules/feature-module.ts';
import { RetentionJob } from '../modules/retention-job.ts';
import { BACKGROUND_WORK } from './quiet-moment.ts';

/** What the outbox, the jobs and the features' start hooks log through. */
export interface JobLog {
  info: (message: string) => void;
  warn: (message: string) => void;
  error: (message: string) => void;
}

export interface BackgroundJobsOptions {
  config: ServerConfig;
  database: Database;
  modules: readonly FeatureModule[];
  site: Site;
  /** The links in mail are sealed with a key derived from it (decision 0032). */
  jwtSecret: Uint8Array;
  /** Send mail and run the jobs (tests may drive the outbox themselves). */
  start: boolean;
  log: JobLog;
}

/**
 * The work the server does besides answering: the mail outbox, the retention job (with the
 * features' scheduled jobs) and the nightly backups. Each stops when the app closes.
 */
export async function startBackgroundJobs(
  app: FastifyInstance,
  { config, database, modules, site, jwtSecret, start, log }: BackgroundJobsOptions,
): Promise<{ outbox: Outbox; retention: RetentionJob }> {
  const outbox = new Outbox({
    database,
    linkKey: outboxKey(jwtSecret),
    from: () => mailFrom(config, site.config.school),
    smtpUrl: config.smtpUrl,
    spoolDir: join(config.dataDir, 'mail'),
    leaseSeconds: config.mailLeaseSeconds,
    log,
    // Only the server's own sending waits; tests that drive the outbox with kick() do not.
    quiet: start ? BACKGROUND_WORK : undefined,
  });
  app.decorate('outbox', outbox);
  if (start) outbox.start();
  // Also closes the pooled SMTP connection of tests that drive the outbox themselves.
  app.addHook('onClose', () => outbox.stop());
  const retention = new RetentionJob({
    db: database.db,
    months: config.retentionResolvedMonths,
    modules,
    log,
    mail: { outbox, school: () => site.config.school, publicUrl: config.publicUrl },
    // An hourly job may wait minutes for the answers people are waiting for, not longer.
    quiet: { ...BACKGROUND_WORK, maxWaitMs: 10 * 60_000 },
  });
  app.decorate('retention', retention);
  // Background work runs where mail runs: in the server, not in tests that drive it themselves.
  if (start) {
    retention.start();
    app.addHook('onClose', () => retention.stop());
  }
  if (start && config.backupDir) {
    // Loaded only when backups are on: tar and COPY's streams cost the others start time.
    const { NightlyBackups } = await import('../backup/nightly-backups.ts');
    const backups = new NightlyBackups({
      dir: config.backupDir,
      keep: config.backupKeep,
      source: { databaseUrl: database.url, kind: database.kind, imagesRoot: config.uploadDir, key: config.backupKey },
      db: database.db,
      log,
    });
    backups.start();
    app.addHook('onClose', () => backups.stop());
  }
  return { outbox, retention };
}

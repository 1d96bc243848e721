import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { mailOutbox } from '../db/core-tables.ts';
import { type Database, type Db, UNFLUSHED_COMMIT } from '../db/database.ts';
import { insertRows } from '../db/insert-rows.ts';
import { preparedFor } from '../db/prepared.ts';
import { type QuietMomentOptions, quietMoment } from '../jobs/quiet-moment.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
  replyTo?: string | null;
  /** The contact message whose data the mail carries (deleted with it). */
  contactMessageId?: number | null;
  /** The account whose data the mail carries (deleted with it). */
  userId?: number | null;
  /** An iCalendar event (VCALENDAR text) attached as invite.ics. */
  calendar?: string | null;
  /**
   * Secrets in the text besides the `#token=…` of a link (which the outbox finds itself): kept
   * encrypted until the mail is sent, and never stored readable (decision 0032).
   */
  secrets?: string[];
}

/** What a link's secret becomes in the stored text: the mail went out with it, the database keeps none. */
export const REDACTED_SECRET = '[odkaz bol odstránený po odoslaní]';

/** A link's secret travels in its fragment, `#token=` (link-tokens.ts): every one is found without help. */
const LINK_SECRET = /#token=([A-Za-z0-9_-]+)/g;

/** The key of the mails' link secrets: derived from the JWT secret, which is not in the database or a backup. */
export function outboxKey(jwtSecret: Uint8Array): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, new Uint8Array(0), 'autoskola outbox links', 32));
}

interface MailText {
  body: string;
  calendar: string | null;
}

/** AES-256-GCM of the whole text, bound to its recipient (a sealed text moved to another row does not open). */
function seal(key: Buffer, recipient: string, text: MailText): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(recipient));
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(text), 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64')}`;
}

/** The sealed text, or null when it does not open (another key: a database restored on another server). */
export function unseal(key: Buffer, recipient: string, sealed: string): MailText | null {
  try {
    if (!sealed.startsWith('v1:')) return null;
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(recipient));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as MailText;
  } catch {
    return null;
  }
}

/** A mail's row as stored: its secrets redacted from body and calendar, the whole text sealed beside them. */
export function storedText(
  key: Buffer,
  mail: OutgoingMail,
): { body: string; calendar: string | null; sealed: string | null } {
  const calendar = mail.calendar ?? null;
  const secrets = new Set(mail.secrets?.filter((secret) => secret.length > 0));
  for (const text of [mail.body, calendar ?? '']) {
    for (const match of text.matchAll(LINK_SECRET)) if (match[1]) secrets.add(match[1]);
  }
  if (secrets.size === 0) return { body: mail.body, calendar, sealed: null };
  // Longest first: a secret that contains another is redacted whole.
  const redact = (text: string) =>
    [...secrets]
      .sort((a, b) => b.length - a.length)
      .reduce((out, secret) => out.replaceAll(secret, REDACTED_SECRET), text);
  return {
    body: redact(mail.body),
    calendar: calendar === null ? null : redact(calendar),
    sealed: seal(key, mail.to, { body: mail.body, calendar }),
  };
}

export interface OutboxOptions {
  database: Pick<Database, 'db' | 'pipelinedTransaction'>;
  /** outboxKey(the JWT secret): seals the links' secrets while a mail waits. */
  linkKey: Buffer;
  /** The sender, asked for each message (the school's name may change while the server runs). */
  from: string | (() => string);
  /** nodemailer URL; null writes each message as an .eml file under spoolDir. */
  smtpUrl: string | null;
  spoolDir: string;
  log?: { info: (message: string) => void; warn: (message: string) => void };
  /** How often due mail is looked for, besides right after something was queued. */
  pollMs?: number;
  /**
   * A claimed message is not claimed again for this long: another instance may be sending it.
   * After a crash, what the dead process had claimed waits this long. Default 120 s.
   */
  leaseSeconds?: number;
  /**
   * Each batch waits for a quiet moment of the server first (a rush of bookings is answered
   * before its mail is sent). Not set where tests drive the outbox themselves.
   */
  quiet?: QuietMomentOptions;
}

const DEFAULT_LEASE_SECONDS = 120;
const CLAIM_BATCH = 20;

/**
 * SMTP_URL with nodemailer's three timeouts (URL query options) and a pooled connection, unless
 * SMTP_URL sets them itself. The pool keeps one connection open between messages: a burst of
 * notifications does not pay a new connection and greeting for each.
 */
export function transportUrl(smtpUrl: string, ms: number): string {
  const url = new URL(smtpUrl);
  for (const key of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(ms));
  }
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

/**
 * One Message-ID per outbox row, the same on every attempt: if an instance dies after the SMTP
 * server took a message but before it was marked sent, the copy sent again carries the same ID,
 * and mail systems show it once.
 */
export function outboxMessageId(id: number, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<outbox-${id}@${domain}>`;
}

/** The METHOD line of an iCalendar text (REQUEST for a new lesson, CANCEL for a cancelled one). */
const calendarMethod = (calendar: string) => /^METHOD:(\w+)/m.exec(calendar)?.[1] ?? 'PUBLISH';

/** Waits between attempts: 10 s, 20 s, 40 s … up to 30 min. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(10 * 2 ** Math.max(attempts - 1, 0), 1800);
}

const markSentOn = preparedFor((tx) =>
  tx
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null, sealed: null })
    .where(eq(mailOutbox.id, sql.placeholder('id')))
    .prepare('outbox_mark_sent'),
);

/**
 * Mail waits in the mail_outbox table and is retried until the SMTP server accepts it: nothing
 * acknowledged is lost when the mail server is down or the process restarts.
 */
export class Outbox {
  private readonly options: OutboxOptions;
  /** Created with the first message to send: nodemailer is not loaded by a server with nothing to send. */
  private transport: Promise<Transporter> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  private nextRound: Promise<void> | null = null;
  private stopped = true;
  private stopping = false;
  /** Set by stop(): no round begins any more (the database is about to close). */
  private closed = false;

  constructor(options: OutboxOptions) {
    this.options = options;
  }

  private transporter(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) => {
      const { smtpUrl } = this.options;
      // Connecting, the greeting and each wait for the server together stay within the lease, so a
      // slow SMTP server can never make two instances send the same message.
      const phaseMs = Math.floor((this.leaseSeconds * 1000) / 4);
      return smtpUrl
        ? nodemailer.createTransport(transportUrl(smtpUrl, phaseMs))
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    });
    return this.transport;
  }

  private get leaseSeconds(): number {
    return this.options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  }

  /** Queues mail inside the caller's transaction (or on its own); the caller wakes the sender (kick) once it has committed. */
  async enqueue(
    mails: OutgoingMail[],
    db: Db = this.options.database.db,
    options: { heldReason?: string } = {},
  ): Promise<void> {
    const held = options.heldReason ? { heldAt: new Date(), heldReason: options.heldReason } : {};
    await insertRows(
      db,
      mailOutbox,
      [
        'recipient',
        'subject',
        'body',
        'replyTo',
        'contactMessageId',
        'userId',
        'calendar',
        'sealed',
        ...(options.heldReason ? (['heldAt', 'heldReason'] as const) : []),
      ],
      mails.map((mail) => ({
        recipient: mail.to,
        subject: mail.subject,
        replyTo: mail.replyTo ?? null,
        contactMessageId: mail.contactMessageId ?? null,
        userId: mail.userId ?? null,
        ...storedText(this.options.linkKey, mail),
        ...held,
      })),
    );
  }

  start(): void {
    this.stopped = false;
    this.stopping = false;
    this.closed = false;
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    this.closed = true;
    clearTimeout(this.timer);
    await this.running;
    await this.nextRound;
    (await this.transport)?.close();
  }

  /** Sends what is due now; the promise settles after a round that started after this call. */
  kick(): Promise<void> {
    // After stop() no round may begin: it would claim mail after the database closed and leave it
    // leased (unsent for the lease's length) instead of due at once for the other instances.
    if (this.closed) return Promise.resolve();
    if (this.running) {
      // A round is under way and may have missed what was just queued: run one more after it.
      this.nextRound ??= this.running.then(() => {
        this.nextRound = null;
        return this.kick();
      });
      return this.nextRound;
    }
    this.running = this.deliverDue()
      .catch((error: unknown) => this.options.log?.warn(`mail outbox: ${String(error)}`))
      .finally(() => {
        this.running = null;
        this.schedule();
      });
    return this.running;
  }

  private schedule(): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.kick(), this.options.pollMs ?? 5000);
    this.timer.unref();
  }

  private async deliverDue(): Promise<void> {
    for (;;) {
      if (this.stopping) return;
      if (this.options.quiet) await quietMoment({ ...this.options.quiet, stopped: () => this.stopping });
      if (this.stopping) return;
      const claimedAt = Date.now();
      const mails = await this.claim();
      if (mails.length === 0) return;
      // Once a batch, not once a message: made again if someone removed it meanwhile.
      if (!this.options.smtpUrl) await mkdir(this.options.spoolDir, { recursive: true, mode: 0o700 });
      // One log line a batch, not one a message: in a burst of bookings the lines cost as much as the sending.
      const sent: string[] = [];
      try {
        for (const [index, mail] of mails.entries()) {
          // A message is begun only while even its slowest delivery (connecting, greeting, one
          // wait: three quarters of the lease) ends inside the lease; or the lease would run out
          // and another instance could send it too. The rest goes back for the next round.
          if (this.stopping || Date.now() - claimedAt > this.startWindowMs) {
            await this.release(mails.slice(index));
            return;
          }
          if (await this.deliver(mail)) sent.push(`${mail.id} to ${mail.recipient}`);
        }
      } finally {
        if (sent.length > 0) this.options.log?.info(`mail sent: ${sent.join(', ')}`);
      }
      // A batch that was not full was all that was due: mail queued meanwhile kicks a round of
      // its own, and the poll finds the rest, so no claim is spent on finding nothing.
      if (mails.length < CLAIM_BATCH) return;
    }
  }

  private get startWindowMs(): number {
    return (this.leaseSeconds * 1000) / 4;
  }

  /**
   * Leases the next due messages (at most CLAIM_BATCH) in one statement: a burst of
   * notifications costs one database round per batch, not one per message. The lease is
   * bookkeeping (UNFLUSHED_COMMIT): lost in a crash of PostgreSQL, the messages are due at once.
   */
  private async claim(): Promise<(typeof mailOutbox.$inferSelect)[]> {
    // The work awaits nothing, so all of it leaves with BEGIN in one write; the rows come back with the COMMIT.
    const { claimed } = await this.options.database.pipelinedTransaction((tx, withCommit) => {
      const due = tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.heldAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.id))
        .limit(CLAIM_BATCH)
        .for('update', { skipLocked: true });
      withCommit(() => tx.execute(UNFLUSHED_COMMIT));
      return {
        claimed: withCommit(() =>
          tx
            .update(mailOutbox)
            .set({
              nextAttemptAt: sql`now() + make_interval(secs => ${this.leaseSeconds})`,
              attempts: sql`${mailOutbox.attempts} + 1`,
            })
            .where(inArray(mailOutbox.id, due))
            .returning(),
        ),
      };
    });
    return (await claimed).sort((a, b) => a.id - b.id);
  }

  /** Claimed but not begun: due again at once, and the claim does not count as an attempt. */
  private async release(mails: (typeof mailOutbox.$inferSelect)[]): Promise<void> {
    if (mails.length === 0) return;
    await this.options.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()`, attempts: sql`${mailOutbox.attempts} - 1` })
      .where(
        inArray(
          mailOutbox.id,
          mails.map((mail) => mail.id),
        ),
      );
  }

  /**
   * Marked sent right after each message, so a crash of this server sends at most that one again
   * (a crash of PostgreSQL itself may forget the marks of its last moment: UNFLUSHED_COMMIT). A
   * prepared statement, since a burst of bookings or notifications sends many in a row.
   */
  private markSent(id: number): Promise<void> {
    return this.options.database.pipelinedTransaction((tx, withCommit) => {
      withCommit(() => tx.execute(UNFLUSHED_COMMIT));
      withCommit(() => markSentOn(tx).execute({ id }));
    });
  }

  /** Whether it was sent (else it is held or due again later). */
  private async deliver(mail: typeof mailOutbox.$inferSelect): Promise<boolean> {
    const { db } = this.options.database;
    const from = typeof this.options.from === 'function' ? this.options.from() : this.options.from;
    const text: MailText | null = mail.sealed
      ? unseal(this.options.linkKey, mail.recipient, mail.sealed)
      : { body: mail.body, calendar: mail.calendar };
    if (!text) {
      // Sent with its links redacted it would be useless; it waits for an instructor's decision.
      await db
        .update(mailOutbox)
        .set({ heldAt: sql`now()`, heldReason: 'unreadable', attempts: sql`${mailOutbox.attempts} - 1` })
        .where(eq(mailOutbox.id, mail.id));
      this.options.log?.warn(
        `mail ${mail.id} to ${mail.recipient} held: its links were sealed with another key (JWT secret); ` +
          'npm run mail:held -- --drop removes it',
      );
      return false;
    }
    try {
      const info = await (await this.transporter()).sendMail({
        from,
        to: mail.recipient,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: text.body,
        messageId: outboxMessageId(mail.id, from),
        ...(text.calendar
          ? {
              attachments: [
                {
                  filename: 'invite.ics',
                  content: text.calendar,
                  contentType: `text/calendar; charset=utf-8; method=${calendarMethod(text.calendar)}`,
                },
              ],
            }
          : {}),
      });
      if (!this.options.smtpUrl) await this.spool(mail.id, (info as { message: Buffer }).message);
      await this.markSent(mail.id);
      return true;
    } catch (error) {
      const delay = retryDelaySeconds(mail.attempts);
      await db
        .update(mailOutbox)
        .set({ lastError: String(error).slice(0, 1000), nextAttemptAt: sql`now() + make_interval(secs => ${delay})` })
        .where(eq(mailOutbox.id, mail.id));
      this.options.log?.warn(
        `mail ${mail.id} not sent (attempt ${mail.attempts}), retry in ${delay} s: ${String(error)}`,
      );
      return false;
    }
  }

  private async spool(id: number, message: Buffer): Promise<void> {
    // The spool is a mailbox with working links: its owner's only (not the database's user, not others).
    await writeFile(join(this.options.spoolDir, `${String(id).padStart(8, '0')}.eml`), message, { mode: 0o600 });
  }
}

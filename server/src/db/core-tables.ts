import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** The tables every feature may use: accounts, their notification choices and the mail outbox. */

/**
 * The keys a core column refers to in a feature's table, each declared by that feature's own
 * `*-tables.ts` (decision 0023): the foreign key stays in the database, and db/ (the ground
 * floor) imports no feature. Read only when the table's foreign keys are (drizzle-kit), after the
 * table registry (features/tables.ts) loaded every feature's tables.
 */
const featureKeys = new Map<LinkedCoreColumn, () => AnyPgColumn>();

/** The core columns that refer to a feature's table ('table.column'). */
export type LinkedCoreColumn = 'mail_outbox.contact_message_id';

/** Declares the key `column` refers to. */
export function linkCoreColumn(column: LinkedCoreColumn, key: () => AnyPgColumn): void {
  featureKeys.set(column, key);
}

function featureKey(column: LinkedCoreColumn): () => AnyPgColumn {
  return () => {
    const key = featureKeys.get(column);
    if (!key) throw new Error(`${column} refers to a feature's key that no *-tables.ts declared (linkCoreColumn)`);
    return key();
  };
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(sql`ARRAY['ROLE_USER']::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** In every login token ('ver'); raised when the password changes, so older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * When a link sent to the address was used (decision 0033): until then the account sees no
     * application, payment or lesson, and the mailbox owner can take the account over.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * The person's name where the account has one of its own (the first instructor gives it in the
     * setup): what students see beside their lessons instead of the e-mail address.
     */
    firstname: varchar('firstname', { length: 100 }),
    lastname: varchar('lastname', { length: 100 }),
  },
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

/**
 * Which notifications a user chose; any feature may notify the users who chose its type. A row is
 * a choice: `enabled` on or off. Without a row the type's default holds (each feature module's
 * `notifications` declare it: new applications reach every instructor until they switch it off; issue 51).
 */
export const userNotifications = pgTable(
  'user_notifications',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 64 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);

/** Mail waits here until the SMTP server accepts it (DESIGN.md: nothing acknowledged is lost). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    replyTo: varchar('reply_to', { length: 254 }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** An iCalendar attachment (a lesson's .ics), sent as invite.ics beside the text. */
    calendar: text('calendar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The mail's text with its link secrets, encrypted with a key derived from the JWT secret
     * (decision 0032): body and calendar hold the text with each secret redacted. Cleared once
     * the mail is sent, so no working link stays in the database or a backup.
     */
    sealed: text('sealed'),
    /** Set: the outbox does not send it until released (`npm run mail:held`); decision 0032. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** Why: 'restored' (pending in a restored backup), 'unreadable' (its links' key is another). */
    heldReason: text('held_reason'),
    // Whose personal data the mail carries: erasing the message or the account erases its mail too.
    // The message's key is declared in contact-message-tables.ts.
    contactMessageId: integer('contact_message_id').references(featureKey('mail_outbox.contact_message_id'), {
      onDelete: 'cascade',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('mail_outbox_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} IS NULL AND ${table.heldAt} IS NULL`),
  ],
);

/**
 * A restored backup's hold (decision 0032): while a row is here, the mail the scheduled jobs make
 * (payment and lesson reminders) is held like the mail that was pending in the snapshot: the
 * original server may have sent the same reminders after the snapshot, and the restore cannot
 * tell. `npm run mail:held -- --send` or `--drop` decides, and ends the hold.
 */
export const mailHolds = pgTable('mail_holds', {
  reason: varchar('reason', { length: 24 }).primaryKey(),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The e-mails sent to one address for one purpose ('password-reset', an application's confirmation),
 * counted against a per-recipient limit (mail/recipient-limit.ts). The address is kept only as
 * its SHA-256 (lower-cased), and a row only a day.
 */
export const mailRecipientLog = pgTable(
  'mail_recipient_log',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 24 }).notNull(),
    recipientHash: varchar('recipient_hash', { length: 64 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_recipient_log_recipient_idx').on(table.kind, table.recipientHash, table.at),
    index('mail_recipient_log_at_idx').on(table.at),
  ],
);

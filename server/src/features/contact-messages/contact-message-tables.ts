import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { linkCoreColumn } from '../../db/core-tables.ts';

/** SPEC §3 contact messages, with the instructor's reply. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    firstname: varchar('firstname', { length: 100 }).notNull(),
    lastname: varchar('lastname', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 30 }),
    message: text('message').notNull(),
    dateAdd: timestamp('date_add', { withTimezone: true }).notNull().defaultNow(),
    dateResolved: timestamp('date_resolved', { withTimezone: true }),
    dateReply: timestamp('date_reply', { withTimezone: true }),
    replyMessage: text('reply_message'),
  },
  (table) => [
    index('contact_messages_date_add_idx').on(table.dateAdd, table.id),
    // Only resolved messages: the retention job is its one reader, and a new message (unresolved)
    // then writes one index entry less.
    index('contact_messages_date_resolved_idx').on(table.dateResolved).where(sql`${table.dateResolved} IS NOT NULL`),
    // No index on lower(email) (dropped in migration 0004): its one reader, a data-subject search,
    // runs a few times a year and scans 10,000 messages in about 8 ms, while every message sent
    // paid about 10 µs of its 36 µs for it (in PGlite, the embedded database until decision 0021).
  ],
);

// The mail about a message goes with it: erasing the message erases its mail (a declared link).
linkCoreColumn('mail_outbox.contact_message_id', () => contactMessages.id);

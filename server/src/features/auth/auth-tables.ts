import { integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../../db/core-tables.ts';

/**
 * Links sent by e-mail to an account: only a hash of the token is stored; each link works once,
 * until it expires (link-tokens.ts). One shape for each purpose, a table each.
 */
const linkTokenTable = (name: string) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      tokenHash: varchar('token_hash', { length: 64 }).notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true }),
    },
    (table) => [uniqueIndex(`${name}_token_hash_unique`).on(table.tokenHash)],
  );

/** Forgotten-password links. */
export const passwordResets = linkTokenTable('password_resets');

/** Links that prove an account's e-mail address (decision 0033). */
export const emailVerifications = linkTokenTable('email_verifications');

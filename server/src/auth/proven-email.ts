import { EMAIL_NOT_PROVEN } from '@autoskola/rules/accounts';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { HttpError } from '../api/errors.ts';
import { users } from '../db/core-tables.ts';

/**
 * An account's e-mail counts as proven once a link sent to it was used (decision 0033). Until then
 * the account sees no application, payment or lesson: anyone may register any address, and the
 * mailbox's owner must not find her data in a stranger's account.
 */
export { EMAIL_NOT_PROVEN };

/** A condition true when the account `userId` (a column or a number) has a proven e-mail. */
export const provenAccount = (userId: AnyPgColumn | SQL | number): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.emailVerifiedAt} is not null)`;

/** Refuses (403) a caller whose e-mail is not proven yet (the session lookup reads it with the user). */
export function assertEmailProven(user: { emailProven: boolean }): void {
  if (!user.emailProven) throw new HttpError(403, EMAIL_NOT_PROVEN);
}

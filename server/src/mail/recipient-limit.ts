import { createHash } from 'node:crypto';
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { RateLimit } from '../config.ts';
import { mailRecipientLog } from '../db/core-tables.ts';
import type { Db } from '../db/database.ts';

/** What a recipient's count is of, named by the feature that sends it ('password-reset', say): each kind has its own limit. */
export type RecipientMailKind = string;

const DAY_MS = 86_400_000;

const hashOf = (kind: RecipientMailKind, address: string) =>
  createHash('sha256').update(`${kind}:${address.trim().toLowerCase()}`).digest('hex');

/**
 * Whether one more e-mail of `kind` may go to each of `addresses` within `limit` (per recipient,
 * whoever asks and from wherever): if every one may, each is counted now, in the caller's
 * transaction, so an e-mail that is not queued is not counted either; if one may not, none is.
 * Requests for one address take turns (transaction-scoped advisory locks on the addresses'
 * hashes, taken in one order), so two cannot both pass the last place. The addresses are stored
 * only as hashes; rows older than a day (or the window) go on the way.
 */
export async function allowRecipientMails(
  tx: Db,
  kind: RecipientMailKind,
  addresses: readonly string[],
  limit: RateLimit,
): Promise<boolean> {
  const hashes = [...new Set(addresses.map((address) => hashOf(kind, address)))].sort();
  if (hashes.length === 0) return true;
  for (const hash of hashes) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${hash}, 0))`);
  const counts = await tx
    .select({ recipientHash: mailRecipientLog.recipientHash, count: count() })
    .from(mailRecipientLog)
    .where(
      and(
        eq(mailRecipientLog.kind, kind),
        inArray(mailRecipientLog.recipientHash, hashes),
        gt(mailRecipientLog.at, sql`now() - make_interval(secs => ${limit.windowMs / 1000})`),
      ),
    )
    .groupBy(mailRecipientLog.recipientHash);
  if (counts.some((row) => row.count >= limit.max)) return false;
  const kept = Math.max(limit.windowMs, DAY_MS) / 1000;
  await tx
    .delete(mailRecipientLog)
    .where(and(eq(mailRecipientLog.kind, kind), lt(mailRecipientLog.at, sql`now() - make_interval(secs => ${kept})`)));
  await tx.insert(mailRecipientLog).values(hashes.map((recipientHash) => ({ kind, recipientHash })));
  return true;
}

/** allowRecipientMails for one address. */
export const allowRecipientMail = (tx: Db, kind: RecipientMailKind, address: string, limit: RateLimit) =>
  allowRecipientMails(tx, kind, [address], limit);

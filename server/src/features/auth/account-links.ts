import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashLinkToken, newLinkToken } from '../../auth/link-tokens.ts';
import type { Db } from '../../db/database.ts';
import type { emailVerifications, passwordResets } from './auth-tables.ts';

/** The tables of an account's e-mailed links: one shape (auth-tables.ts), one way to issue and use them. */
type AccountLinks = typeof passwordResets | typeof emailVerifications;

/** A new link for the account, valid `ttlSeconds`; its older ones stop working (only the newest works). */
export async function issueAccountLink(tx: Db, links: AccountLinks, userId: number, ttlSeconds: number) {
  const { token, hash } = newLinkToken();
  await tx
    .update(links)
    .set({ usedAt: sql`now()` })
    .where(and(eq(links.userId, userId), isNull(links.usedAt)));
  await tx.insert(links).values({
    userId,
    tokenHash: hash,
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  });
  return token;
}

/**
 * Takes a link: its account's id, or null for an unknown, used or expired one. One statement:
 * two uses at once cannot both succeed.
 */
export async function useAccountLink(tx: Db, links: AccountLinks, token: string): Promise<number | null> {
  const [link] = await tx
    .update(links)
    .set({ usedAt: sql`now()` })
    .where(and(eq(links.tokenHash, hashLinkToken(token)), isNull(links.usedAt), gt(links.expiresAt, sql`now()`)))
    .returning({ userId: links.userId });
  return link?.userId ?? null;
}

/** How long a link works, as its e-mail says it: '1 hodinu', '48 h', '30 min'. */
export function linkValidity(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? '1 hodinu' : `${seconds / 3600} h`;
  return `${Math.round(seconds / 60)} min`;
}

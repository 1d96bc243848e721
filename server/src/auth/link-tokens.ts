import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret of a link sent by e-mail (a password reset, an application's confirmation): random,
 * in the address's fragment, and stored only as this hash, so a copy of the database does not let
 * anyone use a pending link.
 */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

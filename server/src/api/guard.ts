import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INSTRUCTOR_ROLE, type Tokens, type TokenUser } from '../auth/tokens.ts';
import { users } from '../db/core-tables.ts';
import type { Db } from '../db/database.ts';
import { HttpError, MESSAGES } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user?: TokenUser;
  }
}

/**
 * Runs before validation: without a valid token nothing about the request is revealed. A token
 * is valid while its signature and expiry hold, its user exists and its version is the user's
 * current one (a password change or reset raises it). Roles are the user's current ones, so a
 * removed role takes effect at once.
 */
export function requireRole(tokens: Tokens, db: Db, role: string = INSTRUCTOR_ROLE) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = await userOf(tokens, db, request.headers.authorization);
    if (!user) throw new HttpError(401, MESSAGES.unauthorized);
    if (!user.roles.includes(role)) throw new HttpError(403, MESSAGES.forbidden);
    request.user = user;
  };
}

/**
 * For operations anyone may call that remember a logged-in caller (their security lists both
 * nothing and bearerAuth): no header is an anonymous caller; a header that does not hold a valid
 * token is refused, as everywhere else, so an expired session shows as one instead of silently
 * working anonymously.
 */
export function identifyUser(tokens: Tokens, db: Db) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (request.headers.authorization === undefined) return;
    const user = await userOf(tokens, db, request.headers.authorization);
    if (!user) throw new HttpError(401, MESSAGES.unauthorized);
    request.user = user;
  };
}

async function userOf(tokens: Tokens, db: Db, header = ''): Promise<TokenUser | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const claims = match?.[1] ? await tokens.verify(match[1]) : null;
  if (!claims) return null;
  const [user] = await db
    .select({ email: users.email, roles: users.roles, version: users.tokenVersion })
    .from(users)
    .where(eq(users.id, claims.id));
  if (!user || user.version !== claims.version) return null;
  return { id: claims.id, ...user };
}

export function currentUser(request: FastifyRequest): TokenUser {
  if (!request.user) throw new HttpError(401, MESSAGES.unauthorized);
  return request.user;
}

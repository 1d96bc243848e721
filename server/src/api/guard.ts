import DataLoader from 'dataloader';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { INSTRUCTOR_ROLE, type Tokens, type TokenUser } from '../auth/tokens.ts';
import { users } from '../db/core-tables.ts';
import type { Db } from '../db/database.ts';
import { HttpError, MESSAGES } from './errors.ts';

/** The caller as the database has it now; whether the e-mail is proven comes with it, at no extra round trip. */
export interface SessionUser extends TokenUser {
  /** A link sent to the address was used (decision 0033). */
  emailProven: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
  }
}

/**
 * Who is calling: a token is valid while its signature and expiry hold, its user exists and its
 * version is the user's current one (a password change or reset raises it). Roles are the user's
 * current ones, so a removed role takes effect at once. The users asked for in one turn of the
 * event loop are read with one query (DataLoader, nothing kept between turns): a burst of
 * requests does not queue for the pool one lookup at a time.
 */
export function sessionUsers(tokens: Tokens, db: Db) {
  const columns = {
    id: users.id,
    email: users.email,
    roles: users.roles,
    version: users.tokenVersion,
    emailProven: sql<boolean>`${users.emailVerifiedAt} is not null`,
  };
  // One text whatever the number of ids (an array parameter), prepared once per connection.
  const lookup = db
    .select(columns)
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::integer[])`)
    .prepare('session_users');
  // Nearly every turn asks for one user: a statement of its own, which PostgreSQL plans once per
  // connection; the array's it plans again at every execution (decision 0044), about 0.1 ms.
  const lookupOne = db
    .select(columns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('session_user');
  const current = new DataLoader<number, Omit<SessionUser, 'id'> | null>(
    async (ids) => {
      const rows = ids.length === 1 ? await lookupOne.execute({ id: ids[0] }) : await lookup.execute({ ids: [...ids] });
      const byId = new Map(rows.map(({ id, ...user }) => [id, user]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { cache: false, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
  return async (header = ''): Promise<SessionUser | null> => {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match?.[1] ? await tokens.verify(match[1]) : null;
    if (!claims) return null;
    const user = await current.load(claims.id);
    if (!user || user.version !== claims.version) return null;
    return { id: claims.id, ...user };
  };
}

export type SessionUsers = ReturnType<typeof sessionUsers>;

/** Runs before validation: without a valid token nothing about the request is revealed. */
export function requireRole(userOf: SessionUsers, role: string = INSTRUCTOR_ROLE) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = await userOf(request.headers.authorization);
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
export function identifyUser(userOf: SessionUsers) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (request.headers.authorization === undefined) return;
    const user = await userOf(request.headers.authorization);
    if (!user) throw new HttpError(401, MESSAGES.unauthorized);
    request.user = user;
  };
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, MESSAGES.unauthorized);
  return request.user;
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { INSTRUCTOR_ROLE, type Tokens, type TokenUser } from '../auth/tokens.ts';
import { HttpError, MESSAGES } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user?: TokenUser;
  }
}

/** Runs before validation: without a valid token nothing about the request is revealed. */
export function requireRole(tokens: Tokens, role: string = INSTRUCTOR_ROLE) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const user = match?.[1] ? await tokens.verify(match[1]) : null;
    if (!user) throw new HttpError(401, MESSAGES.unauthorized);
    if (!user.roles.includes(role)) throw new HttpError(403, MESSAGES.forbidden);
    request.user = user;
  };
}

export function currentUser(request: FastifyRequest): TokenUser {
  if (!request.user) throw new HttpError(401, MESSAGES.unauthorized);
  return request.user;
}

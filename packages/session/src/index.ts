export {
  hasRole,
  INSTRUCTOR_ROLE,
  type Session,
  SessionStore,
  TOKEN_STORAGE_KEY,
} from './session-store.ts';
export { isExpired, readToken, type TokenClaims } from './token.ts';
export { session, useSession } from './use-session.ts';

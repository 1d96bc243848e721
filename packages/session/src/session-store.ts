import { isExpired, readToken, type TokenClaims } from './token.ts';

export const TOKEN_STORAGE_KEY = 'auth_token';
export const INSTRUCTOR_ROLE = 'ROLE_INSTRUCTOR';

export type Session =
  /** `expired`: a session of this page ran out (not a logout): the page may ask to sign in again. */
  | { status: 'anonymous'; token: null; email: null; roles: readonly string[]; expired: boolean }
  | { status: 'authenticated'; token: string; email: string | null; roles: readonly string[]; exp: number };

const anonymous: Session = { status: 'anonymous', token: null, email: null, roles: [], expired: false };
const expired: Session = { ...anonymous, expired: true };

type Listener = () => void;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function sessionFrom(token: string, claims: TokenClaims): Session {
  return { status: 'authenticated', token, email: claims.email, roles: claims.roles, exp: claims.exp };
}

/**
 * The one session of the page. Module Federation shares this package as a singleton, so the
 * shell and every remote read and change the same store.
 */
export class SessionStore {
  private current: Session = anonymous;
  private readonly listeners = new Set<Listener>();
  private expiryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    this.restore();
    // Logging in or out in another tab changes this one too.
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (event) => {
        if (event.key === TOKEN_STORAGE_KEY || event.key === null) this.restore();
      });
    }
  }

  /** On start a stored token is used only if it has not expired; otherwise it is removed. */
  restore(): void {
    const token = storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
    if (token === null) {
      this.set(anonymous);
      return;
    }
    const claims = readToken(token);
    if (claims === null || isExpired(claims)) {
      storage()?.removeItem(TOKEN_STORAGE_KEY);
      this.set(anonymous);
      return;
    }
    this.set(sessionFrom(token, claims));
  }

  getSnapshot = (): Session => this.current;

  getGuestSnapshot = (): Session => anonymous;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Stores the token; returns false (and stays logged out) when the token is unusable. */
  login(token: string): boolean {
    const claims = readToken(token);
    if (claims === null || isExpired(claims)) {
      this.logout();
      return false;
    }
    storage()?.setItem(TOKEN_STORAGE_KEY, token);
    this.set(sessionFrom(token, claims));
    return true;
  }

  logout(): void {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
    this.set(anonymous);
  }

  /** The held token ran out or the server refused it: cleared, but marked so the page can ask to sign in again. */
  expire(): void {
    if (this.current.status !== 'authenticated') return;
    storage()?.removeItem(TOKEN_STORAGE_KEY);
    this.set(expired);
  }

  /** Ends the session when the held token has expired; returns whether the session is still valid. */
  checkExpiry(): boolean {
    const session = this.current;
    if (session.status === 'authenticated' && isExpired({ email: null, roles: [], exp: session.exp })) {
      this.expire();
      return false;
    }
    return session.status === 'authenticated';
  }

  private set(next: Session): void {
    this.current = next;
    clearTimeout(this.expiryTimer);
    if (next.status === 'authenticated') {
      // setTimeout cannot wait longer than ~24.8 days; re-check at least that often.
      const delay = Math.min(Math.max(next.exp * 1000 - Date.now(), 0), 2 ** 31 - 1);
      this.expiryTimer = setTimeout(() => this.checkExpiry(), delay);
    }
    for (const listener of this.listeners) listener();
  }
}

export function hasRole(session: Session, role: string): boolean {
  return session.roles.includes(role);
}

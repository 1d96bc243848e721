import { decodeJwt } from 'jose';

export interface TokenClaims {
  email: string | null;
  roles: string[];
  /** Expiry in seconds since the epoch. */
  exp: number;
}

/** Reads the claims the frontend needs; null when the token is unreadable or has no exp (SPEC §4). */
export function readToken(token: string): TokenClaims | null {
  try {
    const payload = decodeJwt(token);
    if (typeof payload.exp !== 'number') return null;
    const roles = Array.isArray(payload.roles)
      ? payload.roles.filter((role): role is string => typeof role === 'string')
      : [];
    const email = typeof payload.email === 'string' ? payload.email : null;
    return { email, roles, exp: payload.exp };
  } catch {
    return null;
  }
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function isExpired(claims: TokenClaims | null, now = nowInSeconds()): boolean {
  return claims === null || claims.exp <= now;
}

import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

export const INSTRUCTOR_ROLE = 'ROLE_INSTRUCTOR';
export const USER_ROLE = 'ROLE_USER';

export interface TokenUser {
  id: number;
  email: string;
  roles: string[];
  /** The user's token version when the token was issued ('ver'); a password change raises it. */
  version: number;
}

/** JWT_SECRET, or a secret generated once and kept in DATA_DIR (readable by the owner only). */
export function loadJwtSecret(configured: string | null, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

const USER_ID = /^[1-9]\d{0,9}$/;
/** PostgreSQL's integer, the type of users.id. */
const MAX_USER_ID = 2_147_483_647;

/** Enough for every session of a school many times over; a flood of forged tokens is never kept. */
const VERIFIED_TOKENS = 1_000;

export class Tokens {
  private readonly secret: Uint8Array;
  private readonly ttlSeconds: number;
  /**
   * Tokens whose signature held, with their claims until they expire: a token cannot change, so
   * its HMAC (WebCrypto, a round through the thread pool) is checked once, not on every request.
   */
  private readonly verified = new Map<string, { claims: TokenUser; expiresAt: number }>();

  constructor(secret: Uint8Array, ttlSeconds: number) {
    this.secret = secret;
    this.ttlSeconds = ttlSeconds;
  }

  /** HS256 with sub, email, roles, iat and exp (DESIGN.md), and ver (the user's token version). */
  sign(user: TokenUser): Promise<string> {
    return new SignJWT({ email: user.email, roles: user.roles, ver: user.version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.secret);
  }

  /** The user a token names, or null when it is forged, expired or malformed. */
  async verify(token: string): Promise<TokenUser | null> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return known.claims;
      this.verified.delete(token);
    }
    try {
      // Only HS256: "alg: none" and other algorithms are refused by jose.
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
      });
      // The id as sign() writes it: a user's id in PostgreSQL's integer, in decimal. A signed '1e1'
      // or '2147483648' is nobody (the latter failed the session's lookup with a 500).
      const id = USER_ID.test(payload.sub ?? '') ? Number(payload.sub) : Number.NaN;
      if (!(id <= MAX_USER_ID) || typeof payload.email !== 'string' || !Array.isArray(payload.roles)) return null;
      // Tokens issued before versions existed count as version 0; a version not written as sign() writes it is refused.
      const version = payload.ver ?? 0;
      if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return null;
      const claims = {
        id,
        email: payload.email,
        roles: payload.roles.filter((role): role is string => typeof role === 'string'),
        version,
      };
      // Map keeps insertion order: the first key is the oldest.
      if (this.verified.size >= VERIFIED_TOKENS) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, { claims, expiresAt: (payload.exp as number) * 1000 });
      return claims;
    } catch {
      return null;
    }
  }
}

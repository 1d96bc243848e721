import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tokens } from './tokens.ts';

const secret = new TextEncoder().encode('a secret long enough for HS256 tokens in tests');
const user = { id: 7, email: 'jana@example.sk', roles: ['ROLE_USER'], version: 2 };

describe('tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('names the user of a token it signed, the second time without checking the signature again', async () => {
    const tokens = new Tokens(secret, 3600);
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toEqual(user);
    expect(await tokens.verify(token)).toEqual(user);
  });

  it('refuses a token once it has expired, also one it has verified before', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), toFake: ['Date'] });
    const tokens = new Tokens(secret, 60);
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toEqual(user);
    vi.setSystemTime(new Date('2026-11-25T10:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a forged or altered token', async () => {
    const tokens = new Tokens(secret, 3600);
    const forged = await new Tokens(new TextEncoder().encode('another secret, not the server one!!'), 3600).sign(user);
    expect(await tokens.verify(forged)).toBeNull();
    const token = await tokens.sign(user);
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '1', email: 'admin@example.sk', roles: ['ROLE_INSTRUCTOR'] }));
    expect(await tokens.verify(`${header}.${payload.toString('base64url')}.${signature}`)).toBeNull();
    expect(await tokens.verify('not a token')).toBeNull();
  });

  it('names nobody by a signed id or version written otherwise than it writes them', async () => {
    const tokens = new Tokens(secret, 3600);
    const signed = (sub: string, claims: Record<string, unknown> = { ver: 2 }) =>
      new SignJWT({ email: user.email, roles: user.roles, ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secret);
    expect(await tokens.verify(await signed('7'))).toEqual(user);
    // Beyond PostgreSQL's integer: it failed the session's lookup with a 500 instead of a 401.
    for (const sub of ['2147483648', '100000000000000000000', '1e1', '0x22', '035', ' 40', '0', '-7', '7.0']) {
      expect(await tokens.verify(await signed(sub)), sub).toBeNull();
    }
    for (const ver of ['2', -1, 2.5]) expect(await tokens.verify(await signed('7', { ver })), String(ver)).toBeNull();
    // A token from before versions existed is version 0.
    expect(await tokens.verify(await signed('7', {}))).toEqual({ ...user, version: 0 });
  });
});

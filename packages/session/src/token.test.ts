import { isExpired, readToken } from './token.ts';

const base64url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
const jwt = (payload: unknown) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.podpis`;

describe('readToken', () => {
  it('reads the e-mail, the roles and the expiry, UTF-8 included', () => {
    const claims = readToken(
      jwt({ sub: '7', email: 'žofia.čierna@autoškola.sk', roles: ['ADMIN', 5], exp: 2_000_000_000 }),
    );
    expect(claims).toEqual({ email: 'žofia.čierna@autoškola.sk', roles: ['ADMIN'], exp: 2_000_000_000 });
  });

  it.each([
    ['no expiry', jwt({ email: 'a@b.sk', roles: [] })],
    ['a payload that is not an object', jwt([1, 2])],
    ['two parts', jwt({ exp: 2_000_000_000 }).split('.').slice(0, 2).join('.')],
    ['not base64', 'a.%%%.b'],
    ['not a token', 'not-a-token'],
  ])('is null for %s', (_case, token) => {
    expect(readToken(token)).toBeNull();
  });

  it('treats an unreadable token as expired', () => {
    expect(isExpired(readToken('not-a-token'))).toBe(true);
    expect(isExpired(readToken(jwt({ exp: 10 })), 11)).toBe(true);
    expect(isExpired(readToken(jwt({ exp: 10 })), 9)).toBe(false);
  });
});

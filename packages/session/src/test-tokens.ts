/** Builds unsigned JWT-shaped tokens for tests; the frontend only decodes, the server verifies. */
export function fakeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export function tokenFor(roles: string[], secondsValid = 3600, email = 'ucitel@autoskola.sk'): string {
  return fakeToken({ sub: '1', email, roles, exp: Math.floor(Date.now() / 1000) + secondsValid });
}

/** An unsigned JWT-shaped token: the mocks stand in for the server, which signs real ones. */
export function mockToken(email: string, roles: string[], secondsValid = 8 * 3600): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', email, roles, iat: now, exp: now + secondsValid })}.mock`;
}

import type { Page } from '@playwright/test';

/** An unsigned JWT-shaped token: the frontend only decodes it (the server verifies real ones). */
export function fakeToken(roles: string[], secondsValid = 3600, email = 'ucitel@autoskola.sk'): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + secondsValid;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', email, roles, exp })}.signature`;
}

/** Starts the page with a token in localStorage, as if the user had logged in earlier. */
export async function withStoredToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('auth_token', value);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
}

export const INSTRUCTOR = ['ROLE_USER', 'ROLE_INSTRUCTOR'];

import { hasRole, INSTRUCTOR_ROLE, SessionStore, TOKEN_STORAGE_KEY } from './session-store.ts';
import { fakeToken, tokenFor } from './test-tokens.ts';

describe('SessionStore', () => {
  it('starts anonymous without a stored token', () => {
    expect(new SessionStore().getSnapshot().status).toBe('anonymous');
  });

  it('uses a stored token that has not expired, with its roles', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor(['ROLE_USER', INSTRUCTOR_ROLE]));
    const session = new SessionStore().getSnapshot();
    expect(session.status).toBe('authenticated');
    expect(hasRole(session, INSTRUCTOR_ROLE)).toBe(true);
    expect(session.email).toBe('ucitel@autoskola.sk');
  });

  it.each([
    ['expired', tokenFor(['ROLE_USER'], -10)],
    ['without exp', fakeToken({ roles: ['ROLE_USER'] })],
    ['unreadable', 'not-a-token'],
  ])('removes a stored token that is %s', (_case, token) => {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    expect(new SessionStore().getSnapshot().status).toBe('anonymous');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('login stores the token and notifies; logout clears token and roles', () => {
    const store = new SessionStore();
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().status));
    expect(store.login(tokenFor(['ROLE_USER']))).toBe(true);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
    store.logout();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.getSnapshot().roles).toEqual([]);
    expect(seen).toEqual(['authenticated', 'anonymous']);
  });

  it('follows a login or logout made in another tab', () => {
    const store = new SessionStore();
    localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor(['ROLE_USER']));
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    expect(store.getSnapshot().status).toBe('authenticated');
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    expect(store.getSnapshot().status).toBe('anonymous');
  });

  it('refuses to log in with an expired token', () => {
    const store = new SessionStore();
    expect(store.login(tokenFor(['ROLE_USER'], -1))).toBe(false);
    expect(store.getSnapshot().status).toBe('anonymous');
  });

  it('logs out by itself when the held token expires', () => {
    vi.useFakeTimers();
    try {
      const store = new SessionStore();
      store.login(tokenFor(['ROLE_USER'], 5));
      vi.advanceTimersByTime(6000);
      expect(store.getSnapshot()).toMatchObject({ status: 'anonymous', expired: true });
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

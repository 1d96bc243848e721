import { ApiError } from '@autoskola/api-client';
import { session } from '@autoskola/session';
import { tokenFor } from '@autoskola/session/testing';
import { createQueryClient } from './query-client.ts';

describe('the shell QueryClient', () => {
  afterEach(() => session.logout());

  it('logs the session out when any query is answered 401', async () => {
    session.login(tokenFor(['ROLE_USER']));
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['notifications'],
        queryFn: () => Promise.reject(new ApiError(401, { message: 'Invalid JWT Token' })),
      })
      .catch(() => undefined);
    expect(session.getSnapshot().status).toBe('anonymous');
  });

  it('keeps the session on other failures and does not retry client errors', async () => {
    session.login(tokenFor(['ROLE_USER']));
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(new ApiError(403, { message: 'Access Denied.' })));
    await client.prefetchQuery({ queryKey: ['offers'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().status).toBe('authenticated');
  });
});

import { session } from '@autoskola/session';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The page's one QueryClient (shared with every remote through Module Federation). A 401 from
 * any query or mutation means the held token is no longer accepted: the session ends.
 */
export function createQueryClient(): QueryClient {
  // The page stays: the guard asks to sign in again, so unsaved work survives.
  const logoutOn401 = (error: unknown) => {
    if (statusOf(error) === 401) session.expire();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: logoutOn401 }),
    mutationCache: new MutationCache({ onError: logoutOn401 }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          const status = statusOf(error);
          return (status === undefined || status >= 500) && failureCount < 2;
        },
        refetchOnWindowFocus: false,
      },
    },
  });
}

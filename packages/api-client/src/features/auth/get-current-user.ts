import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';

export const currentUserKey = ['current-user'] as const;

export function getCurrentUser() {
  return unwrap(api.GET('/auth/me'));
}

/** Checked once per page load (and after each login): a stored token the server no longer accepts logs out. */
export function currentUserQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...currentUserKey, token],
    queryFn: getCurrentUser,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Keeps the last answer while a new token is checked, so a page does not flash back to "checking". */
export function useCurrentUser(token: string | null) {
  return useQuery({
    ...currentUserQueryOptions(token ?? ''),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

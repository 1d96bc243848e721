import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { theoryTestKeys } from './theory-test-keys.ts';

/** A test in progress as the server holds it: after a reload, the same questions, answers and time. */
export function getTestAttempt(id: string) {
  return unwrap(api.GET('/test/attempt/{attemptId}', { params: { path: { attemptId: id } } }));
}

export function getTestAttemptQueryOptions(id: string) {
  // The server's clock counts down: never answer a reload from an old copy.
  return queryOptions({
    queryKey: theoryTestKeys.attempt(id),
    queryFn: () => getTestAttempt(id),
    staleTime: 0,
    retry: false,
  });
}

export function useTestAttempt(id: string | null) {
  return useQuery({ ...getTestAttemptQueryOptions(id ?? ''), enabled: id !== null });
}

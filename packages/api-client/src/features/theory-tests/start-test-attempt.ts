import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { theoryTestKeys } from './theory-test-keys.ts';

/** Draws a new test on the server; with a stored token it is the student's own. */
export function startTestAttempt() {
  return unwrap(api.POST('/test/attempt'));
}

export function useStartTestAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTestAttempt,
    onSuccess: ({ testAttempt }) => queryClient.setQueryData(theoryTestKeys.attempt(testAttempt.id), { testAttempt }),
  });
}

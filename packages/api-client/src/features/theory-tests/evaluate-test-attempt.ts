import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { theoryTestKeys } from './theory-test-keys.ts';

/** Grades the test as it stands; a student's result joins 'Moje výsledky'. */
export function evaluateTestAttempt(attemptId: string) {
  return unwrap(api.POST('/test/attempt/{attemptId}/evaluate', { params: { path: { attemptId } } }));
}

export function useEvaluateTestAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: evaluateTestAttempt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...theoryTestKeys.all, 'results'] }),
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../client.ts';
import { pageParams, useRefreshing, withArgument, withBody } from '../../query.ts';
import type { Schemas } from '../../schemas.ts';

const attemptParams = (attemptId: string) => ({ params: { path: { attemptId } } });

export const useTestOverview = () => $api.useQuery('get', '/test/overview');
export const useTestResults = (page = 1) => $api.useQuery('get', '/test/result/list', pageParams(page));
/** A test in progress as the server holds it; the server's clock counts down, so never from an old copy. */
export const useTestAttempt = (id: string | null) =>
  $api.useQuery('get', '/test/attempt/{attemptId}', attemptParams(id ?? ''), {
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });

/** Draws a new test on the server (a student's own with a stored token); its first read is this answer. */
export function useStartTestAttempt() {
  const queryClient = useQueryClient();
  return withArgument(
    $api.useMutation('post', '/test/attempt', {
      onSuccess: (data) =>
        queryClient.setQueryData(
          $api.queryOptions('get', '/test/attempt/{attemptId}', attemptParams(data.testAttempt.id)).queryKey,
          data,
        ),
    }),
    // biome-ignore lint/suspicious/noConfusingVoidType: void lets the screens call mutateAsync() bare
    (_: void) => ({}),
  );
}
export const useSaveTestAnswer = (attemptId: string) =>
  withArgument($api.useMutation('put', '/test/attempt/{attemptId}/answer'), (input: Schemas['TestAnswer']) => ({
    ...attemptParams(attemptId),
    body: input,
  }));
/** Grades the test as it stands; a student's result joins 'Moje výsledky'. */
export const useEvaluateTestAttempt = () =>
  withArgument(
    $api.useMutation('post', '/test/attempt/{attemptId}/evaluate', useRefreshing(['/test/result/list'])),
    attemptParams,
  );
/** The next question of a category that the student has not seen in this practice. */
export const useDrawPracticeQuestion = () => withBody($api.useMutation('post', '/test/practice/question'));
export const useCheckPracticeAnswer = () => withBody($api.useMutation('post', '/test/practice/check'));

// The question bank and the test's settings (the instructors' side of the feature).
export * from './test-questions.ts';

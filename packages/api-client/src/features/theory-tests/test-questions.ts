import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../client.ts';
import { idParams, imageBody, pageParams, type ReadPath, useRefreshing, withArgument, withBody } from '../../query.ts';
import type { Schemas } from '../../schemas.ts';

/** The question bank's reads: any change to a question makes them stale. */
const QUESTION_READS: readonly ReadPath[] = ['/admin/test/question/list', '/admin/test/question/{id}'];

export const useTestQuestions = (page = 1) => $api.useQuery('get', '/admin/test/question/list', pageParams(page));
export const useTestQuestion = (id: number) => $api.useQuery('get', '/admin/test/question/{id}', idParams(id));
export const useTestSettings = () => $api.useQuery('get', '/admin/test/settings');

export const useCreateTestQuestion = () =>
  withBody($api.useMutation('post', '/admin/test/question', useRefreshing(QUESTION_READS)));
export const useUpdateTestQuestion = () =>
  withArgument(
    $api.useMutation('put', '/admin/test/question/{id}', useRefreshing(QUESTION_READS)),
    ({ id, input }: { id: number; input: Schemas['TestQuestionInput'] }) => ({ ...idParams(id), body: input }),
  );
export const useDeleteTestQuestion = () =>
  withArgument($api.useMutation('delete', '/admin/test/question/{id}', useRefreshing(QUESTION_READS)), idParams);
export const useUploadTestQuestionImage = () =>
  withArgument(
    $api.useMutation('put', '/admin/test/question/{id}/image', useRefreshing(QUESTION_READS)),
    ({ id, file }: { id: number; file: Blob }) => imageBody(id, file),
  );
export const useDeleteTestQuestionImage = () =>
  withArgument($api.useMutation('delete', '/admin/test/question/{id}/image', useRefreshing(QUESTION_READS)), idParams);

/** The answer is the saved settings: they replace the cached ones, with no second request. */
export function useUpdateTestSettings() {
  const queryClient = useQueryClient();
  const settings = $api.queryOptions('get', '/admin/test/settings').queryKey;
  return withBody(
    $api.useMutation('put', '/admin/test/settings', {
      onSuccess: (data) => queryClient.setQueryData(settings, data),
    }),
  );
}

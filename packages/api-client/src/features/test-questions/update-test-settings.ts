import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';
import { testQuestionKeys } from './test-question-keys.ts';

export function updateTestSettings(input: Schemas['TestSettings']) {
  return unwrap(api.PUT('/admin/test/settings', { body: input }));
}

export function useUpdateTestSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTestSettings,
    onSuccess: (data) => queryClient.setQueryData(testQuestionKeys.settings(), data),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { testQuestionKeys } from './test-question-keys.ts';

export function getTestSettings() {
  return unwrap(api.GET('/admin/test/settings'));
}

export function getTestSettingsQueryOptions() {
  return queryOptions({ queryKey: testQuestionKeys.settings(), queryFn: getTestSettings });
}

export function useTestSettings() {
  return useQuery(getTestSettingsQueryOptions());
}

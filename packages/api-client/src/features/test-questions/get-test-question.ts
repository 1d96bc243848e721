import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { testQuestionKeys } from './test-question-keys.ts';

export function getTestQuestion(id: number) {
  return unwrap(api.GET('/admin/test/question/{id}', { params: { path: { id } } }));
}

export function getTestQuestionQueryOptions(id: number) {
  return queryOptions({ queryKey: testQuestionKeys.detail(id), queryFn: () => getTestQuestion(id) });
}

export function useTestQuestion(id: number) {
  return useQuery(getTestQuestionQueryOptions(id));
}

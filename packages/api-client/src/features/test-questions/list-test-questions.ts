import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, pageQuery, unwrap } from '../../client.ts';
import { testQuestionKeys } from './test-question-keys.ts';

export function listTestQuestions(page = 1) {
  return unwrap(api.GET('/admin/test/question/list', { params: { query: pageQuery(page) } }));
}

export function listTestQuestionsQueryOptions(page = 1) {
  return queryOptions({ queryKey: testQuestionKeys.list(page), queryFn: () => listTestQuestions(page) });
}

export function useTestQuestions(page = 1) {
  return useQuery(listTestQuestionsQueryOptions(page));
}

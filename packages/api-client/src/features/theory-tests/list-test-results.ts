import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, pageQuery, unwrap } from '../../client.ts';
import { theoryTestKeys } from './theory-test-keys.ts';

export function listTestResults(page = 1) {
  return unwrap(api.GET('/test/result/list', { params: { query: pageQuery(page) } }));
}

export function listTestResultsQueryOptions(page = 1) {
  return queryOptions({ queryKey: theoryTestKeys.results(page), queryFn: () => listTestResults(page) });
}

export function useTestResults(page = 1) {
  return useQuery(listTestResultsQueryOptions(page));
}

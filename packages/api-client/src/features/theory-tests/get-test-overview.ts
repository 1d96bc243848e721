import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { theoryTestKeys } from './theory-test-keys.ts';

export function getTestOverview() {
  return unwrap(api.GET('/test/overview'));
}

export function getTestOverviewQueryOptions() {
  return queryOptions({ queryKey: theoryTestKeys.overview(), queryFn: getTestOverview });
}

export function useTestOverview() {
  return useQuery(getTestOverviewQueryOptions());
}

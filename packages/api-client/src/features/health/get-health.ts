import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';

export function getHealth() {
  return unwrap(api.GET('/health'));
}

export function healthQueryOptions() {
  return queryOptions({ queryKey: ['health'], queryFn: getHealth });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}

import { $api } from '../../client.ts';

/** The admin home's overview (GET /home); read again whenever the home opens (no stale time). */
export const useHome = () => $api.useQuery('get', '/home');

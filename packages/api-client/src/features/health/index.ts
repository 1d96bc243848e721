import { $api } from '../../client.ts';

export const useHealth = () => $api.useQuery('get', '/health');

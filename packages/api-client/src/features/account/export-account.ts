import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';

/** Everything stored about the current user; fetched on demand to be saved as a file. */
export function exportAccount() {
  return unwrap(api.GET('/account/export'));
}

export function useExportAccount() {
  return useMutation({ mutationFn: () => exportAccount() });
}

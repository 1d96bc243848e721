import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';

export function deleteAccount(input: Schemas['AccountDelete']) {
  return unwrap(api.POST('/account/delete', { body: input }));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: (input: Schemas['AccountDelete']) => deleteAccount(input) });
}

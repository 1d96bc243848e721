import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';

export function requestPasswordReset(input: Schemas['PasswordResetRequest']) {
  return unwrap(api.POST('/auth/password-reset', { body: input }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (input: Schemas['PasswordResetRequest']) => requestPasswordReset(input) });
}

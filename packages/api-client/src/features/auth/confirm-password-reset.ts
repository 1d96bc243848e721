import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';

export function confirmPasswordReset(input: Schemas['PasswordResetConfirm']) {
  return unwrap(api.POST('/auth/password-reset/confirm', { body: input }));
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: (input: Schemas['PasswordResetConfirm']) => confirmPasswordReset(input) });
}

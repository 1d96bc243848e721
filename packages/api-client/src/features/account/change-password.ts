import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';

/** Answers a new token: the old one stops working with the change. */
export function changePassword(input: Schemas['PasswordChange']) {
  return unwrap(api.POST('/account/password', { body: input }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: (input: Schemas['PasswordChange']) => changePassword(input) });
}

import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';

export function register(input: Schemas['Credentials']) {
  return unwrap(api.POST('/auth/register', { body: input }));
}

export function useRegister() {
  return useMutation({ mutationFn: (input: Schemas['Credentials']) => register(input) });
}

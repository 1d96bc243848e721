import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import type { Schemas } from '../../schemas.ts';

export function login(input: Schemas['Credentials']) {
  return unwrap(api.POST('/auth/login', { body: input }));
}

export function useLogin() {
  return useMutation({ mutationFn: (input: Schemas['Credentials']) => login(input) });
}

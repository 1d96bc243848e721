import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { $api, api, unwrap } from '../../client.ts';
import { withBody } from '../../query.ts';

export const useLogin = () => withBody($api.useMutation('post', '/auth/login'));
/** Grants ROLE_USER only. */
export const useRegister = () => withBody($api.useMutation('post', '/auth/register'));
export const useRequestPasswordReset = () => withBody($api.useMutation('post', '/auth/password-reset'));
export const useConfirmPasswordReset = () => withBody($api.useMutation('post', '/auth/password-reset/confirm'));
/** Proves the account's e-mail with the token of its link (decision 0033). */
export const useVerifyEmail = () => withBody($api.useMutation('post', '/auth/verify-email'));
/** E-mails the current user a new link proving the address. */
export const useResendEmailVerification = () =>
  useMutation({ mutationFn: () => unwrap(api.POST('/auth/verify-email/resend')) });

/** The current user's checks, one per token (the shell asks whether any has answered). */
export const currentUserKey = ['current-user'] as const;

/**
 * Checked once per page load (and after each login): a stored token the server no longer accepts
 * logs out. Keeps the last answer while a new token is checked, so a page does not flash back to
 * "checking".
 */
export const useCurrentUser = (token: string | null) =>
  useQuery({
    queryKey: [...currentUserKey, token ?? ''],
    queryFn: () => unwrap(api.GET('/auth/me')),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    placeholderData: keepPreviousData,
  });

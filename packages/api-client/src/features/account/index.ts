import { useMutation } from '@tanstack/react-query';
import { $api, api, unwrap } from '../../client.ts';
import { withBody } from '../../query.ts';

/** Answers a new token: the old one stops working with the change. */
export const useChangePassword = () => withBody($api.useMutation('post', '/account/password'));
export const useDeleteAccount = () => withBody($api.useMutation('post', '/account/delete'));

/** Everything stored about the current user; fetched on demand to be saved as a file. */
export const useExportAccount = () => useMutation({ mutationFn: () => unwrap(api.GET('/account/export')) });

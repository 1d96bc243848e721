import { $api } from '../../client.ts';
import { idParams, pageParams, type ReadPath, useRefreshing, withArgument, withBody } from '../../query.ts';

/** Every read of contact messages (the data-subject search included): any change to one (or a new one) makes them all stale. */
const CONTACT_MESSAGE_READS: readonly ReadPath[] = [
  '/admin/contact-form/list',
  '/admin/contact-form/{id}',
  '/admin/contact-form/subject',
];

export const useContactMessages = (page = 1) => $api.useQuery('get', '/admin/contact-form/list', pageParams(page));
export const useContactMessage = (id: number) => $api.useQuery('get', '/admin/contact-form/{id}', idParams(id));

export const useAddContactMessage = () =>
  withBody($api.useMutation('post', '/contact-form/add', useRefreshing(CONTACT_MESSAGE_READS)));
export const useSetContactMessageResolved = () =>
  withArgument(
    $api.useMutation('patch', '/admin/contact-form/set-resolved/{id}', useRefreshing(CONTACT_MESSAGE_READS)),
    ({ id, resolved }: { id: number; resolved: boolean }) => ({ ...idParams(id), body: { resolved } }),
  );
export const useReplyContactMessage = () =>
  withArgument(
    $api.useMutation('post', '/admin/contact-form/reply/{id}', useRefreshing(CONTACT_MESSAGE_READS)),
    ({ id, replyMessage, resolved }: { id: number; replyMessage: string; resolved?: boolean }) => ({
      ...idParams(id),
      body: resolved === undefined ? { replyMessage } : { replyMessage, resolved },
    }),
  );
export const useDeleteContactMessage = () =>
  withArgument($api.useMutation('delete', '/admin/contact-form/{id}', useRefreshing(CONTACT_MESSAGE_READS)), idParams);

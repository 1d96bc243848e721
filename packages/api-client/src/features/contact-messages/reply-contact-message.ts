import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { contactMessageKeys } from './contact-message-keys.ts';

export function replyContactMessage(id: number, replyMessage: string, resolved?: boolean) {
  return unwrap(
    api.POST('/admin/contact-form/reply/{id}', {
      params: { path: { id } },
      body: resolved === undefined ? { replyMessage } : { replyMessage, resolved },
    }),
  );
}

export function useReplyContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, replyMessage, resolved }: { id: number; replyMessage: string; resolved?: boolean }) =>
      replyContactMessage(id, replyMessage, resolved),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessageKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { contactFormKeys } from './contact-form-keys.ts';

export function replyContactForm(id: number, replyMessage: string, resolved?: boolean) {
  return unwrap(
    api.POST('/admin/contact-form/reply/{id}', {
      params: { path: { id } },
      body: resolved === undefined ? { replyMessage } : { replyMessage, resolved },
    }),
  );
}

export function useReplyContactForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, replyMessage, resolved }: { id: number; replyMessage: string; resolved?: boolean }) =>
      replyContactForm(id, replyMessage, resolved),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactFormKeys.all }),
  });
}

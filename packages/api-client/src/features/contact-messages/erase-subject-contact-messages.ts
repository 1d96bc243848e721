import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { contactMessageKeys } from './contact-message-keys.ts';
import type { DataSubject } from './find-subject-contact-messages.ts';

export function eraseSubjectContactMessages(subject: DataSubject) {
  return unwrap(api.DELETE('/admin/contact-form/subject', { params: { query: subject } }));
}

export function useEraseSubjectContactMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subject: DataSubject) => eraseSubjectContactMessages(subject),
    // The inbox list and any open search change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessageKeys.all }),
  });
}

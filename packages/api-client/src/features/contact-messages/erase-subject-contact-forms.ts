import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../client.ts';
import { contactFormKeys } from './contact-form-keys.ts';
import type { DataSubject } from './find-subject-contact-forms.ts';

export function eraseSubjectContactForms(subject: DataSubject) {
  return unwrap(api.DELETE('/admin/contact-form/subject', { params: { query: subject } }));
}

export function useEraseSubjectContactForms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subject: DataSubject) => eraseSubjectContactForms(subject),
    // The inbox list and any open search change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactFormKeys.all }),
  });
}

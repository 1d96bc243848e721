/** Query keys of contact-form messages. */
export const contactMessageKeys = {
  all: ['contact-forms'] as const,
  list: (page: number) => [...contactMessageKeys.all, 'list', page] as const,
  detail: (id: number) => [...contactMessageKeys.all, 'detail', id] as const,
  subject: (subject: { email?: string; phone?: string }) =>
    [...contactMessageKeys.all, 'subject', subject.email ?? '', subject.phone ?? ''] as const,
};

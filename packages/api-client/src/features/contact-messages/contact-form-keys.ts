/** Query keys of contact-form messages. */
export const contactFormKeys = {
  all: ['contact-forms'] as const,
  list: (page: number) => [...contactFormKeys.all, 'list', page] as const,
  detail: (id: number) => [...contactFormKeys.all, 'detail', id] as const,
  subject: (subject: { email?: string; phone?: string }) =>
    [...contactFormKeys.all, 'subject', subject.email ?? '', subject.phone ?? ''] as const,
};

import type { Schemas } from '@autoskola/api-client';
import { normalizePhone } from '@autoskola/api-client/rules';
import { http, notFound, page } from './mock-api.ts';
import type { MockState } from './mock-state.ts';

const listItem = (form: Schemas['ContactMessageDetail']): Schemas['ContactMessageListItem'] => ({
  id: form.id,
  name: form.name,
  message: form.message,
  dateAdd: form.dateAdd,
  isResolved: form.dateResolved !== null,
});

const subjectMissing = {
  message: 'Zadajte e-mail alebo telefón.',
  errors: { email: 'Zadajte e-mail alebo telefón.' },
};

/** Which messages a data-subject request covers, as the server decides it; null without a subject. */
function subjectMatcher(query: URLSearchParams) {
  const email = query.get('email')?.trim().toLowerCase() ?? '';
  const phone = query.get('phone')?.trim() ? normalizePhone(query.get('phone') as string) : '';
  if (!email && !phone) return null;
  return (form: Schemas['ContactMessageDetail']) =>
    (email !== '' && form.email?.toLowerCase() === email) ||
    (phone !== '' && form.phone !== null && normalizePhone(form.phone) === phone);
}

/** Contact messages: sent from the public form, read, answered and erased in the admin. */
export function contactMessageHandlers(state: MockState) {
  const findForm = (id: string) => state.contactForms.find((form) => form.id === Number(id));
  return [
    http.post('/contact-form/add', async ({ request, response }) => {
      const input = await request.json();
      state.contactForms.unshift({
        id: state.nextId++,
        name: `${input.firstname} ${input.lastname}`,
        email: input.email || null,
        phone: input.phone || null,
        message: input.message,
        dateAdd: new Date().toISOString(),
        dateResolved: null,
        dateReply: null,
        replyMessage: null,
      });
      return response(201).json({ message: 'Správa bola úspešne odoslaná.' });
    }),

    http.get('/admin/contact-form/list', ({ query, response }) => {
      const newestFirst = [...state.contactForms].sort((a, b) => b.dateAdd.localeCompare(a.dateAdd) || b.id - a.id);
      const { items, pagesCount } = page(newestFirst, query as unknown as URLSearchParams);
      return response(200).json({ contactForms: items.map(listItem), pagesCount });
    }),

    http.get('/admin/contact-form/subject', ({ query, response }) => {
      const matches = subjectMatcher(query as unknown as URLSearchParams);
      if (!matches) return response(422).json(subjectMissing);
      const newestFirst = [...state.contactForms].sort((a, b) => b.dateAdd.localeCompare(a.dateAdd) || b.id - a.id);
      return response(200).json({ contactForms: newestFirst.filter(matches), testResults: [] });
    }),

    http.delete('/admin/contact-form/subject', ({ query, response }) => {
      const matches = subjectMatcher(query as unknown as URLSearchParams);
      if (!matches) return response(422).json(subjectMissing);
      const before = state.contactForms.length;
      state.contactForms = state.contactForms.filter((form) => !matches(form));
      return response(200).json({ deleted: before - state.contactForms.length, deletedTestResults: 0 });
    }),

    http.get('/admin/contact-form/{id}', ({ params, response }) => {
      const form = findForm(params.id);
      return form ? response(200).json({ contactForm: form }) : response(404).json(notFound);
    }),

    http.delete('/admin/contact-form/{id}', ({ params, response }) => {
      const form = findForm(params.id);
      if (!form) return response(404).json(notFound);
      state.contactForms = state.contactForms.filter((item) => item !== form);
      return response(204).empty();
    }),

    http.patch('/admin/contact-form/set-resolved/{id}', async ({ params, request, response }) => {
      const form = findForm(params.id);
      if (!form) return response(404).json(notFound);
      const { resolved } = await request.json();
      form.dateResolved = resolved ? (form.dateResolved ?? new Date().toISOString()) : null;
      return response(200).json({ contactForm: form });
    }),

    http.post('/admin/contact-form/reply/{id}', async ({ params, request, response }) => {
      const form = findForm(params.id);
      if (!form) return response(404).json(notFound);
      const { replyMessage, resolved } = await request.json();
      if (form.dateReply) return response(409).json({ message: 'Na túto správu už bola odoslaná odpoveď.' });
      if (!form.email)
        return response(422).json({ message: 'Odosielateľ nezadal e-mail, kontaktujte ho telefonicky.' });
      if (!replyMessage.trim()) return response(422).json({ message: 'Nie je možné odoslať prázdnu odpoveď.' });
      const now = new Date().toISOString();
      form.replyMessage = replyMessage.trim();
      form.dateReply = now;
      if (resolved) form.dateResolved = form.dateResolved ?? now;
      return response(200).json({ contactForm: form });
    }),
  ];
}

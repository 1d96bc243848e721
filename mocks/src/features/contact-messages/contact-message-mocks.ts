import type { Schemas } from '@autoskola/api-client';
import { normalizePhone } from '@autoskola/rules/contact-details';
import {
  ALREADY_REPLIED,
  contactMessageErrors,
  contactMessageSubjectSection,
  EMPTY_REPLY,
  MESSAGE_SENT,
  NO_SENDER_EMAIL,
} from '@autoskola/rules/contact-messages';
import { http, notFound, page, refusedBy } from '../../mock-api.ts';
import { defineMockFeature, type MockSubject } from '../../mock-feature.ts';
import { contactForms } from './contact-message-fixtures.ts';

const listItem = (form: Schemas['ContactMessageDetail']): Schemas['ContactMessageListItem'] => ({
  id: form.id,
  name: form.name,
  message: form.message,
  dateAdd: form.dateAdd,
  isResolved: form.dateResolved !== null,
});

/** Which messages a data-subject request covers, as the server decides it. */
const subjectMatcher =
  ({ email, phone }: MockSubject) =>
  (form: Schemas['ContactMessageDetail']) =>
    (email !== '' && form.email?.toLowerCase() === email) ||
    (phone !== '' && form.phone !== null && normalizePhone(form.phone) === phone);

type ContactMessageState = { contactForms: Schemas['ContactMessageDetail'][] };

const newestFirst = (state: ContactMessageState) =>
  [...state.contactForms].sort((a, b) => b.dateAdd.localeCompare(a.dateAdd) || b.id - a.id);

/** Contact messages: sent from the public form, read, answered and erased in the admin. */
export const contactMessageMocks = defineMockFeature({
  name: 'contact-messages',
  createState: (): ContactMessageState => ({ contactForms: structuredClone(contactForms) }),
  personalData: {
    subjectSection: contactMessageSubjectSection,
    findSubject: (state, subject) => ({ contactForms: newestFirst(state).filter(subjectMatcher(subject)) }),
    eraseSubject(state, subject) {
      const before = state.contactForms.length;
      const matches = subjectMatcher(subject);
      state.contactForms = state.contactForms.filter((form) => !matches(form));
      return { deleted: before - state.contactForms.length };
    },
  },
  handlers(state) {
    const findForm = (id: string) => state.contactForms.find((form) => form.id === Number(id));
    return [
      http.post('/contact-form/add', async ({ request, response }) => {
        const input = await request.json();
        const refused = refusedBy(contactMessageErrors(input));
        if (refused) return response(422).json(refused);
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
        return response(201).json({ message: MESSAGE_SENT });
      }),

      http.get('/admin/contact-form/list', ({ query, response }) => {
        const { items, pagesCount } = page(newestFirst(state), query as unknown as URLSearchParams);
        return response(200).json({ contactForms: items.map(listItem), pagesCount });
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
        if (form.dateReply) return response(409).json({ message: ALREADY_REPLIED });
        if (!form.email) return response(422).json({ message: NO_SENDER_EMAIL });
        if (!replyMessage.trim()) return response(422).json({ message: EMPTY_REPLY });
        const now = new Date().toISOString();
        form.replyMessage = replyMessage.trim();
        form.dateReply = now;
        if (resolved) form.dateResolved = form.dateResolved ?? now;
        return response(200).json({ contactForm: form });
      }),
    ];
  },
});

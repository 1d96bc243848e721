import type { Schemas } from '@autoskola/api-client';
import { normalizePhone } from '@autoskola/rules/contact-details';
import { SUBJECT_MISSING } from '@autoskola/rules/data-subjects';
import { http } from '../../mock-api.ts';
import { defineMockFeature, type MockSubject } from '../../mock-feature.ts';

const subjectMissing = { message: SUBJECT_MISSING, errors: { email: SUBJECT_MISSING } };

/** The person a request is about, as the server normalizes it; null when neither is given. */
function subjectOf(query: URLSearchParams): MockSubject | null {
  const email = query.get('email')?.trim().toLowerCase() ?? '';
  const phone = query.get('phone')?.trim() ? normalizePhone(query.get('phone') as string) : '';
  return email || phone ? { email, phone } : null;
}

/** Requests of data subjects: every feature's section of what it keeps about the person. */
export const dataSubjectMocks = defineMockFeature({
  name: 'data-subjects',
  handlers: (_state, registry) => [
    http.get('/admin/contact-form/subject', ({ query, response }) => {
      const subject = subjectOf(query as unknown as URLSearchParams);
      if (!subject) return response(422).json(subjectMissing);
      return response(200).json(registry.subjectSections(subject) as Schemas['SubjectData']);
    }),

    http.delete('/admin/contact-form/subject', ({ query, response }) => {
      const subject = subjectOf(query as unknown as URLSearchParams);
      if (!subject) return response(422).json(subjectMissing);
      return response(200).json(registry.eraseSubject(subject) as Schemas['ErasureResult']);
    }),
  ],
});

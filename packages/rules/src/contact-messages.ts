import type { components } from '@autoskola/api-client';
import { cut, type SubjectSectionRule } from './data-subjects.ts';

/** A person's contact messages as the data-subject screen lists them. */
export const contactMessageSubjectSection: SubjectSectionRule<components['schemas']['ContactMessageDetail']> = {
  key: 'contactForms',
  erasedKey: 'deleted',
  counted: ['správa', 'správy', 'správ'],
  erasedAlso: 'tejto osoby aj e-maily o nich',
  line: (form) => ({ date: form.dateAdd, text: `${form.name}: ${cut(form.message, 80)}` }),
};

import type { Schemas } from '@autoskola/api-client/types';
import { EMAIL_PATTERN, PHONE_PATTERN } from './contact-details.ts';
import { cut, type SubjectSectionRule } from './data-subjects.ts';
import { collectErrors, type FieldErrors, textError } from './field-rules.ts';
import { CONTRACT_LIMITS } from './generated/contract-limits.ts';

const limits = CONTRACT_LIMITS.ContactMessageInput;
const EMAIL_OR_PHONE = 'Vyplň kontaktný email alebo telefón.';

/** SPEC §5 contact form; the lengths are the contract's. */
export const CONTACT_MESSAGE_RULES = {
  firstname: { required: 'Meno je povinné.', maxLength: limits.firstname.maxLength, tooLong: 'Meno je príliš dlhé.' },
  lastname: {
    required: 'Priezvisko je povinné.',
    maxLength: limits.lastname.maxLength,
    tooLong: 'Priezvisko je príliš dlhé.',
  },
  email: {
    maxLength: limits.email.maxLength,
    tooLong: 'Neplatný e-mail.',
    pattern: EMAIL_PATTERN,
    invalid: 'Neplatný e-mail.',
  },
  phone: {
    maxLength: limits.phone.maxLength,
    tooLong: 'Neplatné telefónne číslo.',
    pattern: PHONE_PATTERN,
    invalid: 'Neplatné telefónne číslo.',
  },
  message: { required: 'Správa je povinná.', maxLength: limits.message.maxLength, tooLong: 'Správa je príliš dlhá.' },
  /** Both fields get it when neither is filled in. */
  emailOrPhone: EMAIL_OR_PHONE,
} as const;

export interface ContactMessageValues {
  firstname: string;
  lastname: string;
  email?: string | null;
  phone?: string | null;
  message: string;
}

/** Every rule in one pass, so the form shows all messages at once. */
export function contactMessageErrors(values: ContactMessageValues): FieldErrors {
  const neither = !values.email?.trim() && !values.phone?.trim();
  return collectErrors({
    firstname: textError(CONTACT_MESSAGE_RULES.firstname, values.firstname),
    lastname: textError(CONTACT_MESSAGE_RULES.lastname, values.lastname),
    email: neither ? EMAIL_OR_PHONE : textError(CONTACT_MESSAGE_RULES.email, values.email),
    phone: neither ? EMAIL_OR_PHONE : textError(CONTACT_MESSAGE_RULES.phone, values.phone),
    message: textError(CONTACT_MESSAGE_RULES.message, values.message),
  });
}

/** A person's contact messages as the data-subject screen lists them. */
export const contactMessageSubjectSection: SubjectSectionRule<Schemas['ContactMessageDetail']> = {
  key: 'contactForms',
  erasedKey: 'deleted',
  counted: ['správa', 'správy', 'správ'],
  erasedAlso: 'tejto osoby aj e-maily o nich',
  line: (form) => ({ date: form.dateAdd, text: `${form.name}: ${cut(form.message, 80)}` }),
};

/** The contact form's and the reply's answers (the server's, the mocks' alike). */
export const MESSAGE_SENT = 'Správa bola úspešne odoslaná.';
export const ALREADY_REPLIED = 'Na túto správu už bola odoslaná odpoveď.';
export const NO_SENDER_EMAIL = 'Správa neobsahuje e-mail: odpovedzte telefonicky.';
export const EMPTY_REPLY = 'Nie je možné odoslať prázdnu odpoveď.';

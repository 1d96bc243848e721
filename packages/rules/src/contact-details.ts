// How people give their name, an e-mail, a phone number and a postal code: the contact form,
// registration, applications, the school's details, the data-subject search, the server and the
// mocks check them alike.

/** Something@something.tld, nothing more: what the forms and the server accept as an e-mail. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number as people type it: an optional + or 00, then 8–15 digits, spaces, brackets, dashes. */
export const PHONE_PATTERN = /^(?:\+|00)?[0-9 ()-]{8,15}$/;

/**
 * One form for every way a Slovak number is written: digits only, 00 → international, and a
 * national 0… number as +421…. '+421 905 123 456', '00421905123456' and '0905 123 456' match.
 */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `421${digits.slice(1)}`;
  return digits;
}

/**
 * One way to show a phone number: a Slovak one as '+421 905 123 456' however it was typed; any
 * other as typed.
 */
export function formatPhone(phone: string): string {
  const digits = normalizePhone(phone);
  if (/^421\d{9}$/.test(digits)) return `+421 ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`;
  return phone.trim();
}

/**
 * One way to write a postal code: five digits together, as SPEC §9 writes the school's ('03401
 * Ružomberok'), whether typed '034 01' or '03401'.
 */
export function formatPostalCode(code: string): string {
  const digits = code.replace(/\s+/g, '');
  return /^\d{5}$/.test(digits) ? digits : code.trim();
}

/**
 * A person's name: letters (any alphabet, with their accents), spaces, hyphens, apostrophes and
 * dots, a dot never right before a letter ('St. Malá', not 'www.evil.sk'). The parent's e-mail
 * carries the applicant's name to any address the form was given, so a name cannot carry a link
 * (no digits, ':', '/' or a domain a mail program would make clickable) or markup (issue 50).
 */
export const PERSON_NAME_PATTERN = /^(?!.*\.\p{L})\p{L}[\p{L}\p{M} .'’-]*$/u;
export const NAME_CHARACTERS = 'môže obsahovať iba písmená, medzery, spojovníky, apostrofy a bodky.';

/** A person's first and last name wherever one is entered (each form adds its contract's maxLength). */
export const FIRSTNAME_RULE = {
  required: 'Meno je povinné.',
  tooLong: 'Meno je príliš dlhé.',
  pattern: PERSON_NAME_PATTERN,
  invalid: `Meno ${NAME_CHARACTERS}`,
} as const;

export const LASTNAME_RULE = {
  required: 'Priezvisko je povinné.',
  tooLong: 'Priezvisko je príliš dlhé.',
  pattern: PERSON_NAME_PATTERN,
  invalid: `Priezvisko ${NAME_CHARACTERS}`,
} as const;

/** One rule for a postal code wherever one is entered (an applicant's, the school's). */
export const POSTAL_CODE_RULE = {
  required: 'PSČ je povinné.',
  tooLong: 'PSČ musí mať 5 číslic (napr. 03401).',
  pattern: /^\d{3} ?\d{2}$/,
  invalid: 'PSČ musí mať 5 číslic (napr. 03401).',
} as const;

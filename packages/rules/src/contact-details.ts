// How people give an e-mail and a phone number: the contact form, registration, the data-subject
// search, the server and the mocks check them alike.

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

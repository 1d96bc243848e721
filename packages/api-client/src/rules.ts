// Rules the server, the mocks and the screens must apply alike. No dependencies: the server
// imports this file too.

/** Something@something.tld, nothing more: what the forms and the server accept as an e-mail. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number as people type it: an optional + or 00, then 8–15 digits, spaces, brackets, dashes. */
export const PHONE_PATTERN = /^(?:\+|00)?[0-9 ()-]{8,15}$/;

/** Registration's rule, also for a new password (SPEC §5). */
export const MIN_PASSWORD_LENGTH = 6;

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

/** The API's messages for these rules (openapi.yaml), which the screens show translated. */
export const API_RULE_MESSAGES = {
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  validationFailed: 'Validation failed.',
} as const;

/** The screens' message for a password under MIN_PASSWORD_LENGTH (SPEC §8). */
export const PASSWORD_TOO_SHORT_TEXT = `Heslo musí mať aspoň ${MIN_PASSWORD_LENGTH} znakov.`;

const euro = new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** 890 → "890 €" (Slovak format: space before the sign, spaces between thousands). */
export function formatPrice(price: number): string {
  return euro.format(price);
}

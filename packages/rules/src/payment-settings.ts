import { collectErrors, type FieldErrors, textError } from './field-rules.ts';

/**
 * The school's payment settings (issue 51): the account students pay to and the terms applicants
 * accept. The school sets them in the first start's setup and in 'Údaje o škole'; the applications
 * use them (the QR code, the version of the terms an applicant accepted).
 */
export const PAYMENT_SETTINGS_RULES = {
  iban: 'Zadajte platný IBAN, napríklad SK31 1200 0000 1987 4263 7541.',
  recipient: 'Príjemca je povinný.',
  recipientTooLong: 'Príjemca môže mať najviac 70 znakov.',
  termsRequired: 'Text obchodných podmienok je povinný.',
} as const;

export interface BankAccountValues {
  iban: string;
  recipient: string;
}

/** ISO 13616: country, check digits, account; the check digits make the number mod 97 equal 1. */
export function isValidIban(text: string): boolean {
  const iban = text.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

export function bankAccountErrors(values: BankAccountValues, prefix = ''): FieldErrors {
  return collectErrors({
    [`${prefix}iban`]: isValidIban(values.iban) ? null : PAYMENT_SETTINGS_RULES.iban,
    [`${prefix}recipient`]: textError(
      { required: PAYMENT_SETTINGS_RULES.recipient, maxLength: 70, tooLong: PAYMENT_SETTINGS_RULES.recipientTooLong },
      values.recipient,
    ),
  });
}

/** Whether an optional account (the first start's setup) was left out: no IBAN and no recipient. */
export const isBlankBankAccount = (values: BankAccountValues | null | undefined) =>
  !values || (values.iban.trim() === '' && values.recipient.trim() === '');

/** The setup's account: left blank it sets nothing; half filled, the blank half is asked for. */
export const optionalBankAccountErrors = (
  values: BankAccountValues | null | undefined,
  prefix = 'bankAccount.',
): FieldErrors => (!values || isBlankBankAccount(values) ? {} : bankAccountErrors(values, prefix));

/** A new version of the terms: some text (blank would leave applicants nothing to accept). */
export const termsErrors = (text: string): FieldErrors =>
  text.trim() === '' ? { text: PAYMENT_SETTINGS_RULES.termsRequired } : {};

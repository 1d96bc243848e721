import { API_RULE_MESSAGES, PASSWORD_TOO_SHORT_TEXT } from '@autoskola/rules/accounts';
import { ApiError } from './api-error.ts';

/** SPEC §8: server and browser messages the user sees in Slovak. Untranslated ones pass through. */
export const TRANSLATIONS: Readonly<Record<string, string>> = {
  'Invalid credentials.': 'Nesprávne prihlasovacie údaje.',
  [API_RULE_MESSAGES.passwordTooShort]: PASSWORD_TOO_SHORT_TEXT,
  'This value is already used.': 'Tento e-mail sa už používa.',
  'This value is not a valid email address.': 'Toto nie je platná e-mailová adresa.',
  'Failed to fetch': 'Nepodarilo sa načítať údaje.',
  'Unknown API error': 'Neznáma chyba. Skúste to prosím neskôr.',
};

export function translateMessage(message: string): string {
  return TRANSLATIONS[message] ?? message;
}

/** Field errors of a response (field → message), translated where a translation is known. */
export function translateFieldErrors(errors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translateMessage(message)]));
}

/** A failed call's field errors that belong to the form's own `fields`, translated where known. */
export function formFieldErrors<F extends string>(error: unknown, fields: readonly F[]): [F, string][] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(translateFieldErrors(error.errors)).filter((entry): entry is [F, string] =>
    (fields as readonly string[]).includes(entry[0]),
  );
}

/** The text to show for a failed call: the error's message translated, or the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : '';
  return message ? translateMessage(message) : fallback;
}

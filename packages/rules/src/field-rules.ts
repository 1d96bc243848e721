/**
 * Field rules as data (a limit and its Slovak message) and the one check of each kind. The forms,
 * the mocks and the server all call a feature's `…Errors(values)`, built from these.
 */

/** A text field: required or not, at most `maxLength` characters after trimming, maybe a pattern. */
export interface TextRule {
  required?: string;
  maxLength?: number;
  tooLong?: string;
  pattern?: RegExp;
  invalid?: string;
}

/** A whole number in a text field or a number: from `minimum` to `maximum`, else `message`. */
export interface WholeNumberRule {
  minimum: number;
  maximum: number;
  message: string;
}

export type FieldErrors = Record<string, string>;

/**
 * How long a text is as the server counts it: characters (code points) after NFC, which the server
 * applies to every body ('á' typed as 'a' and an accent is one letter, an emoji one character).
 */
export const letters = (text: string): number => [...text.normalize('NFC')].length;

/** The message for a text breaking its rule, or null. Blank means empty after trimming. */
export function textError(rule: TextRule, value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return rule.required ?? null;
  if (rule.maxLength !== undefined && letters(text) > rule.maxLength) return rule.tooLong ?? null;
  if (rule.pattern && !rule.pattern.test(text)) return rule.invalid ?? null;
  return null;
}

/** The message for a value that is not a whole number in the rule's range, or null. */
export function wholeNumberError(rule: WholeNumberRule, value: string | number | null | undefined): string | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  const valid = /^\d+$/.test(text) && Number(text) >= rule.minimum && Number(text) <= rule.maximum;
  return valid ? null : rule.message;
}

/** The errors of the fields that break their rule; `{}` when none does. */
export function collectErrors(checks: Record<string, string | null>): FieldErrors {
  return Object.fromEntries(Object.entries(checks).filter((entry): entry is [string, string] => entry[1] !== null));
}

/**
 * Line breaks and other control characters (C0, DEL, C1, U+2028 and U+2029), and the invisible
 * ones that reorder or hide text (zero-width, bidirectional overrides and isolates): a school
 * name with U+202E would read backwards in every e-mail's From. Refused in what is one line on
 * the forms and becomes a line of a protocol or an e-mail (the school's details, a car's name and
 * plate): the calendars' PRODID and X-WR-CALNAME, the e-mails' From and Subject. A line break
 * there would start a line of its own.
 */
export const CONTROL_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
  /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
export const CONTROL_CHARACTERS_TEXT = 'Text nesmie obsahovať zalomenie riadka ani iné riadiace znaky.';

const CONTROL_RUNS = new RegExp(`${CONTROL_CHARACTERS.source}+`, 'g');

/** Text made one line for an e-mail or a calendar: what a rule above refuses becomes a space (data saved before it). */
export const oneLine = (text: string) => text.replace(CONTROL_RUNS, ' ').trim();

/** A required text of one line (a name, a plate): `required` when blank, CONTROL_CHARACTERS_TEXT when it has them. */
export const oneLineError = (text: string, required: string) =>
  !text.trim() ? required : CONTROL_CHARACTERS.test(text.trim()) ? CONTROL_CHARACTERS_TEXT : null;

/** Registration's rule, also for a new password (SPEC §5). */
export const MIN_PASSWORD_LENGTH = 6;

/** The API's messages for these rules (openapi.yaml), which the screens show translated. */
export const API_RULE_MESSAGES = {
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  validationFailed: 'Validation failed.',
} as const;

/** The screens' message for a password under MIN_PASSWORD_LENGTH (SPEC §8). */
export const PASSWORD_TOO_SHORT_TEXT = `Heslo musí mať aspoň ${MIN_PASSWORD_LENGTH} znakov.`;

/**
 * An account whose e-mail no used link has proven sees no application, payment or lesson
 * (decision 0033): the server's refusal and the screens' hint.
 */
export const EMAIL_NOT_PROVEN = 'Najprv overte svoju e-mailovú adresu.';

/** Registration's rule, also for a new password (SPEC §5). */
export const MIN_PASSWORD_LENGTH = 6;

/** The API's messages for these rules (openapi.yaml), which the screens show translated. */
export const API_RULE_MESSAGES = {
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  validationFailed: 'Validation failed.',
} as const;

/** The screens' message for a password under MIN_PASSWORD_LENGTH (SPEC §8). */
export const PASSWORD_TOO_SHORT_TEXT = `Heslo musí mať aspoň ${MIN_PASSWORD_LENGTH} znakov.`;

/** A new password's confirmation that differs from it: every form that sets a password says this. */
export const PASSWORD_MISMATCH = 'Heslá sa nezhodujú.';

/**
 * An account whose e-mail no used link has proven sees no application, payment or lesson
 * (decision 0033): the server's refusal and the screens' hint.
 */
export const EMAIL_NOT_PROVEN = 'Najprv overte svoju e-mailovú adresu.';

/** The account's and the login's answers (the server's, the mocks' alike). */
export const WRONG_PASSWORD = 'Nesprávne heslo.';
export const LAST_INSTRUCTOR =
  'Iný inštruktor v autoškole nie je. Účet môžete zmazať, až keď bude mať rolu inštruktora aj niekto iný.';
export const EMAIL_VERIFIED = 'E-mailová adresa bola overená.';
export const VERIFICATION_SENT = 'Na Váš e-mail sme poslali odkaz na overenie adresy.';
export const VERIFICATION_LINK_INVALID =
  'Odkaz na overenie e-mailu je neplatný, už bol použitý alebo vypršal. Požiadajte o nový v nastaveniach účtu.';
export const ALREADY_VERIFIED = 'E-mailová adresa je už overená.';
export const RESET_REQUESTED = 'Ak k tomuto e-mailu existuje účet, poslali sme naň odkaz na nastavenie nového hesla.';
export const RESET_LINK_INVALID = 'Odkaz na obnovenie hesla je neplatný alebo vypršal. Požiadajte o nový.';
export const PASSWORD_CHANGED = 'Heslo bolo zmenené. Teraz sa môžete prihlásiť.';

/** The password of every mock account. */
export const MOCK_PASSWORD = 'heslo123';
/** The token of the one forgotten-password link the mocks accept (once). */
export const MOCK_RESET_TOKEN = 'platny-odkaz-z-e-mailu';
/** The token of the one e-mail-verification link the mocks accept (once). */
export const MOCK_VERIFY_TOKEN = 'platne-overenie-z-e-mailu';

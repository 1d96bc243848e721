/** The password of every mock account. */
export const MOCK_PASSWORD = 'heslo123';
/** The token of the one forgotten-password link the mocks accept (once). */
export const MOCK_RESET_TOKEN = 'platny-odkaz-z-e-mailu';

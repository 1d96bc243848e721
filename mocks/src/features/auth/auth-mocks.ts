import { API_RULE_MESSAGES, MIN_PASSWORD_LENGTH } from '@autoskola/rules/accounts';
import { EMAIL_PATTERN } from '@autoskola/rules/contact-details';
import { http, signedIn } from '../../mock-api.ts';
import { defineMockFeature } from '../../mock-feature.ts';
import { mockToken } from '../../mock-token.ts';
import { MOCK_PASSWORD, MOCK_RESET_TOKEN, MOCK_VERIFY_TOKEN } from './auth-fixtures.ts';

/** Registration, login, the current user, proving the e-mail and the forgotten-password link. */
export const authMocks = defineMockFeature({
  name: 'auth',
  // Registered accounts whose address is not proven yet (decision 0033); the others count as proven.
  createState: () => ({ unverifiedEmails: new Set<string>(), verifyLinkUsed: false }),
  handlers: (state) => [
    http.post('/auth/register', async ({ request, response }) => {
      const { email, password } = await request.json();
      const errors: Record<string, string> = {};
      if (!EMAIL_PATTERN.test(email)) errors.email = 'This value is not a valid email address.';
      else if (state.users.has(email.toLowerCase())) errors.email = 'This value is already used.';
      if (password.length < MIN_PASSWORD_LENGTH) errors.password = API_RULE_MESSAGES.passwordTooShort;
      if (Object.keys(errors).length > 0)
        return response(422).json({ message: API_RULE_MESSAGES.validationFailed, errors });
      state.users.set(email.toLowerCase(), ['ROLE_USER']);
      state.unverifiedEmails.add(email.toLowerCase());
      return response(201).json({ message: 'Account created.' });
    }),

    http.post('/auth/login', async ({ request, response }) => {
      const { email, password } = await request.json();
      const roles = state.users.get(email.trim().toLowerCase());
      if (!roles || password !== MOCK_PASSWORD) return response(401).json({ message: 'Invalid credentials.' });
      return response(200).json({ token: mockToken(email.trim(), roles) });
    }),

    http.get(
      '/auth/me',
      signedIn(({ response }, payload) => {
        const emailVerified = !state.unverifiedEmails.has(payload.email.toLowerCase());
        return response(200).json({ user: { id: 1, email: payload.email, roles: payload.roles, emailVerified } });
      }),
    ),

    // The one link the mocks accept (once) proves every address registered so far.
    http.post('/auth/verify-email', async ({ request, response }) => {
      const { token } = await request.json();
      if (token !== MOCK_VERIFY_TOKEN || state.verifyLinkUsed) {
        return response(400).json({
          message:
            'Odkaz na overenie e-mailu je neplatný, už bol použitý alebo vypršal. Požiadajte o nový v nastaveniach účtu.',
        });
      }
      state.verifyLinkUsed = true;
      state.unverifiedEmails.clear();
      return response(200).json({ message: 'E-mailová adresa bola overená.' });
    }),

    http.post(
      '/auth/verify-email/resend',
      signedIn(({ response }, payload) => {
        if (!state.unverifiedEmails.has(payload.email.toLowerCase())) {
          return response(409).json({ message: 'E-mailová adresa je už overená.' });
        }
        state.verifyLinkUsed = false;
        return response(202).json({ message: 'Na Váš e-mail sme poslali odkaz na overenie adresy.' });
      }),
    ),

    http.post('/auth/password-reset', ({ response }) =>
      response(202).json({
        message: 'Ak k tomuto e-mailu existuje účet, poslali sme naň odkaz na nastavenie nového hesla.',
      }),
    ),

    http.post('/auth/password-reset/confirm', async ({ request, response }) => {
      const { token, password } = await request.json();
      if (password.length < MIN_PASSWORD_LENGTH) {
        return response(422).json({
          message: API_RULE_MESSAGES.validationFailed,
          errors: { password: API_RULE_MESSAGES.passwordTooShort },
        });
      }
      if (token !== MOCK_RESET_TOKEN || state.resetTokenUsed) {
        return response(400).json({
          message: 'Odkaz na obnovenie hesla je neplatný alebo vypršal. Požiadajte o nový.',
        });
      }
      state.resetTokenUsed = true;
      return response(200).json({ message: 'Heslo bolo zmenené. Teraz sa môžete prihlásiť.' });
    }),
  ],
});

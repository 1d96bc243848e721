import {
  ALREADY_VERIFIED,
  API_RULE_MESSAGES,
  EMAIL_VERIFIED,
  MIN_PASSWORD_LENGTH,
  PASSWORD_CHANGED,
  RESET_LINK_INVALID,
  RESET_REQUESTED,
  VERIFICATION_LINK_INVALID,
  VERIFICATION_SENT,
} from '@autoskola/rules/accounts';
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
        return response(400).json({ message: VERIFICATION_LINK_INVALID });
      }
      state.verifyLinkUsed = true;
      state.unverifiedEmails.clear();
      return response(200).json({ message: EMAIL_VERIFIED });
    }),

    http.post(
      '/auth/verify-email/resend',
      signedIn(({ response }, payload) => {
        if (!state.unverifiedEmails.has(payload.email.toLowerCase())) {
          return response(409).json({ message: ALREADY_VERIFIED });
        }
        state.verifyLinkUsed = false;
        return response(202).json({ message: VERIFICATION_SENT });
      }),
    ),

    http.post('/auth/password-reset', ({ response }) => response(202).json({ message: RESET_REQUESTED })),

    http.post('/auth/password-reset/confirm', async ({ request, response }) => {
      const { token, password } = await request.json();
      if (password.length < MIN_PASSWORD_LENGTH) {
        return response(422).json({
          message: API_RULE_MESSAGES.validationFailed,
          errors: { password: API_RULE_MESSAGES.passwordTooShort },
        });
      }
      if (token !== MOCK_RESET_TOKEN || state.resetTokenUsed) {
        return response(400).json({ message: RESET_LINK_INVALID });
      }
      state.resetTokenUsed = true;
      return response(200).json({ message: PASSWORD_CHANGED });
    }),
  ],
});

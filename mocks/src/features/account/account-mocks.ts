import type { Schemas } from '@autoskola/api-client';
import { API_RULE_MESSAGES, LAST_INSTRUCTOR, MIN_PASSWORD_LENGTH, WRONG_PASSWORD } from '@autoskola/rules/accounts';
import { API_MESSAGES } from '@autoskola/rules/api-messages';
import { http, signedIn } from '../../mock-api.ts';
import { defineMockFeature } from '../../mock-feature.ts';
import { mockToken } from '../../mock-token.ts';
import { MOCK_PASSWORD } from '../auth/auth-fixtures.ts';

/** The logged-in user's own account: password, export (every feature's section), deletion. */
export const accountMocks = defineMockFeature({
  name: 'account',
  handlers: (state, registry) => [
    http.post(
      '/account/password',
      signedIn(async ({ request, response }, payload) => {
        const { currentPassword, newPassword } = await request.json();
        const errors: Record<string, string> = {};
        if (currentPassword !== MOCK_PASSWORD) errors.currentPassword = WRONG_PASSWORD;
        if (newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = API_RULE_MESSAGES.passwordTooShort;
        if (Object.keys(errors).length > 0)
          return response(422).json({ message: API_MESSAGES.validationFailed, errors });
        return response(200).json({ token: mockToken(payload.email, payload.roles) });
      }),
    ),

    http.get(
      '/account/export',
      signedIn(({ response }, payload) => {
        return response(200).json({
          exportedAt: new Date().toISOString(),
          account: { id: 1, email: payload.email, roles: payload.roles, createdAt: '2026-01-05T08:00:00.000Z' },
          ...registry.accountSections(payload.email),
        } as Schemas['AccountExport']);
      }),
    ),

    http.post(
      '/account/delete',
      signedIn(async ({ request, response }, payload) => {
        const { password } = await request.json();
        if (password !== MOCK_PASSWORD) {
          return response(422).json({ message: API_MESSAGES.validationFailed, errors: { password: WRONG_PASSWORD } });
        }
        const instructors = [...state.users.values()].filter((roles) => roles.includes('ROLE_INSTRUCTOR')).length;
        if (payload.roles.includes('ROLE_INSTRUCTOR') && instructors <= 1) {
          return response(409).json({ message: LAST_INSTRUCTOR });
        }
        state.users.delete(payload.email.toLowerCase());
        return response(204).empty();
      }),
    ),
  ],
});

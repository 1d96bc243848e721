import { API_MESSAGES } from '@autoskola/rules/api-messages';
import { optionalBankAccountErrors } from '@autoskola/rules/payment-settings';
import {
  SETUP_TEXTS,
  schoolDetailsErrors,
  setupAccountErrors,
  trimmedSchoolDetails,
} from '@autoskola/rules/school-details';
import { defaultSchool } from '@autoskola/school';
import { http } from '../../mock-api.ts';
import { defineMockFeature } from '../../mock-feature.ts';
import { mockToken } from '../../mock-token.ts';

/** The token of the mocks' setup address: /nastavenie#mock-setup-token (stories, `npm run dev:mock`). */
export const MOCK_SETUP_TOKEN = 'mock-setup-token';

const invalid = (errors: Record<string, string>) => ({ message: API_MESSAGES.validationFailed, errors });

/** 'Údaje o škole' and the first start, with the server's rules (@autoskola/rules/school-details). */
export const schoolDetailsMocks = defineMockFeature({
  name: 'school-details',
  // A new site: the SPEC's school (packages/school's defaults), nobody set up yet.
  createState: () => ({ school: { ...defaultSchool }, setupDone: false }),
  handlers(state) {
    return [
      http.get('/admin/school', ({ response }) => response(200).json({ school: state.school })),

      http.put('/admin/school', async ({ request, response }) => {
        const body = await request.json();
        const errors = schoolDetailsErrors(body);
        if (Object.keys(errors).length > 0) return response(422).json(invalid(errors));
        state.school = trimmedSchoolDetails(body);
        return response(200).json({ school: state.school });
      }),

      http.post('/setup', async ({ request, response }) => {
        const body = await request.json();
        if (state.setupDone) return response(409).json({ message: SETUP_TEXTS.alreadySetUp });
        if (body.token !== MOCK_SETUP_TOKEN) return response(403).json({ message: SETUP_TEXTS.badToken });
        const errors = {
          ...schoolDetailsErrors(body.school, { prefix: 'school.' }),
          ...setupAccountErrors(body),
          // The account is optional; the mocks keep the one they start with (the demo's).
          ...optionalBankAccountErrors(body.bankAccount),
        };
        if (Object.keys(errors).length > 0) return response(422).json(invalid(errors));
        const email = body.email.trim();
        state.school = trimmedSchoolDetails(body.school);
        state.setupDone = true;
        const roles = ['ROLE_USER', 'ROLE_INSTRUCTOR'];
        state.users.set(email.toLowerCase(), roles);
        return response(201).json({ token: mockToken(email, roles) });
      }),
    ];
  },
});

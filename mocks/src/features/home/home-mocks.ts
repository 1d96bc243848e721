import { http, signedIn } from '../../mock-api.ts';
import { defineMockFeature } from '../../mock-feature.ts';
import { mockInstructorHome, mockStudentHome } from './home-fixtures.ts';

/** The admin home's overview: an instructor's day or a student's course, by the token's roles. */
export const homeMocks = defineMockFeature({
  name: 'home',
  handlers: () => [
    http.get(
      '/home',
      signedIn(({ response }, user) =>
        response(200).json(user.roles.includes('ROLE_INSTRUCTOR') ? mockInstructorHome() : mockStudentHome()),
      ),
    ),
  ],
});

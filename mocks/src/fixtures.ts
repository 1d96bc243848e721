// What tests and stories outside the mocks use of the fixtures; each feature keeps its own. A
// feature's fixtures may also be imported from its folder ('@autoskola/mocks/features/<feature>/<file>'),
// so a new feature adds no line here.
export { MOCK_PASSWORD, MOCK_RESET_TOKEN, MOCK_VERIFY_TOKEN } from './features/auth/auth-fixtures.ts';
export { contactForms } from './features/contact-messages/contact-message-fixtures.ts';
export {
  emptyInstructorHome,
  emptyStudentHome,
  mockInstructorHome,
  mockStudentHome,
} from './features/home/home-fixtures.ts';
export { MOCK_SETUP_TOKEN } from './features/school-details/school-details-mocks.ts';

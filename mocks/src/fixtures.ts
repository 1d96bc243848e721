// What tests and stories outside the mocks use of the fixtures; each feature keeps its own.
export { MOCK_PASSWORD, MOCK_RESET_TOKEN, MOCK_VERIFY_TOKEN } from './features/auth/auth-fixtures.ts';
export { contactForms } from './features/contact-messages/contact-message-fixtures.ts';
export {
  MOCK_CONFIRMATION_TOKEN,
  MOCK_CONSENT_TOKEN,
} from './features/course-applications/course-application-fixtures.ts';
export { MOCK_NEW_STUDENT } from './features/driving-lessons/driving-lesson-fixtures.ts';
export {
  emptyInstructorHome,
  emptyStudentHome,
  mockInstructorHome,
  mockStudentHome,
} from './features/home/home-fixtures.ts';
export { MOCK_SETUP_TOKEN } from './features/school-details/school-details-mocks.ts';

import { accountHandlers } from './handlers/account.ts';
import { authHandlers } from './handlers/auth.ts';
import { contactMessageHandlers } from './handlers/contact-messages.ts';
import { healthHandlers } from './handlers/health.ts';
import { learningMaterialHandlers } from './handlers/learning-materials.ts';
import { createMockState, type MockState } from './handlers/mock-state.ts';
import { notificationHandlers } from './handlers/notifications.ts';
import { offerHandlers } from './handlers/offers.ts';
import { testQuestionHandlers } from './handlers/test-questions.ts';
import { theoryTestHandlers } from './handlers/theory-tests.ts';

export { API, PAGE_SIZE } from './handlers/mock-api.ts';
export { createMockState, type MockState } from './handlers/mock-state.ts';

/** One handler per operation of openapi.yaml, typed from it, split by feature like packages/api-client. */
export function createHandlers(state: MockState = createMockState()) {
  return [
    ...healthHandlers(),
    ...contactMessageHandlers(state),
    ...authHandlers(state),
    ...accountHandlers(state),
    ...offerHandlers(state),
    ...notificationHandlers(state),
    ...learningMaterialHandlers(state),
    ...theoryTestHandlers(state),
    ...testQuestionHandlers(state),
  ];
}

/** Handlers over a fresh copy of the fixtures. */
export const handlers = createHandlers();

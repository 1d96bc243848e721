import { configureApi } from '@autoskola/api-client';
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers.ts';

/**
 * MSW on Node for component tests: every test starts from fresh fixtures; `server.use(...)`
 * overrides an operation for one test (empty list, error, slow answer).
 */
export function setupMockApi() {
  const server = setupServer();
  beforeAll(() => {
    // jsdom's fetch needs an absolute address.
    configureApi('http://localhost/api/');
    server.listen({ onUnhandledFrame: 'error' });
  });
  beforeEach(() => server.resetHandlers(...createHandlers()));
  afterAll(() => server.close());
  return server;
}

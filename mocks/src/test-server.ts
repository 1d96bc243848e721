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

export interface RecordedWrite {
  method: string;
  path: string;
  body: unknown;
}

/** Every non-GET request the screen under test sends, with its JSON body: proves what was (not) saved. */
export function recordWrites(server: ReturnType<typeof setupServer>): RecordedWrite[] {
  const writes: RecordedWrite[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (request.method === 'GET') return;
    const json = request.headers.get('content-type')?.includes('json');
    const body = json ? await request.clone().json() : null;
    writes.push({ method: request.method, path: new URL(request.url).pathname, body });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return writes;
}

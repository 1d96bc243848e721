import { createMockState, handlersOf, type MockState } from './mock-state.ts';

export { API, PAGE_SIZE } from './mock-api.ts';
export { createMockState, type MockState } from './mock-state.ts';

/** One handler per operation of openapi.yaml, typed from it, from the features of features/index.ts. */
export function createHandlers(state: MockState = createMockState()) {
  return handlersOf(state);
}

/** Handlers over a fresh copy of the fixtures. */
export const handlers = createHandlers();

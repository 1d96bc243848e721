import { http } from '../../mock-api.ts';
import { defineMockFeature } from '../../mock-feature.ts';

/** Liveness and readiness. */
export const healthMocks = defineMockFeature({
  name: 'health',
  handlers: () => [
    http.get('/health', ({ response }) => response(200).json({ status: 'ok', database: 'ok' })),

    http.get('/ready', ({ response }) => response(200).json({ status: 'ready' })),
  ],
});

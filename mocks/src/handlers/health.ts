import { http } from './mock-api.ts';

/** Liveness and readiness. */
export function healthHandlers() {
  return [
    http.get('/health', ({ response }) => response(200).json({ status: 'ok', database: 'ok' })),

    http.get('/ready', ({ response }) => response(200).json({ status: 'ready' })),
  ];
}

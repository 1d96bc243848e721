export { ApiError, UNKNOWN_API_ERROR } from './api-error.ts';
export {
  type ApiClient,
  api,
  configureApi,
  createApiClient,
  DEFAULT_API_BASE_URL,
  TOKEN_STORAGE_KEY,
  unwrap,
} from './client.ts';
export { getHealth, healthQueryOptions, useHealth } from './features/health/get-health.ts';
export type { components, operations, paths } from './generated/schema.d.ts';

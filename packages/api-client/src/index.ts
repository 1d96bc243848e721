export { ApiError, UNKNOWN_API_ERROR } from './api-error.ts';
export {
  $api,
  type ApiClient,
  api,
  configureApi,
  createApiClient,
  DEFAULT_API_BASE_URL,
  TOKEN_STORAGE_KEY,
  unwrap,
} from './client.ts';
// The client entry: one line per feature (docs/adding-a-feature.md). Each feature's hooks are the
// contract's calls through openapi-react-query, plus what its writes decide (which reads go stale).
export * from './features/account/index.ts';
export * from './features/announcements/index.ts';
export * from './features/auth/index.ts';
export * from './features/contact-messages/index.ts';
export * from './features/course-applications/index.ts';
export * from './features/data-subjects/index.ts';
export * from './features/driving-lessons/index.ts';
export * from './features/exams/index.ts';
export * from './features/health/index.ts';
export * from './features/home/index.ts';
export * from './features/learning-materials/index.ts';
export * from './features/notifications/index.ts';
export * from './features/offers/index.ts';
export * from './features/overview/index.ts';
export * from './features/school-details/index.ts';
export * from './features/theory-tests/index.ts';
export type { components, operations, paths } from './generated/schema.d.ts';
export type { OverviewListPage } from './query.ts';
export type { Schemas } from './schemas.ts';
export { errorMessage, formFieldErrors, TRANSLATIONS, translateFieldErrors, translateMessage } from './translate.ts';

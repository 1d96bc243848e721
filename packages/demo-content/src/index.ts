/**
 * The demo school: what `npm run seed:demo` puts into an empty database and what the MSW mocks
 * (Storybook, component tests) serve. One copy for both, so a screen looks the same against the
 * mocks and against the seeded server.
 */
// The demo entry: one line per feature that has demo content (docs/adding-a-feature.md).
export * from './announcements.ts';
export * from './course-applications.ts';
export * from './driving-lessons.ts';
export * from './exams.ts';
export * from './learning-materials.ts';
export * from './offers.ts';
export * from './theory-tests.ts';

// The table registry: drizzle-kit (drizzle.config.ts) reads every table from here, and so do the
// tests that read rows. One line per feature that owns tables (docs/adding-a-feature.md); it
// lives with the features, so db/ (the ground floor) imports no feature.

export * from '../db/core-tables.ts';
export * from '../db/derived-schema.ts';
export * from './announcements/announcement-tables.ts';
export * from './auth/auth-tables.ts';
export * from './contact-messages/contact-message-tables.ts';
export * from './course-applications/course-application-tables.ts';
export * from './driving-lessons/driving-lesson-tables.ts';
export * from './exams/exam-tables.ts';
export * from './learning-materials/learning-material-tables.ts';
export * from './offers/offer-tables.ts';
export * from './school-details/school-details-tables.ts';
export * from './theory-tests/theory-test-tables.ts';

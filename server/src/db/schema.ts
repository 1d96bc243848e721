// The schema entry: drizzle-kit (drizzle.config.ts) and the database read every table from here.
// One line per feature that owns tables (docs/adding-a-feature.md).

export * from '../features/auth/auth-tables.ts';
export * from '../features/contact-messages/contact-message-tables.ts';
export * from '../features/course-applications/course-application-tables.ts';
export * from '../features/driving-lessons/driving-lesson-tables.ts';
export * from '../features/learning-materials/learning-material-tables.ts';
export * from '../features/offers/offer-tables.ts';
export * from '../features/school-details/school-details-tables.ts';
export * from '../features/theory-tests/theory-test-tables.ts';
export * from './core-tables.ts';

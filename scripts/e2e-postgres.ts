// The browser tests once more, on a PostgreSQL server (desktop): a step of `npm run test:e2e`
// (scripts/e2e.ts) after the phone project, when TEST_DATABASE_URL names a PostgreSQL server (CI
// sets it); skipped otherwise.

/**
 * The stories that write through every layer and read it back (applications to payments, lessons,
 * exams, the overview's sums, tests, accounts, the first start): what a database can change. The
 * rest (markup and axe, keyboard, the editor, how the remotes compose, the public pages) runs on
 * the embedded database only, and every API runs on both in the server's own tests (decision 0042).
 * A misspelt or removed file fails the run (Playwright finds no tests).
 */
export const DATA_STORIES = [
  'first-start',
  'auth',
  'account',
  'course-applications',
  'driving-lessons',
  'exams',
  'overview',
  'theory-tests',
].map((name) => `e2e/tests/${name}.spec.ts`);

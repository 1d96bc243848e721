// The browser tests once more, on a PostgreSQL server (desktop): run by `npm run test:e2e` (scripts/e2e.ts)
// after the phone project, when TEST_DATABASE_URL names a PostgreSQL server (CI sets it); skipped otherwise.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const server = process.env.TEST_DATABASE_URL;
if (!server) {
  console.log('Browser tests on PostgreSQL skipped: TEST_DATABASE_URL is not set.');
  process.exit(0);
}
const root = join(import.meta.dirname, '..');
/**
 * The stories that write through every layer and read it back (applications to payments, lessons,
 * exams, the overview's sums, tests, accounts, the first start): what a database can change. The
 * rest (markup and axe, keyboard, the editor, how the remotes compose, the public pages) runs on
 * the embedded database only, and every API runs on both in the server's own tests (decision 0042).
 */
const DATA_STORIES = [
  'first-start',
  'auth',
  'account',
  'course-applications',
  'driving-lessons',
  'exams',
  'overview',
  'theory-tests',
].map((name) => `e2e/tests/${name}.spec.ts`);
// A fresh DATA_DIR of its own (uploads, mail spool), made by the Playwright config.
const { E2E_DATA_DIR: _ignored, ...env } = process.env;
const result = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/@playwright/test/cli.js'),
    'test',
    '-c',
    'e2e/playwright.config.ts',
    '--project',
    'desktop',
    '--grep-invert',
    '@once',
    ...DATA_STORIES,
  ],
  { cwd: root, stdio: 'inherit', env: { ...env, E2E_POSTGRES_SERVER: server } },
);
process.exit(result.status ?? 1);

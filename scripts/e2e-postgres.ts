// The browser tests once more, on a PostgreSQL server (desktop): run by `npm run test:e2e` after
// the run on the embedded database when TEST_DATABASE_URL names a PostgreSQL server (CI sets it); skipped otherwise.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const server = process.env.TEST_DATABASE_URL;
if (!server) {
  console.log('Browser tests on PostgreSQL skipped: TEST_DATABASE_URL is not set.');
  process.exit(0);
}
const root = join(import.meta.dirname, '..');
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
    // What the database cannot change (markup, keyboard, the editor, how the remotes compose) is
    // tagged @once and runs on the embedded database only: two and a half minutes less in CI.
    '--grep-invert',
    '@once',
  ],
  { cwd: root, stdio: 'inherit', env: { ...env, E2E_POSTGRES_SERVER: server } },
);
process.exit(result.status ?? 1);

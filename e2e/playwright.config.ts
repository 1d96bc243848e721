import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
// Playwright evaluates this file in every worker too; the environment keeps one folder for all.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'autoskola-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

/** Debian's Chromium: Playwright's own browser download cannot run on this machine. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  // Each lane of scripts/e2e.ts has its own: Playwright empties this folder when a run starts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  globalTeardown: './global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  // The stories (an application to its first payment, a lesson booked and driven) take 25–30 s
  // on a slow phase of a 2-core machine, and three times that in the slowest phase seen (2026-11-29:
  // 23 thousand bare answers a second, both lanes at once), where 60 s ran out. A timeout is a
  // budget, not a measure of speed (the benches measure that). Each expect still waits its own 5 s.
  timeout: 120_000,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, grep: /@phone/ },
  ],
  // The production build served by the real server, on a fresh embedded PostgreSQL database with the demo school,
  // sending its e-mail to a real SMTP server (see web-server.ts).
  webServer: {
    command: 'node e2e/web-server.ts',
    cwd: join(import.meta.dirname, '..'),
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Every test comes from 127.0.0.1: the rate limits are tested in the server's own tests.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_LOGIN: '1000/1m',
      RATE_LIMIT_REGISTER: '1000/1m',
      RATE_LIMIT_CONTACT: '1000/1m',
      RATE_LIMIT_PASSWORD_RESET: '1000/1m',
      RATE_LIMIT_TEST_START: '1000/1m',
      RATE_LIMIT_LESSON_CHANGES: '1000/1m',
      RATE_LIMIT_RESET_MAILS: '1000/1m',
      RATE_LIMIT_APPLICATION_MAILS: '1000/1m',
      // Many specs make a student in training through a real application: 5 in 10 minutes is not enough.
      RATE_LIMIT_COURSE_APPLICATION: '1000/1m',
      // A link's page reads it (link-preview, its own limit) and then uses it: many specs do both.
      RATE_LIMIT_APPLICATION_LINK: '1000/1m',
      RATE_LIMIT_APPLICATION_LINK_PREVIEW: '1000/1m',
      // Links in e-mails (password reset) point at the server the tests drive.
      PUBLIC_URL: baseURL,
    },
  },
});

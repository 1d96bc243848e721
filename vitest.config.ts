import { REMOTES } from '@autoskola/federation';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// jsdom projects share one environment per worker (`isolate: false`): a fresh jsdom per file was
// two thirds of their time. The shell's tests mock the federation runtime per file and stay isolated.
const browserLike = (name: string, root: string, isolate = false) => ({
  plugins: [react()],
  test: {
    name,
    root,
    environment: 'jsdom',
    globals: true,
    isolate,
    // A screen test clicks through several states; on CI's two busy cores (server tests and
    // child processes beside it) one took 5.4 s, over vitest's 5 s default.
    testTimeout: 15_000,
    setupFiles: [new URL('./vitest.setup.ts', import.meta.url).pathname],
    include: ['**/src/**/*.test.{ts,tsx}', '*.test.ts'],
  },
});

/**
 * Tests that put a whole deployment under a steady load (requests per second, nginx's timeouts):
 * they run alone, after the rest (a project with `maxWorkers: 1` is vitest's sequential group).
 */
const ALONE = ['test/rolling-restart.test.ts', 'test/scale-nginx.test.ts'];

const server = {
  environment: 'node' as const,
  globals: true,
  globalSetup: ['test/embedded-postgres-setup.ts'],
  // Servers started as child processes, and runs on a PostgreSQL server, need room.
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Two files at a time on CI's 2 cores (vitest's default leaves one core to its own process):
    // most of a server test's time is spent waiting on PostgreSQL, child processes and timers.
    maxWorkers: 2,
    projects: [
      browserLike('packages', 'packages'),
      browserLike('mocks', 'mocks'),
      {
        ...browserLike('storybook', '.storybook'),
        test: {
          ...browserLike('storybook', '.storybook').test,
          include: ['stories.test.tsx'],
          // A story's play runs several steps, each waiting up to 5 s on a busy CI machine
          // (the week's MarkDriven timed out at vitest's 5 s for the whole story).
          testTimeout: 30_000,
        },
      },
      browserLike('shell', 'shell', true),
      // One project per remote, named as its folder (`npm test -w <remote>` runs it alone).
      ...Object.values(REMOTES).map((remote) => browserLike(remote.dir, remote.dir)),
      {
        test: {
          ...server,
          name: 'server',
          root: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ALONE],
        },
      },
      { test: { ...server, name: 'server-alone', root: 'server', include: ALONE, maxWorkers: 1 } },
      {
        // The scripts' tests spawn tools (biome, the bundler): seconds each on a busy machine.
        test: {
          name: 'scripts',
          root: 'scripts',
          environment: 'node',
          globals: true,
          include: ['*.test.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});

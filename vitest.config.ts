import { REMOTES } from '@autoskola/federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
    setupFiles: [new URL('./vitest.setup.ts', import.meta.url).pathname],
    include: ['**/src/**/*.test.{ts,tsx}', '*.test.ts'],
  },
});

export default defineConfig({
  test: {
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
          name: 'server',
          root: 'server',
          environment: 'node',
          globals: true,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/embedded-postgres-setup.ts'],
          // Servers started as child processes, and runs on a PostgreSQL server, need room.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: 'scripts', root: 'scripts', environment: 'node', globals: true, include: ['*.test.ts'] },
      },
    ],
  },
});

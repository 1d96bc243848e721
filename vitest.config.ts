import { REMOTES } from '@autoskola/federation';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const browserLike = (name: string, root: string) => ({
  plugins: [react()],
  test: {
    name,
    root,
    environment: 'jsdom',
    globals: true,
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
        test: { ...browserLike('storybook', '.storybook').test, include: ['stories.test.tsx'] },
      },
      browserLike('shell', 'shell'),
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

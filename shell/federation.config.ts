import { fileURLToPath } from 'node:url';
import { sharedSingletons } from '@autoskola/federation';

/**
 * The shell is the host. It declares no remotes at build time: it reads their URLs from
 * /remotes/manifest.json at start (see src/remotes/remote-manifest.ts).
 */
export default {
  name: 'shell',
  remotes: {},
  shared: sharedSingletons(fileURLToPath(new URL('.', import.meta.url))),
  dts: false,
  // The remotes' builds use this runtime instead of bundling their own (packages/federation/vite.ts).
  experiments: { provideExternalRuntime: true },
};

import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig, type UserConfigFnObject } from 'vite';
import {
  REMOTE_ENTRY_FILE,
  REMOTES,
  type RemoteName,
  SERVER_RENDER_DIR,
  SHELL_DEV_PORT,
  sharedSingletons,
} from './index.ts';

/** Where the frontends' dev servers send API and image requests: the real server or Prism. */
export const apiProxyTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export function apiProxy() {
  return {
    '/api': { target: apiProxyTarget, changeOrigin: true, rewrite: rewriteForPrism },
    '/images': { target: apiProxyTarget, changeOrigin: true },
  };
}

// Prism serves openapi.yaml's paths, which do not carry the /api prefix of the real server.
function rewriteForPrism(path: string): string {
  return process.env.API_PROXY_STRIP_PREFIX === 'true' ? path.replace(/^\/api/, '') : path;
}

interface RemoteConfigOptions {
  /** import.meta.url of the app's vite.config.ts */
  configUrl: string;
  name: RemoteName;
  exposes: Record<string, string>;
}

/** The federation options of a remote (kept in its federation.config.ts). */
export function remoteFederation({ configUrl, name, exposes }: RemoteConfigOptions) {
  const appDir = dirname(fileURLToPath(configUrl));
  return {
    name,
    filename: REMOTE_ENTRY_FILE,
    exposes,
    shared: sharedSingletons(appDir),
    dts: { generateTypes: { abortOnError: true }, consumeTypes: false },
  };
}

/**
 * Packages the server imports itself and leaves out of the page bundles it renders, so the
 * server and every bundle share one instance (the API client it points at itself, the school
 * config, the session). Everything from npm stays external too, as Vite does by default.
 */
const SHARED_WITH_SERVER = ['@autoskola/api-client', '@autoskola/school', '@autoskola/session'];

/**
 * The build the server imports to render pages: one ES module per entry, named after it
 * (a remote's entries are its exposes, so the server finds `dist-ssr/home-page.js`).
 */
export function serverRenderConfig(input: Record<string, string>): UserConfig {
  return {
    plugins: [react()],
    build: {
      ssr: true,
      target: 'node22',
      outDir: SERVER_RENDER_DIR,
      emptyOutDir: true,
      rollupOptions: {
        input,
        output: { entryFileNames: '[name].js' },
        // Workspace packages are bundled by default (they are linked, not installed).
        external: (id) => SHARED_WITH_SERVER.some((name) => id === name || id.startsWith(`${name}/`)),
      },
    },
  };
}

/** './home-page' → 'home-page': the file the server imports for an exposed module. */
export function exposedInputs(exposes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(exposes).map(([name, file]) => [name.replace(/^\.\//, ''), file]));
}

/** The Vite config every remote uses; only its federation options differ. `vite build --ssr` builds its screens for the server. */
export function remoteViteConfig(federationOptions: ReturnType<typeof remoteFederation>): UserConfigFnObject {
  return ({ isSsrBuild, command }) =>
    isSsrBuild
      ? serverRenderConfig(exposedInputs(federationOptions.exposes))
      : remoteBrowserConfig(federationOptions, command === 'build');
}

/**
 * The Module Federation runtime (19 KB gzip) comes once, with the shell (its federation.config.ts
 * provides it): a remote's build uses the shell's copy. The dev server keeps its own, so a remote
 * still runs alone there.
 */
const USE_SHELL_RUNTIME = { externalRuntime: true };

function remoteBrowserConfig(federationOptions: ReturnType<typeof remoteFederation>, isBuild: boolean): UserConfig {
  const port = REMOTES[federationOptions.name].devPort;
  const inStorybook = process.env.STORYBOOK === 'true';
  return defineConfig({
    // Relative base: the remote's chunks load from wherever its remoteEntry.js is served.
    base: './',
    plugins: [
      // Inside the composed dev setup the shell page owns React Refresh; alone, the remote does.
      react(process.env.MF_COMPOSED_DEV === 'true' ? { reactRefreshHost: `http://localhost:${SHELL_DEV_PORT}` } : {}),
      // Storybook renders stories without federation (the plugin breaks its build).
      !inStorybook &&
        federation(isBuild ? { ...federationOptions, experiments: USE_SHELL_RUNTIME } : federationOptions),
    ],
    server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true, proxy: apiProxy() },
    build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
  });
}

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig, type UserConfigFnObject } from 'vite';
import {
  REMOTE_ENTRY_FILE,
  REMOTES,
  type RemoteName,
  SERVER_RENDER_DIR,
  SHARED_SUBPATHS,
  SHARED_WITH_SERVER,
  SHELL_DEV_PORT,
  SINGLETONS,
  TREE_SHAKEN_SHARED,
} from './index.ts';

interface PackageJson {
  version?: string;
  dependencies?: Record<string, string>;
}

function readJson(path: string): PackageJson {
  return JSON.parse(readFileSync(path, 'utf8')) as PackageJson;
}

/** The version actually installed for a dependency, found the way Node looks up node_modules. */
function installedVersion(appDir: string, name: string): string {
  for (let dir = appDir; ; dir = dirname(dir)) {
    try {
      const version = readJson(join(dir, 'node_modules', name, 'package.json')).version;
      if (version) return version;
    } catch {
      // not installed at this level; keep walking up
    }
    if (dirname(dir) === dir) throw new Error(`${name} is not installed (looked up from ${appDir})`);
  }
}

/**
 * The `shared` block every app uses: versions are taken from the app's package.json (what it
 * requires) and from the installed package (what it provides).
 */
export function sharedSingletons(appDir: string) {
  const pkg = readJson(join(appDir, 'package.json'));
  const shared: Record<
    string,
    {
      singleton: true;
      requiredVersion: string;
      version: string;
      treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
    }
  > = {};
  for (const name of SINGLETONS) {
    const required = pkg.dependencies?.[name];
    if (!required) throw new Error(`${appDir}/package.json must depend on ${name} (a shared singleton)`);
    const version = installedVersion(appDir, name);
    shared[name] = { singleton: true, requiredVersion: required.startsWith('^') ? required : `^${required}`, version };
    // Built with the listed exports only. 'runtime-infer' is the mode in which the runtime takes
    // that build when a consumer's imports are all in it ('server-calc' waits for a deployment
    // service to approve it, which we do not run).
    const usedExports = (TREE_SHAKEN_SHARED as Partial<Record<string, string[]>>)[name];
    if (usedExports) shared[name].treeShaking = { mode: 'runtime-infer', usedExports };
  }
  return shared;
}

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
    // The hints are pushed to a host built with the plugin; the shell is not (decisions/0014).
    dev: { disableDynamicRemoteTypeHints: true },
  };
}

/**
 * The build the server imports to render pages: one ES module per entry, named after it. The
 * packages shared with the server and everything from npm stay external (Vite's default).
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
 * React Router 7's package exports name only its development build (remix-run/react-router#14102:
 * dev warnings on, 0.5 KB gzip more on every page). A browser build takes the production build
 * beside it, for both entries react-router-dom imports (one copy of the router, one set of its
 * contexts); the dev server keeps the warnings.
 */
export function productionBuildAliases(): { find: RegExp; replacement: string }[] {
  const entries = [
    ['react-router', 'index.mjs'],
    ['react-router/dom', 'dom-export.mjs'],
  ] as const;
  return entries.map(([specifier, file]) => {
    const development = fileURLToPath(import.meta.resolve(specifier));
    const production = join(dirname(dirname(development)), 'production', file);
    if (!development.endsWith(join('dist', 'development', file)) || !existsSync(production))
      throw new Error(`${specifier}: its production build is not at ${production}: check the package's layout`);
    return { find: new RegExp(`^${specifier}$`), replacement: production };
  });
}

/**
 * The Module Federation runtime (19 KB gzip) comes once, with the shell
 * (src/remotes/federation-host.ts): a remote's build uses the shell's copy. The dev server keeps
 * its own, so a remote still runs alone there.
 */
const USE_SHELL_RUNTIME = { externalRuntime: true };

/**
 * A remote's build takes our own packages (@autoskola/*) from the shell only (`import: false`): a
 * built remote runs under the shell, which provides every singleton. With a copy of its own, a
 * package another shared package depends on (ui → api-client) gets a copy that is not lazy: the
 * plugin inlines it in the package's loadShare chunk, and the landing page downloaded the whole API
 * client again (12 KB gzip). The dev server keeps the copies, so a remote still runs alone there.
 */
function takenFromShell(shared: ReturnType<typeof sharedSingletons>) {
  return Object.fromEntries(
    Object.entries(shared).map(([name, config]) => [
      name,
      name.startsWith('@autoskola/') ? { ...config, import: false as const } : config,
    ]),
  );
}

/**
 * Fails a remote's build when a loadShare chunk holds more than the plugin's generated modules: a
 * shared package's own copy inlined there is no longer lazy, and every page that uses the package
 * downloads it. The plugin's own warning looks at its `__loadShare__shared` chunk and at
 * `__prebuild__` modules only; a workspace package's copy is its source files.
 */
function lazySharedCopies(): Plugin {
  return {
    name: 'autoskola:lazy-shared-copies',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.fileName.includes('__loadShare__')) continue;
        const inlined = Object.keys(chunk.modules).filter((id) => !/^\0?virtual:mf:/.test(id));
        if (inlined.length > 0)
          this.error(`${chunk.fileName} inlines a shared package's own copy: ${inlined.join(', ')}`);
      }
    },
  };
}

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
        federation(
          isBuild
            ? { ...federationOptions, shared: takenFromShell(federationOptions.shared), experiments: USE_SHELL_RUNTIME }
            : federationOptions,
        ),
      !inStorybook && lazySharedCopies(),
    ],
    server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true, proxy: apiProxy() },
    resolve: { alias: isBuild ? productionBuildAliases() : [] },
    // The manifest tells the server which stylesheets a screen's chunk imports (server/src/web/screen-styles.ts).
    build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, manifest: true },
  });
}

/** The module the shell imports to provide the shared singletons (see sharedModulesPlugin). */
export const SHARED_MODULES_ID = 'virtual:autoskola/shared-modules';

/**
 * The source of SHARED_MODULES_ID: every singleton and shared entry point with the version the
 * remotes check, imported whole or, for the libraries in TREE_SHAKEN_SHARED, only the listed
 * exports, so that the bundler leaves the rest out.
 */
export function sharedModulesSource(appDir: string): string {
  const shared = sharedSingletons(appDir);
  const entries: [name: string, pkg: string][] = [
    ...Object.keys(shared).map((name): [string, string] => [name, name]),
    ...Object.entries(SHARED_SUBPATHS),
  ];
  const imports: string[] = [];
  const records = entries.map(([name, pkg], index) => {
    const { version, requiredVersion, treeShaking } = shared[pkg] ?? {};
    if (!version) throw new Error(`${name}: ${pkg} is not a shared singleton`);
    const exports = name === pkg ? treeShaking?.usedExports : undefined;
    let module = `m${index}`;
    if (exports) {
      imports.push(
        `import { ${exports.map((e, i) => `${e} as m${index}_${i}`).join(', ')} } from ${JSON.stringify(name)};`,
      );
      module = `{ ${exports.map((e, i) => `${e}: m${index}_${i}`).join(', ')} }`;
    } else {
      imports.push(`import * as m${index} from ${JSON.stringify(name)};`);
    }
    const meta = JSON.stringify({ name, version, requiredVersion, ...(exports && { exports }) });
    return `  { ...${meta}, module: ${module} },`;
  });
  return `${imports.join('\n')}\nexport default [\n${records.join('\n')}\n];\n`;
}

/**
 * The shell is the federation host without the federation build plugin (docs/decisions/0014):
 * this plugin gives it the list of shared modules to hand to the runtime.
 */
export function sharedModulesPlugin(appDir: string): Plugin {
  const resolvedId = `\0${SHARED_MODULES_ID}`;
  return {
    name: 'autoskola:shared-modules',
    resolveId: (id) => (id === SHARED_MODULES_ID ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? sharedModulesSource(appDir) : undefined),
  };
}

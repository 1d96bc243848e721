import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Libraries that must exist once per page: one React, one router, one QueryClient, one session. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  '@autoskola/session',
  '@autoskola/ui',
  '@autoskola/api-client',
] as const;

/**
 * Every export of these shared libraries that the apps' browser code imports. The shell provides
 * each library built with only these (docs/decisions/0012, 0013): React Router 13 KB gzip instead
 * of 64 KB. A remote that imported one more would not be covered and would load the whole
 * library beside it, so scripts/shared-exports.test.ts fails when an import is missing here.
 */
export const TREE_SHAKEN_SHARED = {
  'react-router-dom': [
    'BrowserRouter',
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'useLocation',
    'useNavigate',
    'useNavigationType',
    'useRoutes',
    'useSearchParams',
  ],
  '@tanstack/react-query': [
    'MutationCache',
    'QueryCache',
    'QueryClient',
    'QueryClientProvider',
    'hydrate',
    'keepPreviousData',
    'queryOptions',
    'useMutation',
    'useQuery',
    'useQueryClient',
  ],
} satisfies Partial<Record<(typeof SINGLETONS)[number], string[]>>;

/** The remotes the shell composes: federation name → folder and dev-server port. */
export const REMOTES = {
  mf_public: { dir: 'mf-public', devPort: 5174 },
  mf_auth: { dir: 'mf-auth', devPort: 5175 },
  mf_admin_content: { dir: 'mf-admin-content', devPort: 5176 },
  mf_admin_contact: { dir: 'mf-admin-contact', devPort: 5177 },
} as const;

export type RemoteName = keyof typeof REMOTES;

export const SHELL_DEV_PORT = 5173;

/** Output folder of an app's server-rendering build (`vite build --ssr`), next to dist/. */
export const SERVER_RENDER_DIR = 'dist-ssr';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

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

/** The environment setting that overrides where a remote is loaded from, e.g. REMOTE_MF_PUBLIC_URL. */
export function remoteUrlEnvName(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

export interface RemoteManifest {
  remotes: Record<RemoteName, string>;
}

/** The element in which the server writes the manifest into each page, saving the shell a request. */
export const REMOTE_MANIFEST_ELEMENT_ID = 'remote-manifest';

/** The element in which the server writes the data a server-rendered page was rendered with. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The manifest the shell reads at start: each remote's default entry unless the environment overrides it. */
export function remoteManifest(
  defaultEntry: (name: RemoteName) => string,
  env: Record<string, string | undefined> = process.env,
): RemoteManifest {
  const remotes = {} as Record<RemoteName, string>;
  for (const name of Object.keys(REMOTES) as RemoteName[]) {
    remotes[name] = env[remoteUrlEnvName(name)] || defaultEntry(name);
  }
  return { remotes };
}

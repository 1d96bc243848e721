// Imported by browser code too (the shell): nothing here may use Node's modules.
import { type RemoteName, remoteComponents, screensOf } from '@autoskola/routes';

export type { RemoteName } from '@autoskola/routes';

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
 * Entry points inside the singletons that the federation plugin shares as packages of their own
 * when a remote imports them. The shell provides each with its package's version.
 */
export const SHARED_SUBPATHS = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
} as const satisfies Record<string, (typeof SINGLETONS)[number]>;

/**
 * Every export of these shared libraries that the apps' browser code imports. The shell provides
 * each library with only these (docs/decisions/0012–0014): React Router 13 KB gzip instead of
 * 64 KB. A remote that imported one more would not be covered and would load the whole
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
    'useInfiniteQuery',
    'useMutation',
    'useQuery',
    'useQueryClient',
    'useSuspenseQuery',
  ],
} satisfies Partial<Record<(typeof SINGLETONS)[number], string[]>>;

/** Where each remote of the route table lives: its folder and dev-server port. */
export const REMOTES = {
  mf_public: { dir: 'mf-public', devPort: 5174 },
  mf_auth: { dir: 'mf-auth', devPort: 5175 },
  mf_admin_content: { dir: 'mf-admin-content', devPort: 5176 },
  mf_admin_contact: { dir: 'mf-admin-contact', devPort: 5177 },
  mf_training: { dir: 'mf-training', devPort: 5178 },
} as const satisfies Record<RemoteName, { dir: string; devPort: number }>;

/**
 * What a remote exposes, read from the route table: each screen a route names as
 * `./<module>` → `./src/pages/<module>.tsx`, and the components the shell uses outside routes.
 */
export function exposesOf(name: RemoteName): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const module of screensOf(name)) exposes[`./${module}`] = `./src/pages/${module}.tsx`;
  for (const component of remoteComponents) {
    if (component.remote === name) exposes[`./${component.module}`] = component.file;
  }
  return exposes;
}

export const SHELL_DEV_PORT = 5173;

/** Output folder of an app's server-rendering build (`vite build --ssr`), next to dist/. */
export const SERVER_RENDER_DIR = 'dist-ssr';

/**
 * Packages the server imports itself and leaves out of the page bundles it renders (and out of its
 * own bundle, server/build.ts), so the server and every page bundle share one instance: the API
 * client it points at itself, the school config, the session.
 */
export const SHARED_WITH_SERVER = ['@autoskola/api-client', '@autoskola/school', '@autoskola/session'];
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

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

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_DIRS } from './remotes.ts';

/** Folders whose sources end up in the frontend build. */
export const SOURCE_DIRS = ['shell', ...REMOTE_DIRS, 'packages'];
/** Files that also change the build. */
export const SOURCE_FILES = ['package-lock.json', 'tsconfig.base.json', 'openapi.yaml'];
/** One output per app; an app without it has not been built. */
export const BUILD_OUTPUTS = [
  'shell/dist/index.html',
  ...REMOTE_DIRS.map((dir) => `${dir}/dist/remoteEntry.js`),
  // The server's page renderers (npm run build:server-render).
  'shell/dist-ssr/render-app.js',
  'mf-public/dist-ssr/home-page.js',
];

const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', '.__mf__temp', '@mf-types']);

function newestIn(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestIn(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/** The server's bundle (server/build.ts): its own modules and the workspace code they import. */
// openapi.yaml: the bundle carries the contract, parsed at build time (server/build.ts).
export const SERVER_SOURCE_DIRS = ['server/src', 'server/build.ts', 'packages', 'shell/src', 'openapi.yaml'];
export const SERVER_BUILD_OUTPUTS = ['server/dist/start.js'];

function staleReason(root: string, sources: string[], outputs: string[]): string | null {
  const missing = outputs.find((output) => !existsSync(join(root, output)));
  if (missing) return `${missing} is missing`;
  const oldestOutput = Math.min(...outputs.map((output) => statSync(join(root, output)).mtimeMs));
  const newestSource = Math.max(
    ...sources
      .filter((source) => existsSync(join(root, source)))
      .map((source) =>
        statSync(join(root, source)).isDirectory()
          ? newestIn(join(root, source))
          : statSync(join(root, source)).mtimeMs,
      ),
  );
  return newestSource > oldestOutput ? 'sources changed since the last build' : null;
}

/** Why the site's build must run, or null when every output is newer than every source. */
export function staleBuildReason(root: string): string | null {
  return staleReason(root, [...SOURCE_DIRS, ...SOURCE_FILES], BUILD_OUTPUTS);
}

/** The same for the server's bundle alone (built in about a second). */
export function staleServerBuildReason(root: string): string | null {
  return staleReason(root, [...SERVER_SOURCE_DIRS, 'package-lock.json', 'tsconfig.base.json'], SERVER_BUILD_OUTPUTS);
}

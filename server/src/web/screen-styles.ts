import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, type RemoteManifest, type RemoteName } from '@autoskola/federation';
import type { RouteEntry } from '@autoskola/routes';

interface ManifestChunk {
  css?: string[];
  imports?: string[];
}

/** A remote's Vite build manifest (dist/.vite/manifest.json): its chunks by source file. */
export type BuildManifest = Record<string, ManifestChunk>;

/** Where a remote's build is and what it holds: its files are linked as `base` + the manifest's paths. */
export interface RemoteBuild {
  base: string;
  manifest: BuildManifest;
}

/** The folder of a remote's entry, where its build's other files are (`…/mf-training/remoteEntry.js` → `…/mf-training/`). */
export function remoteBase(entry: string): string {
  const path = entry.replace(/[?#].*$/, '');
  return path.slice(0, path.lastIndexOf('/') + 1);
}

/** The build manifest, as every remote's build writes it beside its entry (packages/federation/vite.ts). */
export const BUILD_MANIFEST_FILE = '.vite/manifest.json';

/**
 * Each remote's build manifest, from where the page loads the remote: this server's own folder
 * for a remote served here, the remote's origin (`REMOTE_<NAME>_URL`) for one deployed elsewhere,
 * which may be another version than any build on this machine. A remote whose manifest cannot be
 * had is left out (its chunks bring their styles once its JavaScript runs); `problems` says why.
 */
export async function loadRemoteBuilds(options: {
  appRoot: string;
  manifest: RemoteManifest;
  defaultEntry: (name: RemoteName) => string;
  /** Resolves an entry given relative to the site, to fetch its manifest. */
  publicUrl: string;
  timeoutMs?: number;
}): Promise<{ builds: Map<RemoteName, RemoteBuild>; problems: string[] }> {
  const builds = new Map<RemoteName, RemoteBuild>();
  const problems: string[] = [];
  await Promise.all(
    (Object.keys(REMOTES) as RemoteName[]).map(async (name) => {
      const entry = options.manifest.remotes[name];
      const base = remoteBase(entry);
      if (entry === options.defaultEntry(name)) {
        try {
          const file = join(options.appRoot, REMOTES[name].dir, 'dist', BUILD_MANIFEST_FILE);
          builds.set(name, { base, manifest: JSON.parse(readFileSync(file, 'utf8')) as BuildManifest });
        } catch {
          // Not built here: nothing of it is served, nothing to link.
        }
        return;
      }
      const url = new URL(`${base}${BUILD_MANIFEST_FILE}`, options.publicUrl).href;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 3000) });
        if (!response.ok) throw new Error(`answered ${response.status}`);
        builds.set(name, { base, manifest: (await response.json()) as BuildManifest });
      } catch (error) {
        problems.push(
          `${name}: its build manifest ${url} could not be read (${(error as Error).message}); its screens' stylesheets come with its JavaScript`,
        );
      }
    }),
  );
  return { builds, problems };
}

/**
 * The stylesheets of a remote's screen: a feature's styles live beside its components and load
 * with the screen's chunk (Vite's CSS code splitting). The page links them itself, so it is styled
 * before the screen's JavaScript arrives; they are read from the remote's build manifest and
 * linked where the remote's entry is (loadRemoteBuilds).
 */
export function screenStylesheets(
  builds: ReadonlyMap<RemoteName, RemoteBuild>,
): (route: RouteEntry | undefined) => string[] {
  const known = new Map<string, string[]>();
  return (route) => {
    if (route?.screen.kind !== 'remote') return [];
    const { remote, module } = route.screen;
    const cached = known.get(route.path);
    if (cached) return cached;
    const build = builds.get(remote);
    const files = new Set<string>();
    const visit = (key: string, seen: Set<string>) => {
      const chunk = build?.manifest[key];
      if (!build || !chunk || seen.has(key)) return;
      seen.add(key);
      for (const css of chunk.css ?? []) files.add(`${build.base}${css}`);
      for (const imported of chunk.imports ?? []) visit(imported, seen);
    };
    visit(`src/pages/${module}.tsx`, new Set());
    const hrefs = [...files];
    known.set(route.path, hrefs);
    return hrefs;
  };
}

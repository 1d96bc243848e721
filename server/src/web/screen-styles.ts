import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_ENTRY_FILE, REMOTES, type RemoteName } from '@autoskola/federation';
import type { RouteEntry } from '@autoskola/routes';

interface ManifestChunk {
  css?: string[];
  imports?: string[];
}

/**
 * The stylesheets of a remote's screen: a feature's styles live beside its components and load
 * with the screen's chunk (Vite's CSS code splitting). The page links them itself, so it is styled
 * before the screen's JavaScript arrives; they are read from the remote's build manifest
 * (dist/.vite/manifest.json) and served from where the remote's entry is.
 */
export function screenStylesheets(
  appRoot: string,
  remoteEntries: Readonly<Record<string, string>>,
): (route: RouteEntry | undefined) => string[] {
  const manifests = new Map<RemoteName, Record<string, ManifestChunk> | null>();
  const manifestOf = (name: RemoteName) => {
    if (!manifests.has(name)) {
      try {
        const file = join(appRoot, REMOTES[name].dir, 'dist', '.vite', 'manifest.json');
        manifests.set(name, JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>);
      } catch {
        // Not built here (a remote deployed elsewhere): its chunk brings its styles itself.
        manifests.set(name, null);
      }
    }
    return manifests.get(name) ?? null;
  };
  const known = new Map<string, string[]>();
  return (route) => {
    if (route?.screen.kind !== 'remote') return [];
    const { remote, module } = route.screen;
    const cached = known.get(route.path);
    if (cached) return cached;
    const manifest = manifestOf(remote);
    const entry = remoteEntries[remote];
    const base = entry?.slice(0, entry.length - REMOTE_ENTRY_FILE.length) ?? '';
    const files = new Set<string>();
    const visit = (key: string, seen: Set<string>) => {
      const chunk = manifest?.[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const css of chunk.css ?? []) files.add(`${base}${css}`);
      for (const imported of chunk.imports ?? []) visit(imported, seen);
    };
    visit(`src/pages/${module}.tsx`, new Set());
    const hrefs = [...files];
    known.set(route.path, hrefs);
    return hrefs;
  };
}

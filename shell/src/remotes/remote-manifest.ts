import { REMOTE_MANIFEST_ELEMENT_ID } from '@autoskola/federation';
import { registerRemotes } from '@module-federation/runtime';
import type { RemoteName } from '../routes/route-table.ts';

export const REMOTE_MANIFEST_URL = '/remotes/manifest.json';

export interface RemoteManifest {
  remotes: Partial<Record<RemoteName, string>>;
}

function isManifest(value: unknown): value is RemoteManifest {
  if (typeof value !== 'object' || value === null) return false;
  const remotes = (value as { remotes?: unknown }).remotes;
  return (
    typeof remotes === 'object' &&
    remotes !== null &&
    Object.values(remotes).every((entry) => typeof entry === 'string')
  );
}

/** The manifest the server wrote into the page, if it did (the dev server does not). */
function manifestInPage(): unknown {
  const element = typeof document === 'undefined' ? null : document.getElementById(REMOTE_MANIFEST_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent);
  } catch {
    return null;
  }
}

async function fetchManifest(fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl(REMOTE_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remote manifest answered ${response.status}`);
  return response.json();
}

/** Reads where each remote lives (decided at run time by the server) and registers them. */
export async function registerRemotesFromManifest(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const inPage = manifestInPage();
    const manifest: unknown = isManifest(inPage) ? inPage : await fetchManifest(fetchImpl);
    if (!isManifest(manifest)) throw new Error('Remote manifest has an unexpected shape');
    registerRemotes(
      Object.entries(manifest.remotes).map(([name, entry]) => ({ name, entry: String(entry), type: 'module' })),
    );
    return true;
  } catch (error) {
    console.error('Remotes could not be registered', error);
    return false;
  }
}

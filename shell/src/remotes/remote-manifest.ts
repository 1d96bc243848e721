import { REMOTE_MANIFEST_ELEMENT_ID } from '@autoskola/federation';
import type { RemoteName } from '@autoskola/routes';
import { registerRemotes } from '@module-federation/runtime';
import { jsonInPage } from '../app/json-in-page.ts';

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

async function fetchManifest(fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl(REMOTE_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remote manifest answered ${response.status}`);
  return response.json();
}

/** Reads where each remote lives (decided at run time by the server) and registers them. */
export async function registerRemotesFromManifest(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    // The server writes it into the page; the dev server does not.
    const inPage = jsonInPage(REMOTE_MANIFEST_ELEMENT_ID);
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

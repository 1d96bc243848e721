import '@autoskola/ui/styles.css';
import { PAGE_DATA_ELEMENT_ID } from '@autoskola/federation';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { configureZodForCsp } from './app/zod-jitless.ts';
import { registerRemotesFromManifest } from './remotes/remote-manifest.ts';

configureZodForCsp();

// A manifest that cannot be read leaves the remotes unregistered: each slot then shows its
// error while the header and footer keep working.
await registerRemotesFromManifest();

function pageData(): DehydratedState | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const queryState = pageData();
const app = (
  <StrictMode>
    <App queryState={queryState} />
  </StrictMode>
);
// The server rendered public pages: keep that HTML and attach to it; other pages start empty.
if (queryState && root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);

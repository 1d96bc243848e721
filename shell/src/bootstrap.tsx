// First: the federation runtime gets the shared singletons before a remote can ask for them.
import './remotes/federation-host.ts';
import '@autoskola/ui/styles.css';
import { PAGE_DATA_ELEMENT_ID } from '@autoskola/federation';
import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { jsonInPage } from './app/json-in-page.ts';
import { configureZodForCsp } from './app/zod-jitless.ts';
import { registerRemotesFromManifest } from './remotes/remote-manifest.ts';

configureZodForCsp();

// A manifest that cannot be read leaves the remotes unregistered: each slot then shows its
// error while the header and footer keep working.
await registerRemotesFromManifest();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// The data a server-rendered page was rendered with.
const queryState = (jsonInPage(PAGE_DATA_ELEMENT_ID) ?? undefined) as DehydratedState | undefined;
const app = (
  <StrictMode>
    <App queryState={queryState} />
  </StrictMode>
);
// The server rendered public pages: keep that HTML and attach to it; other pages start empty.
if (queryState && root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);

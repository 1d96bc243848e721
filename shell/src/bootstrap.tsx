import '@autoskola/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { configureZodForCsp } from './app/zod-jitless.ts';
import { registerRemotesFromManifest } from './remotes/remote-manifest.ts';

configureZodForCsp();

// A manifest that cannot be read leaves the remotes unregistered: each slot then shows its
// error while the header and footer keep working.
await registerRemotesFromManifest();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { REMOTE_ENTRY_FILE, REMOTES, remoteManifest, SHELL_DEV_PORT } from '@autoskola/federation';
import { apiProxy, serverRenderConfig } from '@autoskola/federation/vite';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import federationConfig from './federation.config.ts';

/** In development the shell's own server answers the manifest, pointing at the remotes' dev servers. */
function devRemoteManifest(): Plugin {
  return {
    name: 'autoskola:dev-remote-manifest',
    configureServer(server) {
      server.middlewares.use('/remotes/manifest.json', (_request, response) => {
        const manifest = remoteManifest((name) => `http://localhost:${REMOTES[name].devPort}/${REMOTE_ENTRY_FILE}`);
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(JSON.stringify(manifest));
      });
    },
  };
}

// `vite build --ssr` builds the page renderer the server imports (src/ssr/render-app.tsx).
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRenderConfig({ 'render-app': 'src/ssr/render-app.tsx' })
    : {
        plugins: [react(), devRemoteManifest(), process.env.STORYBOOK !== 'true' && federation(federationConfig)],
        server: { port: SHELL_DEV_PORT, strictPort: true, proxy: apiProxy() },
        build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
      },
);

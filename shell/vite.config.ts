import { REMOTE_ENTRY_FILE, REMOTES, remoteManifest, SHELL_DEV_PORT } from '@autoskola/federation';
import { apiProxy, productionBuildAliases, serverRenderConfig, sharedModulesPlugin } from '@autoskola/federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
export default defineConfig(({ isSsrBuild, command }) =>
  isSsrBuild
    ? serverRenderConfig({ 'render-app': 'src/ssr/render-app.tsx' })
    : {
        plugins: [react(), devRemoteManifest(), sharedModulesPlugin(import.meta.dirname)],
        // Remotes are registered by their remoteEntry.js, never by a manifest: the runtime's
        // snapshot support (manifests, preloading, devtools) is left out.
        define: { FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true' },
        server: { port: SHELL_DEV_PORT, strictPort: true, proxy: apiProxy() },
        build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
        resolve: { alias: command === 'build' ? productionBuildAliases() : [] },
      },
);

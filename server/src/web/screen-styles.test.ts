import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteManifest } from '@autoskola/federation';
import { findRoute } from '@autoskola/routes';
import { loadRemoteBuilds, remoteBase, screenStylesheets } from './screen-styles.ts';
import { localRemoteEntry as localEntry } from './static-files.ts';

describe("a screen's stylesheets", () => {
  const appRoot = mkdtempSync(join(tmpdir(), 'autoskola-screen-styles-'));
  afterAll(() => rmSync(appRoot, { recursive: true, force: true }));
  mkdirSync(join(appRoot, 'mf-public/dist/.vite'), { recursive: true });
  writeFileSync(
    join(appRoot, 'mf-public/dist/.vite/manifest.json'),
    JSON.stringify({
      'src/pages/offer-page.tsx': { css: ['assets/offer-page-1.css'], imports: ['_shared.js'] },
      '_shared.js': { css: ['assets/shared-2.css'], imports: ['src/pages/offer-page.tsx'] },
      'src/pages/home-page.tsx': {},
    }),
  );
  // This machine's mf-training build, another version than the one on the other origin.
  mkdirSync(join(appRoot, 'mf-training/dist/.vite'), { recursive: true });
  writeFileSync(
    join(appRoot, 'mf-training/dist/.vite/manifest.json'),
    JSON.stringify({ 'src/pages/course-application-page.tsx': { css: ['assets/course-applications-LOCAL.css'] } }),
  );
  const builds = (env: Record<string, string> = {}) =>
    loadRemoteBuilds({
      appRoot,
      manifest: remoteManifest(localEntry, env),
      defaultEntry: localEntry,
      publicUrl: 'http://127.0.0.1:1',
      timeoutMs: 2000,
    });

  it("are the screen chunk's and its static imports', served where the remote's entry is", async () => {
    const stylesOf = screenStylesheets((await builds()).builds);
    expect(stylesOf(findRoute('/ponuka'))).toEqual([
      '/remotes/mf-public/assets/offer-page-1.css',
      '/remotes/mf-public/assets/shared-2.css',
    ]);
    expect(stylesOf(findRoute('/'))).toEqual([]);
  });

  it('are none for a remote not built here, a screen of the shell or an unknown path', async () => {
    const stylesOf = screenStylesheets((await builds()).builds);
    expect(stylesOf(findRoute('/prihlasenie'))).toEqual([]);
    expect(stylesOf(findRoute('/admin'))).toEqual([]);
    expect(stylesOf(findRoute('/nic-tu-nie-je'))).toEqual([]);
  });

  it("of a remote on another origin come from that origin's manifest, linked there", async () => {
    const cdn = createServer((request, response) => {
      if (request.url === '/autoskola/mf-training/.vite/manifest.json') {
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({ 'src/pages/course-application-page.tsx': { css: ['assets/course-applications-CDN.css'] } }),
        );
      } else {
        response.statusCode = 404;
        response.end('{}');
      }
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
    try {
      const loaded = await builds({
        REMOTE_MF_TRAINING_URL: `${origin}/autoskola/mf-training/remoteEntry.js`,
        // Its build manifest is not served there: left out, with the reason.
        REMOTE_MF_PUBLIC_URL: `${origin}/mf-public/remoteEntry.js`,
      });
      const stylesOf = screenStylesheets(loaded.builds);
      expect(stylesOf(findRoute('/prihlaska'))).toEqual([
        `${origin}/autoskola/mf-training/assets/course-applications-CDN.css`,
      ]);
      expect(stylesOf(findRoute('/ponuka'))).toEqual([]);
      expect(loaded.problems).toEqual([
        `mf_public: its build manifest ${origin}/mf-public/.vite/manifest.json could not be read (answered 404); its screens' stylesheets come with its JavaScript`,
      ]);
    } finally {
      await new Promise((resolve) => cdn.close(resolve));
    }
  });

  it("are found beside the entry, whatever the entry's file is called", () => {
    expect(remoteBase('https://cdn.example.sk/a/mf-training/remoteEntry.js?v=2')).toBe(
      'https://cdn.example.sk/a/mf-training/',
    );
    expect(remoteBase('/remotes/mf-public/remoteEntry.js')).toBe('/remotes/mf-public/');
  });
});

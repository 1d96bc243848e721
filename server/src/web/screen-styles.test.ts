import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRoute } from '@autoskola/routes';
import { screenStylesheets } from './screen-styles.ts';

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
  const stylesOf = screenStylesheets(appRoot, { mf_public: '/remotes/mf-public/remoteEntry.js' });

  it("are the screen chunk's and its static imports', served where the remote's entry is", () => {
    expect(stylesOf(findRoute('/ponuka'))).toEqual([
      '/remotes/mf-public/assets/offer-page-1.css',
      '/remotes/mf-public/assets/shared-2.css',
    ]);
    expect(stylesOf(findRoute('/'))).toEqual([]);
  });

  it('are none for a remote built elsewhere, a screen of the shell or an unknown path', () => {
    expect(stylesOf(findRoute('/prihlasenie'))).toEqual([]);
    expect(stylesOf(findRoute('/admin'))).toEqual([]);
    expect(stylesOf(findRoute('/nic-tu-nie-je'))).toEqual([]);
  });
});

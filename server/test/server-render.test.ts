import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApi, offerInput, type TestApi } from './api.ts';
import { describeEachDatabase } from './databases.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// `npm test` builds the site first; a run without a build skips here, but CI must render.
const built = [
  'shell/dist/index.html',
  'shell/dist-ssr/render-app.js',
  'mf-public/dist-ssr/home-page.js',
  'mf-training/dist-ssr/course-application-page.js',
].every((file) => existsSync(`${repoRoot}/${file}`));

/** What the server put inside #root, and the data it embedded for the browser. */
function page(html: string) {
  // React separates adjacent text with <!-- -->; the visitor reads it as one text.
  const root = (html.match(/<div id="root">([\s\S]*)<\/div>\s*<\/body>/)?.[1] ?? '').replaceAll('<!-- -->', '');
  const data = html.match(/<script type="application\/json" id="page-data">([^<]*)<\/script>/)?.[1];
  return { root, data: data === undefined ? null : (JSON.parse(data) as { queries: { queryKey: unknown[] }[] }) };
}

describe.runIf(built || process.env.CI === 'true')('server-rendered pages', () => {
  describeEachDatabase('from the built shell and mf-public', (database) => {
    let api: TestApi;
    let token: string;
    const get = async (url: string) => {
      const response = await api.app.inject(url);
      return { status: response.statusCode, ...page(response.body), html: response.body };
    };

    beforeAll(async () => {
      api = await createTestApi(database(), { APP_ROOT: repoRoot, SCHOOL_NAME: 'Autoškola Skúšobná' });
      token = await api.instructorToken();
    });
    afterAll(() => api.close());

    it('sends the landing page with its header, hero and footer in the HTML, styled from the start', async () => {
      const home = await get('/');
      expect(home.status).toBe(200);
      expect(home.root).toContain('<h1 class="home-hero__title">Autoškola Skúšobná</h1>');
      expect(home.root).toContain('href="/kontakt"');
      expect(home.root).toContain('Chcem na kurz');
      expect(home.root).toContain('<nav id="site-menu" aria-label="Hlavná navigácia"');
      expect(home.root).toContain('<footer class="site-footer">');
      // The remote's screen sits in a Suspense boundary the browser hydrates once the remote loads.
      expect(home.root).toContain('<!--$--><section class="page home-hero">');
      expect(home.html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css" \/>/);
      // Its reads: the landing sections' (LANDING_SECTIONS), the pass rate (switched off in this school)
      // and the current announcements (none): neither section is there.
      expect(home.data?.queries.map((query) => query.queryKey)).toEqual([
        ['get', '/exam/pass-rate'],
        ['get', '/announcement/list'],
      ]);
      expect(home.root).not.toContain('Úspešnosť na prvý pokus');
      expect(home.root).not.toContain('Oznamy');
    });

    it('renders the offers from the database and embeds them; a change shows on the next request', async () => {
      const created = (await api.call('POST /admin/offer', { token, body: offerInput() })).json().offer;
      const before = await get('/ponuka');
      expect(before.root).toContain('<h2 class="offer-card__name">SKUPINA B</h2>');
      expect(before.root).toContain('href="/kontakt?kurz=Skupina%20B"');
      expect(before.data?.queries.map((query) => query.queryKey)).toEqual([['get', '/offer/list']]);

      await api.call('PUT /admin/offer/{id}', {
        token,
        params: { id: created.id },
        body: offerInput({ name: 'Skupina BE' }),
      });
      const after = await get('/ponuka');
      expect(after.root).toContain('SKUPINA BE');
      expect(after.root).not.toContain('SKUPINA B<');
    });

    it('renders the material the address names, with its heading levels, never a script', async () => {
      const category = (
        await api.call('POST /admin/learning-material/category', {
          token,
          body: { name: 'Značky', position: 1, active: true },
        })
      ).json().learningMaterialCategory;
      const material = async (name: string, content: string, position: number) =>
        (
          await api.call('POST /admin/learning-material/material', {
            token,
            body: { name, categoryId: category.id, content, position, active: true },
          })
        ).json().learningMaterial;
      await material('Výstražné', '<p>Prvé</p>', 1);
      const chosen = await material('Zákazové', '<h4>Zákaz vjazdu</h4><p>Text</p><script>alert(1)</script>', 2);

      const first = await get('/ucebne-materialy');
      expect(first.root).toContain('<h2>Výstražné</h2>');
      const named = await get(`/ucebne-materialy?kategoria=${category.id}&material=${chosen.id}`);
      expect(named.root).toContain('<h2>Zákazové</h2>');
      expect(named.root).toContain('<h4 aria-level="3">Zákaz vjazdu</h4>');
      expect(named.root).not.toContain('<script');
      // Categories, then the category's materials (a second round of data).
      expect(named.data?.queries).toHaveLength(2);
    });

    it('fills the contact form from the offer link and shows the GDPR period from the configuration', async () => {
      const contact = await get('/kontakt?kurz=Skupina%20B');
      expect(contact.root).toContain('Dobrý deň, mám záujem o kurz Skupina B.');
      const gdpr = await get('/gdpr');
      expect(gdpr.root).toContain('najviac 12 mesiacov od jej vybavenia');
    });

    it('renders the course application with the course from the offer card chosen, and the terms', async () => {
      const created = (
        await api.call('POST /admin/offer', { token, body: offerInput({ name: 'Skupina C', group: 'C' }) })
      ).json().offer;
      const application = await get(`/prihlaska?kurz=${created.id}`);
      expect(application.status).toBe(200);
      expect(application.root).toContain('<h1>Prihláška na kurz</h1>');
      expect(application.root).toMatch(
        // The name says the group already: not 'Skupina C (skupina C)'.
        new RegExp(`<option value="${created.id}" selected="">Skupina C – `),
      );
      expect(application.root).toContain('Odoslať prihlášku');
      // No field asks the birth number; the form only says so.
      expect(application.root).not.toMatch(/<label[^>]*>Rodné číslo/);
      expect(application.root).toContain('Rodné číslo online nežiadame');
      await api.call('PUT /admin/course-application/terms', { token, body: { text: 'Záloha je 30 %.' } });
      const terms = await get('/obchodne-podmienky');
      expect(terms.root).toContain('Záloha je 30 %.');
      // The e-mails' pages render their waiting text; the browser reads the link's token and the
      // reader confirms with a button.
      expect((await get('/prihlaska/potvrdenie')).root).toContain('Načítavam odkaz z e-mailu…');
    });

    it('leaves login, registration, admin and unknown pages to the browser', async () => {
      for (const url of ['/prihlasenie', '/registracia', '/admin', '/admin/ponuka', '/moj-kurz', '/neexistuje']) {
        const other = await get(url);
        expect(other.root, url).toBe('');
        expect(other.data, url).toBeNull();
      }
    });
  });

  it('leaves a remote served from elsewhere to the browser, since its version may differ', async () => {
    const { openTestDatabase } = await import('./databases.ts');
    const database = await openTestDatabase();
    const api = await createTestApi(database, {
      APP_ROOT: repoRoot,
      REMOTE_MF_PUBLIC_URL: 'https://cdn.example.sk/mf-public/remoteEntry.js',
    });
    try {
      const home = page((await api.app.inject('/')).body);
      expect(home.root).toBe('');
      expect(home.data).toBeNull();
    } finally {
      await api.close();
      await database.close();
    }
  });

  it("links the stylesheets of a remote on another origin from that origin's build manifest, never relative to the page", async () => {
    // This machine's mf-training build served from another origin, as a CDN would serve its dist/.
    const dist = join(repoRoot, 'mf-training/dist');
    const cdn = createServer((request, response) => {
      const path = (request.url ?? '').replace(/^\/cdn\/mf-training\//, '');
      const file = join(dist, path);
      if (!request.url?.startsWith('/cdn/mf-training/') || !file.startsWith(`${dist}/`) || !existsSync(file)) {
        response.statusCode = 404;
        response.end();
        return;
      }
      response.end(readFileSync(file));
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
    const { openTestDatabase } = await import('./databases.ts');
    const database = await openTestDatabase();
    const api = await createTestApi(database, {
      APP_ROOT: repoRoot,
      REMOTE_MF_TRAINING_URL: `${origin}/cdn/mf-training/remoteEntry.js`,
    });
    try {
      const html = (await api.app.inject('/prihlaska')).body;
      const stylesheets = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
      const remoteStyles = stylesheets.filter((href) => href?.startsWith(`${origin}/cdn/mf-training/assets/`));
      expect(remoteStyles.length).toBeGreaterThan(0);
      expect(stylesheets.filter((href) => !href?.startsWith('/assets/') && !remoteStyles.includes(href))).toEqual([]);
      for (const href of remoteStyles) expect((await fetch(href as string)).status, href).toBe(200);
    } finally {
      await api.close();
      await database.close();
      await new Promise((resolve) => cdn.close(resolve));
    }
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase } from '../test/databases.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { PAGE_CACHE_CONTROL } from './web/page-cache.ts';

const TEMPLATE = `<!doctype html>
<html lang="sk">
  <head>
    <title>Autoškola Ružomberok</title>
    <meta name="description" content="x" />
    <meta name="robots" content="index,follow" />
    <script type="module" src="/assets/index-abcd1234.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A minimal built site: the shell's index.html and one remote's entry and chunk. */
function fakeBuild(root: string) {
  mkdirSync(join(root, 'shell/dist/assets'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), TEMPLATE);
  writeFileSync(join(root, 'shell/dist/assets/index-abcd1234.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  mkdirSync(join(root, 'mf-public/dist/assets'), { recursive: true });
  writeFileSync(join(root, 'mf-public/dist/remoteEntry.js'), 'export {};');
  writeFileSync(join(root, 'mf-public/dist/index.html'), '<p>dev page</p>');
  writeFileSync(join(root, 'mf-public/dist/assets/home-page-Bx12Yz9a.js'), 'export default 1;');
}

describe('server app', () => {
  const root = mkdtempSync(join(tmpdir(), 'autoskola-app-'));
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    fakeBuild(root);
    database = await openTestDatabase();
    const config = loadConfig({
      APP_ROOT: root,
      DATA_DIR: join(root, 'data'),
      REMOTE_MF_ADMIN_CONTACT_URL: 'https://cdn.example.sk/mf-admin-contact/remoteEntry.js',
      SCHOOL_NAME: 'Autoškola Test',
    });
    app = await buildApp({ config, database });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers the health operation from the database', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('writes the title, description and robots of a route into the HTML it sends', async () => {
    const response = await app.inject('/gdpr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(response.body).toContain('<title>Ochrana osobných údajov | Autoškola Test</title>');
    expect(response.body).toContain('<meta name="robots" content="noindex,nofollow" />');
    expect(response.body).toContain('<meta name="description" content="Prvá súkromná autoškola v Ružomberku." />');
    expect(response.body).toContain(
      '<script type="application/json" id="site-config">{"school":{"name":"Autoškola Test"',
    );
  });

  it('tells crawlers what to index: robots.txt, a sitemap of public pages, Open Graph and the school as JSON-LD', async () => {
    const robots = await app.inject('/robots.txt');
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const sitemap = (await app.inject('/sitemap.xml')).body;
    for (const path of ['/', '/ponuka', '/ucebne-materialy', '/kontakt']) {
      expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    expect(sitemap).not.toContain('/admin');
    expect(sitemap).not.toContain('/gdpr');

    const home = (await app.inject('/')).body;
    expect(home).toContain('<meta property="og:title" content="Autoškola Test" />');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(home)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'DrivingSchool',
      name: 'Autoškola Test',
      address: { streetAddress: 'Scotta Viatora 8', postalCode: '03401', addressLocality: 'Ružomberok' },
    });
    const offer = (await app.inject('/ponuka')).body;
    expect(offer).toContain('<meta property="og:title" content="Ponuka | Autoškola Test" />');
    expect(offer).not.toContain('application/ld+json');
  });

  it('answers unknown pages with status 404 and the shell, so the not-found page shows', async () => {
    const response = await app.inject('/tato-stranka-neexistuje');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
  });

  it('answers unknown API paths and missing files with JSON 404, never the page', async () => {
    for (const path of [
      '/api/nic',
      '/assets/missing-abcd1234.js',
      '/remotes/mf-public/missing.js',
      '/images/offer/9.jpg',
    ]) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toEqual({ message: 'Požadovaná adresa neexistuje.' });
    }
  });

  it("writes the remote manifest into the page and preloads the route's remote", async () => {
    const page = (await app.inject('/kontakt')).body;
    expect(page).toContain(
      '<script type="application/json" id="remote-manifest">{"remotes":{"mf_public":"/remotes/mf-public/remoteEntry.js"',
    );
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/remotes/mf-public/remoteEntry.js" />');
    expect((await app.inject('/admin/kontaktny-formular')).body).toContain(
      '<link rel="modulepreload" crossorigin href="https://cdn.example.sk/mf-admin-contact/remoteEntry.js" />',
    );
    expect((await app.inject('/admin')).body).not.toContain('rel="modulepreload" crossorigin href="/remotes');
  });

  it('serves the remote manifest without caching, with environment overrides', async () => {
    const response = await app.inject('/remotes/manifest.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      remotes: {
        mf_public: '/remotes/mf-public/remoteEntry.js',
        mf_auth: '/remotes/mf-auth/remoteEntry.js',
        mf_admin_content: '/remotes/mf-admin-content/remoteEntry.js',
        mf_admin_contact: 'https://cdn.example.sk/mf-admin-contact/remoteEntry.js',
        mf_training: '/remotes/mf-training/remoteEntry.js',
      },
    });
  });

  it('serves remote files with CORS; the entry revalidates, hashed chunks are immutable', async () => {
    const entry = await app.inject('/remotes/mf-public/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject('/remotes/mf-public/assets/home-page-Bx12Yz9a.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/remotes/mf-public/index.html')).statusCode).toBe(404);
  });

  it('compresses the shell assets and caches them for good', async () => {
    const response = await app.inject({ url: '/assets/index-abcd1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves uploaded images from DATA_DIR/images', async () => {
    mkdirSync(join(root, 'data/images/offer'), { recursive: true });
    writeFileSync(join(root, 'data/images/offer/3.jpg'), Buffer.from([0xff, 0xd8, 0xff]));
    const response = await app.inject('/images/offer/3.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });
});

import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeTable } from '@autoskola/routes';
import { type RunningServer, startServer, waitForHealth } from '@autoskola/server/test-process';
import { freePort } from '@autoskola/server/test-smtp';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { expect, test } from './fixtures.ts';

const root = join(import.meta.dirname, '../..');
const shellHtml = () => readFileSync(join(root, 'shell/dist/index.html'), 'utf8');

/**
 * mf-public built on its own into a folder of its own and served from another origin (a CDN in
 * production); a second server uses the same shell build, pointed at it by REMOTE_MF_PUBLIC_URL.
 * A copy of mf-training's build is served from there too (REMOTE_MF_TRAINING_URL): the screens
 * of both come from the other origin, the server-rendered /prihlaska included.
 */
test.describe('a remote deployed alone on another origin @once', () => {
  // Its beforeAll builds a remote alone: about a minute, over three in the slowest phase seen (2026-11-29).
  test.describe.configure({ timeout: 360_000 });
  let work: string;
  let cdn: FastifyInstance;
  let cdnOrigin: string;
  let site: RunningServer;
  let shellBefore: string;

  test.beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'autoskola-remote-origin-'));
    shellBefore = shellHtml();
    const outDir = join(work, 'mf-public');
    execFileSync('npm', ['run', 'build', '-w', 'mf-public', '--', '--outDir', outDir, '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });

    const trainingDir = join(work, 'mf-training');
    cpSync(join(root, 'mf-training/dist'), trainingDir, { recursive: true });

    cdn = Fastify();
    // The whole dist/ of each, its .vite/manifest.json too: the server reads it to link the screens' stylesheets.
    for (const [dir, prefix] of [
      [outDir, '/autoskola/mf-public/'],
      [trainingDir, '/autoskola/mf-training/'],
    ] as const) {
      await cdn.register(fastifyStatic, {
        root: dir,
        prefix,
        dotfiles: 'allow',
        decorateReply: false,
        setHeaders: (reply) => reply.header('Access-Control-Allow-Origin', '*'),
      });
    }
    await cdn.listen({ port: 0, host: '127.0.0.1' });
    cdnOrigin = `http://localhost:${(cdn.server.address() as AddressInfo).port}`;

    site = startServer(
      {
        DATA_DIR: join(work, 'data'),
        REMOTE_MF_PUBLIC_URL: `${cdnOrigin}/autoskola/mf-public/remoteEntry.js`,
        REMOTE_MF_TRAINING_URL: `${cdnOrigin}/autoskola/mf-training/remoteEntry.js`,
      },
      await freePort(),
    );
    await waitForHealth(site);
  });

  test.afterAll(async () => {
    site?.child.kill('SIGTERM');
    await site?.exited;
    await cdn?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('the shell, not rebuilt, loads the public screens from the remote origin named in its manifest', async ({
    page,
  }) => {
    const siteOrigin = `http://127.0.0.1:${site.port}`;
    const manifest = await (await fetch(`${siteOrigin}/remotes/manifest.json`)).json();
    expect(manifest.remotes.mf_public).toBe(`${cdnOrigin}/autoskola/mf-public/remoteEntry.js`);

    const remoteFiles: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/mf-public/')) remoteFiles.push(request.url());
    });

    await page.goto(`${siteOrigin}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Autoškola Ružomberok' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chcem na kurz' })).toBeVisible();

    // A screen in another chunk of the remote, reached through the shell's router.
    await page.getByRole('navigation', { name: 'Hlavná navigácia' }).getByRole('link', { name: 'Kontakt' }).click();
    await expect(page.getByRole('heading', { name: 'Kontaktuj nás' })).toBeVisible();

    expect(remoteFiles.some((url) => url.endsWith('/autoskola/mf-public/remoteEntry.js'))).toBe(true);
    expect(remoteFiles.length).toBeGreaterThan(1);
    expect(remoteFiles.filter((url) => !url.startsWith(`${cdnOrigin}/autoskola/mf-public/`))).toEqual([]);
    // The other remotes still come from the site itself, and the shell build is the one from before.
    await page.goto(`${siteOrigin}/prihlasenie`);
    await expect(page.getByRole('heading', { name: 'Prihlásenie' })).toBeVisible();
    expect(shellHtml()).toBe(shellBefore);
  });

  test("every page's stylesheets and scripts answer 200, and a remote's screen is styled before its JavaScript", async ({
    browser,
  }) => {
    const siteOrigin = `http://127.0.0.1:${site.port}`;
    // Every page anyone may open without an address of its own (no :id).
    const paths = routeTable
      .filter((route) => route.access === 'public' && !route.path.includes(':') && !route.openWhile)
      .map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/ponuka', '/prihlaska', '/prihlasenie']));
    const failed: string[] = [];
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      // 304: the browser revalidated a file it already had (remoteEntry.js is no-cache).
      if ((kind === 'stylesheet' || kind === 'script') && response.status() !== 200 && response.status() !== 304)
        failed.push(`${page.url()}: ${kind} ${response.url()} answered ${response.status()}`);
    });
    page.on('requestfailed', (request) => {
      if (['stylesheet', 'script'].includes(request.resourceType()))
        failed.push(`${page.url()}: ${request.url()} failed (${request.failure()?.errorText})`);
    });
    for (const path of paths) {
      // What the HTML itself links, before any JavaScript adds more.
      const html = await (await fetch(`${siteOrigin}${path}`)).text();
      const linked = [
        ...html.matchAll(
          /<link rel="(?:stylesheet|modulepreload)"[^>]*\bhref="([^"]+)"|<script\b[^>]*\bsrc="([^"]+)"/g,
        ),
      ].map((match) => (match[1] ?? match[2]) as string);
      expect(linked.length, path).toBeGreaterThan(0);
      for (const href of linked) {
        const status = (await fetch(new URL(href, `${siteOrigin}${path}`))).status;
        if (status !== 200) failed.push(`${path}: the HTML links ${href}, which answered ${status}`);
      }
      await page.goto(`${siteOrigin}${path}`, { waitUntil: 'networkidle' });
    }
    await context.close();
    expect(failed).toEqual([]);

    // The application's styles come with the HTML, from the remote's origin: without JavaScript too.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    const styles: string[] = [];
    still.on('response', (response) => {
      if (response.request().resourceType() === 'stylesheet' && response.status() === 200) styles.push(response.url());
    });
    await still.goto(`${siteOrigin}/prihlaska`, { waitUntil: 'networkidle' });
    await noScript.close();
    expect(styles.filter((url) => url.startsWith(`${cdnOrigin}/autoskola/mf-training/assets/`)).length).toBeGreaterThan(
      0,
    );
  });
});

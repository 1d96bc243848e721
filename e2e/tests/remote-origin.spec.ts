import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
 */
test.describe('a remote deployed alone on another origin @once', () => {
  test.describe.configure({ timeout: 180_000 });
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

    cdn = Fastify();
    await cdn.register(fastifyStatic, {
      root: outDir,
      prefix: '/autoskola/mf-public/',
      setHeaders: (reply) => reply.header('Access-Control-Allow-Origin', '*'),
    });
    await cdn.listen({ port: 0, host: '127.0.0.1' });
    cdnOrigin = `http://localhost:${(cdn.server.address() as AddressInfo).port}`;

    site = startServer(
      {
        DATA_DIR: join(work, 'data'),
        REMOTE_MF_PUBLIC_URL: `${cdnOrigin}/autoskola/mf-public/remoteEntry.js`,
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
});

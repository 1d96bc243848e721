import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '@autoskola/server/node-flags';
import { createThrowawayPostgres } from '@autoskola/server/test-databases';
import { BUILT_SERVER_ENTRY } from '@autoskola/server/test-process';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** A free loopback port for the new site's server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A new school's first start (issue 37): `npm start` on an empty DATA_DIR prints the setup
 * address; the browser sets the site up; the instructor lands in the admin; the address is dead.
 */
test.describe('the first start of a new site', () => {
  let server: ChildProcess;
  let output = '';
  let dataDir: string;
  let baseURL: string;
  let dropDatabase: (() => Promise<void>) | undefined;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'autoskola-first-start-'));
    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    // The PostgreSQL run of the browser tests sets this up on a new database of that server too.
    const postgres = process.env.E2E_POSTGRES_SERVER
      ? await createThrowawayPostgres(process.env.E2E_POSTGRES_SERVER)
      : null;
    dropDatabase = postgres?.drop;
    server = spawn(process.execPath, [...SERVER_NODE_FLAGS, BUILT_SERVER_ENTRY], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: postgres?.url ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        SCHOOL_NAME: 'Autoškola Prvý štart',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    await expect.poll(() => output, { timeout: 60_000 }).toContain('Nastavenie stránky: ');
    // The address is printed while the server starts; it answers a moment later, once it listens.
    await expect
      .poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => null))?.status ?? 0, { timeout: 30_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('from the printed address to the admin, with the demo content, and never again', async ({ page }) => {
    const lines = output.split('\n').filter((line) => line.includes('Nastavenie stránky: '));
    expect(lines).toHaveLength(1);
    const address = /Nastavenie stránky: (\S+?)"?\}?$/.exec(lines[0] ?? '')?.[1] ?? '';
    expect(address).toMatch(new RegExp(`^${baseURL}/nastavenie#[\\w-]{20,}$`));

    // The empty site: whoever opens the admin is led to the setup, which wants the address.
    await page.goto(`${baseURL}/admin`);
    await expect(page).toHaveURL(`${baseURL}/nastavenie`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nastavenie stránky' })).toBeVisible();
    await expect(page.getByText(/adrese, ktorú server vypísal pri prvom spustení/)).toBeVisible();

    await page.goto(address);
    await expect(page).toHaveTitle('Nastavenie stránky | Autoškola Prvý štart');
    await expect(page.getByRole('textbox', { name: 'Názov školy' })).toHaveValue('Autoškola Prvý štart');
    expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()).violations).toEqual(
      [],
    );
    await page.getByRole('textbox', { name: 'Názov školy' }).fill('Autoškola Nový začiatok');
    await page.getByRole('textbox', { name: 'Telefón' }).fill('0944 123 456');
    await page.getByRole('textbox', { name: 'Meno', exact: true }).fill('Ján');
    await page.getByRole('textbox', { name: 'Priezvisko', exact: true }).fill('Vodička');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('majitel@novyzaciatok.sk');
    await page.getByLabel(/^Heslo/).fill('tajneheslo');
    await page.getByLabel(/^Zopakujte heslo/).fill('tajneheslo');
    await page.getByRole('checkbox', { name: 'Naplniť ukážkovými údajmi' }).check();
    await page.getByRole('button', { name: 'Nastaviť stránku' }).click();

    // Logged in as the instructor, in the admin, with the school's new name on every page.
    await expect(page).toHaveURL(`${baseURL}/admin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Administrácia' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Údaje o škole' }).first()).toBeVisible();
    await page.goto(`${baseURL}/ponuka`);
    await expect(page).toHaveTitle('Ponuka | Autoškola Nový začiatok');
    await expect(page.locator('.offer-card').first()).toBeVisible();

    // The address is dead: the screen is gone and the API refuses.
    const gone = await page.goto(address);
    expect(gone?.status()).toBe(404);
    await expect(page.getByText('Tu nič nie je!')).toBeVisible();
    const again = await page.request.post(`${baseURL}/api/setup`, {
      data: {
        token: address.split('#')[1],
        school: (
          await (
            await page.request.get(`${baseURL}/api/admin/school`, {
              headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('auth_token'))}` },
            })
          ).json()
        ).school,
        firstname: 'Iný',
        lastname: 'Inštruktor',
        email: 'iny@novyzaciatok.sk',
        password: 'tajneheslo',
        demo: false,
      },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toBe('Stránku už nastavil niekto iný. Prihláste sa.');
  });

  test('the instructor edits the school’s details and every page shows them at once', async ({ page }) => {
    await page.goto(`${baseURL}/prihlasenie`);
    await page.getByLabel(/E-mail/).fill('majitel@novyzaciatok.sk');
    await page.getByLabel(/Heslo/).fill('tajneheslo');
    await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(page).toHaveURL(`${baseURL}/admin`);
    await page.getByRole('link', { name: 'Údaje o škole' }).first().click();
    await expect(page).toHaveTitle('Admin - Údaje o škole | Autoškola Nový začiatok');
    await page.getByRole('textbox', { name: 'Ulica a číslo' }).fill('Námestie 7');
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByText('Údaje o škole boli uložené.')).toBeVisible();
    await page.goto(`${baseURL}/kontakt`);
    await expect(page.getByText('Námestie 7')).toBeVisible();
  });
});

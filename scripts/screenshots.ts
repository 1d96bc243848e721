// npm run screenshots: the main screens of the seeded demo on a desktop and a phone, as JPEG files
// in docs/screenshots/ (shown in the README). Builds first when needed (see package.json).
import { join } from 'node:path';
import { type Browser, chromium, devices, type Page } from '@playwright/test';
import { startProductionServer } from '../bench/servers.ts';

const out = join(import.meta.dirname, '../docs/screenshots');
const app = await startProductionServer(Number(process.env.SCREENSHOTS_PORT ?? 4420));
const browser: Browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

try {
  app.cli('user:create', '--email', 'ukazka@autoskola.sk', '--password', 'heslo123', '--role', 'ROLE_INSTRUCTOR');
  const login = await fetch(`${app.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ukazka@autoskola.sk', password: 'heslo123' }),
  });
  const { token } = (await login.json()) as { token: string };
  await fetch(`${app.baseUrl}/api/contact-form/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstname: 'Jana',
      lastname: 'Nováková',
      email: 'jana.novakova@example.sk',
      phone: '+421 905 123 456',
      message: 'Dobrý deň,\nkedy začína najbližší kurz skupiny B a dá sa platiť na splátky?\nĎakujem, Jana',
    }),
  });

  const sizes = { desktop: { viewport: { width: 1280, height: 800 } }, phone: devices['Pixel 7'] };
  for (const [size, options] of Object.entries(sizes)) {
    const context = await browser.newContext({ ...options, baseURL: app.baseUrl });
    const page = await context.newPage();
    const shot = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(out, `${name}-${size}.jpg`), type: 'jpeg', quality: 80 });
      console.log(`docs/screenshots/${name}-${size}.jpg`);
    };
    const visit = async (path: string, ready: (page: Page) => Promise<unknown>) => {
      await page.goto(path);
      await ready(page);
    };

    await visit('/', (p) => p.getByRole('link', { name: 'Chcem na kurz' }).waitFor());
    await shot('landing');
    await visit('/ponuka', (p) => p.getByRole('article').first().waitFor());
    await shot('offer');
    await visit('/ucebne-materialy', (p) => p.locator('.material-content').waitFor());
    await shot('learning-materials');
    await visit('/kontakt', (p) => p.getByRole('heading', { name: 'Kontaktuj nás' }).waitFor());
    await shot('contact');
    // A theory test in progress (a picture question, two answered) and, after evaluating it, its result.
    await visit('/testy', (p) => p.getByRole('button', { name: 'Začať test' }).and(p.locator(':enabled')).waitFor());
    await page.getByRole('button', { name: 'Začať test' }).click();
    await page.getByRole('timer').waitFor();
    for (let answered = 0; answered < 2; answered += 1) {
      await page.getByRole('radio').nth(answered).check();
      await page.getByText(`Zodpovedané: ${answered + 1} z`).waitFor();
      await page.getByRole('button', { name: 'Ďalšia otázka' }).click();
    }
    await page.getByRole('button', { name: 'Otázka 1, zodpovedaná' }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('test-in-progress');
    await page.getByRole('button', { name: 'Vyhodnotiť test' }).click();
    await page.getByRole('heading', { name: 'Výsledok testu' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('test-result');

    await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
    await visit('/admin/ponuka', (p) => p.getByRole('table').waitFor());
    await shot('admin-offers');
    await visit('/admin/ucebne-materialy', (p) => p.getByRole('row', { name: 'Upraviť Základné pojmy' }).waitFor());
    await page.getByRole('row', { name: 'Upraviť Základné pojmy' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Text' }).waitFor();
    await shot('material-editor');
    await visit('/admin/kontaktny-formular', (p) => p.getByRole('table').waitFor());
    await page.getByRole('row', { name: 'Otvoriť správu od Jana Nováková' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Odpoveď' }).waitFor();
    await shot('inbox-detail');
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}

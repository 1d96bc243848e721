// npm run screenshots: the main screens of the seeded demo on a desktop and a phone, as JPEG files
// in docs/screens/ (shown in the README). Builds first when needed (see package.json).
// Each feature's screens are its own file in scripts/screenshots/ (see scenario.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, devices, type Page } from '@playwright/test';
import { startProductionServer } from '../bench/servers.ts';
import type { DemoSite, ScreenshotScenario } from './screenshots/scenario.ts';

const out = join(import.meta.dirname, '../docs/screens');
const scenariosDir = join(import.meta.dirname, 'screenshots');
const scenarios: ScreenshotScenario[] = [];
for (const file of readdirSync(scenariosDir).sort()) {
  if (!file.endsWith('.ts') || file === 'scenario.ts') continue;
  scenarios.push(((await import(join(scenariosDir, file))) as { default: ScreenshotScenario }).default);
}

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
  const site: DemoSite = {
    baseUrl: app.baseUrl,
    async api(path, { method = 'GET', body, anonymous = false } = {}) {
      const response = await fetch(`${app.baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(anonymous ? {} : { authorization: `Bearer ${token}` }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return response;
    },
    async logIn(page: Page) {
      // The token is kept in the site's localStorage, which about:blank does not have.
      if (!page.url().startsWith(app.baseUrl)) await page.goto('/');
      await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
    },
  };
  for (const scenario of scenarios) await scenario.prepare?.(site);

  const sizes = { desktop: { viewport: { width: 1280, height: 800 } }, phone: devices['Pixel 7'] };
  for (const [size, options] of Object.entries(sizes)) {
    for (const scenario of scenarios) {
      const context = await browser.newContext({ ...options, baseURL: app.baseUrl });
      const page = await context.newPage();
      const shot = async (name: string) => {
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: join(out, `${name}-${size}.jpg`), type: 'jpeg', quality: 80 });
        console.log(`docs/screens/${name}-${size}.jpg`);
      };
      await scenario.take(page, shot, site);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app.stop();
}

import type { ScreenshotScenario } from './scenario.ts';

/** The admin home: below the placeholder sentence, what is new and what is on today. */
export default {
  async take(page, shot, site) {
    await site.logIn(page);
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Administrácia' }).waitFor();
    await page.getByText('Načítavam prehľad…').waitFor({ state: 'detached' });
    await shot('admin-home');
  },
} satisfies ScreenshotScenario;

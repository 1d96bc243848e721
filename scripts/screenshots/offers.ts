import type { ScreenshotScenario } from './scenario.ts';

export default {
  async take(page, shot, site) {
    await page.goto('/ponuka');
    await page.getByRole('article').first().waitFor();
    await shot('offer');
    await site.logIn(page);
    await page.goto('/admin/ponuka');
    await page.getByRole('table').waitFor();
    await shot('admin-offers');
  },
} satisfies ScreenshotScenario;

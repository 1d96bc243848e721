import type { ScreenshotScenario } from './scenario.ts';

export default {
  async take(page, shot) {
    await page.goto('/');
    await page.getByRole('link', { name: 'Chcem na kurz' }).waitFor();
    await shot('landing');
  },
} satisfies ScreenshotScenario;

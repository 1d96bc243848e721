import type { ScreenshotScenario } from './scenario.ts';

export default {
  async take(page, shot, site) {
    await page.goto('/ucebne-materialy');
    await page.locator('.material-content').waitFor();
    await shot('learning-materials');
    await site.logIn(page);
    await page.goto('/admin/ucebne-materialy');
    const row = page.getByRole('row', { name: 'Upraviť Základné pojmy' });
    await row.click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Text' }).waitFor();
    await shot('material-editor');
  },
} satisfies ScreenshotScenario;

import type { ScreenshotScenario } from './scenario.ts';

/**
 * The instructors' week as a time grid (a day that starts today on a phone), with the demo
 * school's first instructor chosen, and the screen of hours, vehicles and rules.
 */
export default {
  async take(page, shot, site) {
    await site.logIn(page);
    await page.goto('/admin/jazdy');
    const instructor = page.getByRole('combobox', { name: 'Inštruktor' });
    await instructor.waitFor();
    const first = await instructor
      .locator('option')
      .evaluateAll(
        (options) => (options as HTMLOptionElement[]).find((option) => !option.textContent?.startsWith('Ja '))?.value,
      );
    if (first) await instructor.selectOption(first);
    await page.locator('.week-grid__day').first().waitFor();
    await shot('lesson-week');
    await page.goto('/admin/pracovny-cas');
    await page.getByRole('heading', { level: 1, name: 'Pracovný čas a vozidlá' }).waitFor();
    await shot('working-hours');
  },
} satisfies ScreenshotScenario;

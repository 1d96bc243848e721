import type { ScreenshotScenario } from './scenario.ts';

/** A theory test in progress (a picture question, two answered) and, after evaluating it, its result. */
export default {
  async take(page, shot) {
    await page.goto('/testy');
    const start = page.getByRole('button', { name: 'Začať test' });
    await start.and(page.locator(':enabled')).waitFor();
    await start.click();
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
  },
} satisfies ScreenshotScenario;

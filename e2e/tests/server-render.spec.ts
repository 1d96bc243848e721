import { expect, test } from './fixtures.ts';

const OFFERS = ['SKUPINA B', 'SKUPINA A', 'SKUPINA C', 'SKUPINA BE', 'KONDIČNÉ JAZDY'];

test.describe('server-rendered public pages @phone @once', () => {
  test('show their content before any script has run', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Autoškola Ružomberok' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Chcem na kurz' })).toHaveAttribute('href', '/kontakt');

      await page.goto('/ponuka');
      await expect(page.getByRole('article').getByRole('heading')).toHaveText(OFFERS);

      await page.goto('/ucebne-materialy');
      await expect(page.getByRole('heading', { level: 2, name: 'Výstražné značky' })).toBeVisible();

      await page.goto('/kontakt?kurz=Skupina%20C');
      await expect(page.getByRole('heading', { name: 'Kontaktuj nás' })).toBeVisible();
      await expect(page.getByLabel('Správa')).toHaveValue('Dobrý deň, mám záujem o kurz Skupina C.');
      // Sending needs the scripts: until they run, the form says so by being disabled.
      await expect(page.getByRole('button', { name: 'Odoslať' })).toBeDisabled();

      await page.goto('/gdpr');
      await expect(page.getByRole('heading', { level: 1, name: 'Ochrana osobných údajov' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('keep the HTML the server sent when the scripts arrive, then respond to the visitor', async ({ page }) => {
    // Remember the server's elements before any script runs, to see whether hydration kept them.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const kept = window as unknown as Record<string, Element | null>;
        kept.serverHeading = document.querySelector('main h1');
        kept.serverMenu = document.querySelector('header nav');
      });
    });
    await page.goto('/kontakt');
    const name = page.getByRole('textbox', { name: 'Meno', exact: true });
    await expect(name).toBeEnabled();
    await name.fill('Eva');
    expect(
      await page.evaluate(() => {
        const kept = window as unknown as Record<string, Element | null>;
        return [kept.serverHeading?.isConnected, kept.serverMenu?.isConnected];
      }),
    ).toEqual([true, true]);
    await page.getByRole('button', { name: 'Zobraziť mapu' }).click();
    await expect(page.getByTitle(/^Mapa – /)).toBeVisible();
    await expect(name).toHaveValue('Eva');
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { realToken } from './support.ts';

async function openNav(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('navigation', { name: 'Hlavná navigácia' });
}

test.describe('a visitor @phone', () => {
  test('reads the offer, asks for a course and the message is stored', async ({ page, request, isMobile }) => {
    await page.goto('/');
    await (await openNav(page, isMobile)).getByRole('link', { name: 'Ponuka' }).click();
    await expect(page).toHaveURL(/\/ponuka$/);
    await expect(page).toHaveTitle('Ponuka | Autoškola Ružomberok');

    const cards = page.getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText([
      'SKUPINA B',
      'SKUPINA A',
      'SKUPINA C',
      'SKUPINA BE',
      'KONDIČNÉ JAZDY',
    ]);
    const courseC = cards.filter({ hasText: 'SKUPINA C' });
    await expect(courseC).toContainText('Doba trvania: 4 mesiace');
    await expect(courseC).toContainText('1 390 €');
    await courseC.getByRole('link', { name: 'Chcem na kurz' }).click();

    await expect(page.getByRole('heading', { name: 'Kontaktuj nás' })).toBeVisible();
    const message = page.getByLabel('Správa');
    await expect(message).toHaveValue('Dobrý deň, mám záujem o kurz Skupina C.');
    await page.getByRole('textbox', { name: 'Meno', exact: true }).fill('Eva');
    await page.getByLabel('Priezvisko').fill(`Nováková ${test.info().project.name}`);
    await page.getByLabel('Telefón').fill('+421 900 123 456');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Odoslať' }).click();
    await expect(page.getByText('Správa bola úspešne odoslaná.')).toBeVisible();
    await expect(message).toHaveValue('');

    const { token } = await realToken(request, true);
    const list = await request.get('/api/admin/contact-form/list', { headers: { authorization: `Bearer ${token}` } });
    const { contactForms } = (await list.json()) as { contactForms: { name: string; message: string }[] };
    expect(contactForms[0]).toMatchObject({
      name: `Eva Nováková ${test.info().project.name}`,
      message: 'Dobrý deň, mám záujem o kurz Skupina C.',
    });
  });

  test('browses and searches the learning materials; the choice survives a reload', async ({ page }) => {
    await page.goto('/ucebne-materialy');
    await expect(page.getByRole('heading', { level: 2, name: 'Výstražné značky' })).toBeVisible();

    await page.getByRole('button', { name: /Kategória/ }).click();
    await page.getByRole('combobox', { name: /Kategória/ }).fill('pravidla');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Základné pojmy' })).toBeVisible();

    await page.getByRole('button', { name: /Materiál/ }).click();
    await page.getByRole('combobox', { name: /Materiál/ }).fill('predch');
    await expect(page.getByRole('option')).toHaveText(['Predchádzanie']);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Predchádzanie' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Predchádzanie' })).toBeVisible();
    await page.getByRole('button', { name: /Materiál/ }).click();
    await page.getByRole('combobox', { name: /Materiál/ }).fill('zakladne');
    await expect(page.getByRole('option')).toHaveText(['Základné pojmy']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('combobox', { name: /Materiál/ })).toBeHidden();
  });

  test('opens the map only when asked, within the Content-Security-Policy', async ({ page }) => {
    await page.goto('/kontakt');
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: 'Zobraziť mapu' }).click();
    await expect(page.locator('iframe[title^="Mapa"]')).toHaveAttribute('src', /openstreetmap\.org/);
  });

  test('reads the GDPR notice, which search engines do not index', async ({ page }) => {
    await page.goto('/kontakt');
    await page.getByRole('link', { name: 'zásadách ochrany osobných údajov' }).click();
    await expect(page).toHaveURL(/\/gdpr$/);
    await expect(page.getByRole('heading', { level: 2, name: /^IX\./ })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  });
});

import { routeTable } from '@autoskola/routes';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessible, realToken, withStoredToken } from './support.ts';

async function settled(page: Page) {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByText(/^Načítavam/)).toHaveCount(0);
  await expect(page.getByText('Overujem prihlásenie...')).toHaveCount(0);
}

async function openDialog(page: Page, opener: Locator, name: string) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Načítavam/)).toHaveCount(0);
  return dialog;
}

test.describe('accessibility (axe, WCAG 2.1 AA) @phone @once', () => {
  const publicRoutes = routeTable.filter((route) => route.access !== 'user' && route.access !== 'instructor');

  for (const route of publicRoutes) {
    test(`public route ${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      await settled(page);
      await expectAccessible(page, route.path);
    });
  }

  test('the page that does not exist', async ({ page }) => {
    await page.goto('/tato-stranka-neexistuje');
    await settled(page);
    await expectAccessible(page, '404');
  });

  test('every admin route, as an instructor', async ({ page, request }) => {
    // A dozen routes, each loaded and checked by axe: about 30 s when the machine is slow, over 90 s
    // in the slowest phase seen (2026-11-29).
    test.setTimeout(180_000);
    const { token } = await realToken(request, true);
    await withStoredToken(page, token);
    for (const route of routeTable.filter((entry) => entry.access === 'user' || entry.access === 'instructor')) {
      await page.goto(route.path);
      await settled(page);
      await expectAccessible(page, route.path);
    }
  });

  test('the open dropdown of the learning materials', async ({ page }) => {
    await page.goto('/ucebne-materialy');
    await settled(page);
    await page.getByRole('button', { name: /Kategória/ }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectAccessible(page, 'the open category dropdown');
  });

  test('a theory test in progress, its result and practice feedback', async ({ page }) => {
    await page.goto('/testy');
    await settled(page);
    await page.getByRole('button', { name: 'Začať test' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    await page
      .getByRole('group', { name: /Otázka 1 z/ })
      .getByRole('radio')
      .first()
      .check();
    await expectAccessible(page, 'a test in progress');
    await page.getByRole('button', { name: 'Vyhodnotiť test' }).click();
    await expect(page.getByRole('heading', { name: 'Výsledok testu' })).toBeVisible();
    await expectAccessible(page, 'a test result');
    await page.getByRole('button', { name: 'Nový test' }).click();
    await page.getByRole('button', { name: 'Precvičovať' }).click();
    await page
      .getByRole('group', { name: /Otázka 1 z/ })
      .getByRole('radio')
      .first()
      .check();
    await page.getByRole('button', { name: 'Skontrolovať odpoveď' }).click();
    await expect(page.getByRole('status').getByText(/^(Správne|Nesprávne)$/)).toBeVisible();
    await expectAccessible(page, 'practice feedback');
  });

  test('every admin dialog, open', async ({ page, request, isMobile }) => {
    test.setTimeout(180_000);
    const { token } = await realToken(request, true);
    await withStoredToken(page, token);

    await page.goto('/admin/ponuka');
    await settled(page);
    let dialog = await openDialog(
      page,
      page.getByRole('row', { name: 'Upraviť Skupina B', exact: true }),
      'Upraviť ponuku',
    );
    await expectAccessible(page, 'the offer dialog');
    await dialog.getByRole('button', { name: 'Zavrieť' }).click();
    dialog = await openDialog(page, page.getByRole('button', { name: '+ Pridať ponuku' }), 'Pridať ponuku');
    await dialog.getByRole('button', { name: 'Uložiť' }).click();
    await expect(dialog.getByText('Názov je povinný.')).toBeVisible();
    await expectAccessible(page, 'the new offer dialog with its errors');
    await dialog.getByRole('button', { name: 'Zavrieť' }).click();

    await page.goto('/admin/ucebne-materialy');
    await settled(page);
    dialog = await openDialog(page, page.getByRole('row', { name: 'Upraviť Prvá pomoc' }), 'Upraviť kategóriu');
    await expectAccessible(page, 'the category dialog');
    await dialog.getByRole('button', { name: 'Zavrieť' }).click();
    dialog = await openDialog(page, page.getByRole('row', { name: 'Upraviť Základné pojmy' }), 'Upraviť materiál');
    const editor = dialog.getByRole('textbox', { name: 'Text' });
    await expect(editor).toBeVisible();
    await expectAccessible(page, 'the material dialog with the editor');
    await editor.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Shift+End');
    await dialog.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: 'Adresa linku' })).toBeVisible();
    await expectAccessible(page, 'the editor link field');
    await dialog.getByRole('textbox', { name: 'Adresa linku' }).press('Escape');
    await dialog.getByRole('button', { name: 'Zavrieť' }).click();

    await page.goto('/admin/testy');
    await settled(page);
    dialog = await openDialog(page, page.getByRole('button', { name: '+ Pridať otázku' }), 'Pridať otázku');
    await dialog.getByRole('button', { name: 'Uložiť' }).click();
    await expect(dialog.getByText('Otázka je povinná.')).toBeVisible();
    await expectAccessible(page, 'the question dialog with its errors');
    await dialog.getByRole('button', { name: 'Zavrieť' }).click();
    dialog = await openDialog(page, page.getByRole('row', { name: /^Upraviť otázku / }).first(), 'Upraviť otázku');
    await expectAccessible(page, 'the question dialog of a stored question');
    await dialog.getByRole('button', { name: 'Zavrieť' }).click();

    await page.goto('/admin/kontaktny-formular');
    await settled(page);
    // A visitor's message, so the inbox is never empty here.
    await request.post('/api/contact-form/add', {
      data: { firstname: 'Ján', lastname: 'Prístupný', email: 'jan@example.sk', phone: '', message: 'Dobrý deň.' },
    });
    await page.reload();
    await settled(page);
    dialog = await openDialog(
      page,
      page.getByRole('row', { name: 'Otvoriť správu od Ján Prístupný' }).first(),
      'Správa z kontaktného formulára',
    );
    await dialog.getByRole('button', { name: 'Odoslať odpoveď' }).click();
    await expect(dialog.getByText('Nie je možné odoslať prázdnu odpoveď.')).toBeVisible();
    await expectAccessible(page, 'the contact message dialog with its reply form');
    await dialog.getByRole('button', { name: 'Zavrieť' }).click();

    await page.getByRole('link', { name: 'Žiadosti dotknutých osôb' }).click();
    const tools = page.getByRole('region', { name: 'Žiadosti dotknutých osôb' });
    await tools.getByLabel('E-mail').fill('jan@example.sk');
    await tools.getByRole('button', { name: 'Vyhľadať' }).click();
    await expect(tools.getByText(/^Nájdené:/)).toBeVisible();
    await expectAccessible(page, 'the data-subject search with its result');
    dialog = await openDialog(page, tools.getByRole('button', { name: /^Vymazať všetky/ }), 'Vymazať správy?');
    await expectAccessible(page, 'the erasure confirmation');
    await dialog.getByRole('button', { name: 'Zrušiť' }).click();

    await page.goto('/admin/nastavenia');
    await settled(page);
    dialog = await openDialog(page, page.getByRole('button', { name: 'Zmazať účet' }), 'Zmazať účet?');
    await dialog.getByRole('button', { name: 'Zmazať účet natrvalo' }).click();
    await expect(dialog.getByText('Zadajte heslo.')).toBeVisible();
    await expectAccessible(page, 'the account deletion dialog with its error');
    await dialog.getByRole('button', { name: 'Zavrieť' }).click();

    if (isMobile) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expectAccessible(page, 'the open mobile menu');
    }
  });
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { realToken, withStoredToken } from './support.ts';

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe('keyboard only @once', () => {
  test('a visitor fills and sends the contact form without a mouse', async ({ page }) => {
    await page.goto('/kontakt');
    await expect(page.getByRole('heading', { name: 'Kontaktuj nás' })).toBeVisible();
    await tabTo(page, page.getByRole('textbox', { name: 'Meno', exact: true }));
    await page.keyboard.type('Klára');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Klávesnicová');
    await tabTo(page, page.getByLabel('E-mail'));
    await page.keyboard.type('klara@example.sk');
    await tabTo(page, page.getByLabel('Správa'));
    await page.keyboard.type('Dobrý deň, píšem iba klávesnicou.');
    await tabTo(page, page.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox')).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Odoslať' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Správa bola úspešne odoslaná.')).toBeVisible();
  });

  test('an instructor edits an offer without a mouse', async ({ page, request }) => {
    const { token } = await realToken(request, true);
    await withStoredToken(page, token);
    await page.goto('/admin/ponuka');
    const row = page.getByRole('row', { name: 'Upraviť Kondičné jazdy' });
    await tabTo(page, row);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Upraviť ponuku' });
    const extraInfo = dialog.getByRole('textbox', { name: 'Extra info' });
    await expect(extraInfo).toHaveValue('Pre vodičov po dlhšej prestávke');
    await tabTo(page, extraInfo);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Aj cez víkend');
    await tabTo(page, dialog.getByRole('button', { name: 'Uložiť' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // Focus goes back to the row the dialog was opened from.
    await expect(row).toBeFocused();

    await page.goto('/ponuka');
    await expect(page.getByRole('article').filter({ hasText: 'KONDIČNÉ JAZDY' })).toContainText('Aj cez víkend');

    // Back as the demo has it, again with the keyboard; Escape closes the dialog.
    await page.goto('/admin/ponuka');
    await tabTo(page, row);
    await page.keyboard.press('Enter');
    await tabTo(page, extraInfo);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Pre vodičov po dlhšej prestávke');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { realToken, withStoredToken } from './support.ts';

test.describe('an instructor manages the offer @phone', () => {
  test('re-orders an offer, gives it an image and sees both on /ponuka', async ({ page, request }) => {
    const { token } = await realToken(request, true);
    await withStoredToken(page, token);
    await page.goto('/admin/ponuka');
    await expect(page).toHaveTitle('Admin - Ponuka | Autoškola Ružomberok');
    await page.getByRole('row', { name: 'Upraviť Skupina BE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upraviť ponuku' });
    await dialog.getByRole('textbox', { name: 'Pozícia' }).fill('0');
    await dialog.getByRole('button', { name: 'Uložiť' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').nth(1)).toContainText('Skupina BE');

    await page.getByRole('row', { name: 'Upraviť Skupina BE' }).click();
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .png()
      .toBuffer();
    await dialog.getByLabel('Nahrať obrázok').setInputFiles({ name: 'auto.png', mimeType: 'image/png', buffer: photo });
    await expect(dialog.getByRole('img', { name: 'Obrázok kurzu Skupina BE' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Zavrieť' }).click();

    await page.goto('/ponuka');
    const first = page.getByRole('article').first();
    await expect(first.getByRole('heading')).toHaveText('SKUPINA BE');
    const image = first.getByRole('img', { name: 'Kurz Skupina BE' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1400);

    // Put the demo school back as the other journeys expect it.
    const headers = { authorization: `Bearer ${token}` };
    const { offers } = (await (await request.get('/api/admin/offer/list', { headers })).json()) as {
      offers: { id: number; name: string; length: string; price: number; active: boolean }[];
    };
    const be = offers.find((offer) => offer.name === 'Skupina BE');
    if (!be) throw new Error('Skupina BE is gone');
    await request.delete(`/api/admin/offer/${be.id}/image`, { headers });
    const restored = await request.put(`/api/admin/offer/${be.id}`, {
      headers,
      data: {
        name: be.name,
        length: be.length,
        price: be.price,
        active: be.active,
        theory: '8 hodín',
        practice: '10 hodín',
        position: 4,
      },
    });
    expect(restored.status()).toBe(200);
  });
});

test.describe('an instructor adds and removes an offer @phone', () => {
  test('a new offer appears on /ponuka and disappears again when deleted', async ({ page, request }) => {
    const { token } = await realToken(request, true);
    await withStoredToken(page, token);
    const name = `Kurz prvej pomoci ${test.info().project.name}`;
    await page.goto('/admin/ponuka');
    await page.getByRole('button', { name: '+ Pridať ponuku' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pridať ponuku' });
    await dialog.getByRole('textbox', { name: 'Názov' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Doba trvania' }).fill('1 deň');
    await dialog.getByRole('textbox', { name: 'Cena (€)' }).fill('45');
    await dialog.getByRole('textbox', { name: 'Pozícia' }).fill('90');
    await dialog.getByRole('button', { name: 'Uložiť' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: `Upraviť ${name}` });
    await expect(row).toBeVisible();

    await page.goto('/ponuka');
    const card = page.getByRole('article').filter({ hasText: name.toUpperCase() });
    await expect(card).toContainText('45 €');

    await page.goto('/admin/ponuka');
    await row.getByRole('button', { name: 'Zmazať' }).click();
    await expect(row).toHaveCount(0);
    await page.goto('/ponuka');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: name.toUpperCase() })).toHaveCount(0);
  });
});

test.describe('an instructor picks a picture that is too large @phone', () => {
  test('is told so in Slovak, and the offer keeps no image', async ({ page, request }) => {
    const { token } = await realToken(request, true);
    await withStoredToken(page, token);
    await page.goto('/admin/ponuka');
    await page.getByRole('row', { name: 'Upraviť Kondičné jazdy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upraviť ponuku' });
    // 6 MB: over the limit of 5 MB, refused by its size before the server reads it.
    const tooLarge = Buffer.alloc(6 * 1024 * 1024, 7);
    await dialog
      .getByLabel('Nahrať obrázok')
      .setInputFiles({ name: 'velke.jpg', mimeType: 'image/jpeg', buffer: tooLarge });
    await expect(dialog.getByText('Obrázok je príliš veľký (najviac 5 MB).')).toBeVisible();
    await expect(dialog.getByText('Ponuka nemá obrázok.')).toBeVisible();
  });
});

import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { realToken, withStoredToken } from './support.ts';

const DEFAULTS = { questionCount: 40, timeLimitMinutes: 30, passMark: 90 };

async function setRules(request: APIRequestContext, token: string, rules: typeof DEFAULTS) {
  const response = await request.put('/api/admin/test/settings', {
    headers: { authorization: `Bearer ${token}` },
    data: rules,
  });
  expect(response.status()).toBe(200);
}

test.describe('a visitor practises a category @phone', () => {
  test('answers with feedback, the correct answer and the explanation, without an account', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Testy' }).click();
    await expect(page).toHaveURL(/\/testy$/);
    await expect(page).toHaveTitle('Testy | Autoškola Ružomberok');
    await expect(page.getByRole('heading', { level: 1, name: 'Cvičné testy' })).toBeVisible();

    await page.getByLabel('Kategória').selectOption({ label: 'Prvá pomoc (11 otázok)' });
    await page.getByRole('button', { name: 'Precvičovať' }).click();
    await expect(page.getByRole('heading', { name: 'Precvičovanie podľa kategórie: Prvá pomoc' })).toBeVisible();
    const question = page.getByRole('group', { name: /Otázka 1 z 11/ });
    await expect(question).toBeVisible();
    // The browser learns the correct answer only after answering.
    await expect(page.getByText('správna odpoveď')).toHaveCount(0);
    await question.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Skontrolovať odpoveď' }).click();
    await expect(page.getByRole('status').getByText(/^(Správne|Nesprávne)$/)).toBeVisible();
    await expect(question.getByText('– správna odpoveď')).toBeVisible();
    await page.getByRole('button', { name: 'Ďalšia otázka' }).click();
    await expect(page.getByRole('group', { name: /Otázka 2 z 11/ })).toBeVisible();
    await expect(page.getByText(/^Správne [01] z 1$/)).toBeVisible();
  });
});

test.describe('a student takes a whole test @phone', () => {
  test('reloads mid-test, lets the time run out and finds the result in Moje výsledky', async ({ page, request }) => {
    const instructor = await realToken(request, true);
    await setRules(request, instructor.token, { questionCount: 5, timeLimitMinutes: 2, passMark: 80 });
    try {
      const student = await realToken(request, false);
      await withStoredToken(page, student.token);
      await page.clock.install();
      await page.goto('/testy');
      await expect(page.getByText('5 otázok, 2 minúty; na úspech treba 80 % bodov.')).toBeVisible();
      await page.getByRole('button', { name: 'Začať test' }).click();
      await expect(page.getByRole('timer')).toHaveText('2:00');

      const first = page.getByRole('group', { name: /Otázka 1 z 5/ });
      await first.getByRole('radio').nth(1).check();
      await page.getByRole('button', { name: 'Ďalšia otázka' }).click();
      await page
        .getByRole('group', { name: /Otázka 2 z 5/ })
        .getByRole('radio')
        .first()
        .check();
      await expect(page.getByText('Zodpovedané: 2 z 5')).toBeVisible();

      // A reload keeps the questions, the answers and the clock.
      await page.clock.fastForward('00:30');
      await page.reload();
      await expect(page.getByText('Zodpovedané: 2 z 5')).toBeVisible();
      await expect(page.getByRole('group', { name: /Otázka 3 z 5/ })).toBeVisible();
      await page.getByRole('button', { name: 'Otázka 1, zodpovedaná' }).click();
      await expect(
        page
          .getByRole('group', { name: /Otázka 1 z 5/ })
          .getByRole('radio')
          .nth(1),
      ).toBeChecked();
      await expect(page.getByRole('button', { name: 'Otázka 5, nezodpovedaná' })).toBeVisible();

      // The rest is left unanswered until the time runs out: the test is graded as it stands.
      await page.clock.fastForward('02:00');
      await expect(page.getByRole('heading', { name: 'Výsledok testu' })).toBeVisible();
      await expect(page.getByText(/^(Úspešný|Neúspešný)$/)).toBeVisible();
      await expect(page.getByText('Bez odpovede')).toHaveCount(3);
      await expect(page.getByRole('link', { name: /^Učebné materiály: / }).first()).toHaveAttribute(
        'href',
        /\/ucebne-materialy\?kategoria=\d+$/,
      );

      await page.getByRole('link', { name: 'Moje výsledky' }).click();
      await expect(page).toHaveURL(/\/testy\/vysledky$/);
      await expect(page).toHaveTitle('Moje výsledky | Autoškola Ružomberok');
      const rows = page.getByRole('row');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText(/ z \d+/);
    } finally {
      await setRules(request, instructor.token, DEFAULTS);
    }
  });

  test('an anonymous visitor is sent to log in for Moje výsledky', async ({ page }) => {
    await page.goto('/testy/vysledky');
    await expect(page).toHaveURL(/\/prihlasenie$/);
  });
});

test.describe('an instructor writes a question', () => {
  test('adds one with an image, sees it drawn and its success rate change', async ({ page, request }) => {
    const { token } = await realToken(request, true);
    const headers = { authorization: `Bearer ${token}` };
    // A category of its own at position 0: the draw groups the questions by category, so it comes first.
    const category = (
      await (
        await request.post('/api/admin/learning-material/category', {
          headers,
          data: { name: 'Skúška E2E', position: 0, active: true },
        })
      ).json()
    ).learningMaterialCategory as { id: number };
    await setRules(request, token, { questionCount: 200, timeLimitMinutes: 30, passMark: 90 });
    try {
      await withStoredToken(page, token);
      await page.goto('/admin');
      await page.getByRole('link', { name: 'Testy' }).click();
      await expect(page).toHaveTitle('Admin - Testy | Autoškola Ružomberok');

      await page.getByRole('button', { name: '+ Pridať otázku' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pridať otázku' });
      await dialog.getByRole('button', { name: 'Uložiť' }).click();
      await expect(dialog.getByText('Otázka je povinná.')).toBeVisible();
      await expect(dialog.getByText('Správna odpoveď je povinná.')).toBeVisible();

      await dialog.getByRole('textbox', { name: 'Otázka' }).fill('Čo znamená zelená šípka pri červenom svetle?');
      await dialog.getByRole('combobox', { name: 'Kategória' }).selectOption({ label: 'Skúška E2E' });
      await dialog
        .getByRole('textbox', { name: 'Odpoveď A' })
        .fill('Smiem odbočiť vpravo po zastavení a dani prednosti');
      await dialog.getByRole('textbox', { name: 'Odpoveď B' }).fill('Mám prednosť pred všetkými');
      await dialog.getByRole('textbox', { name: 'Odpoveď C' }).fill('Musím ísť rovno');
      await dialog.getByRole('radio', { name: 'A' }).check();
      await dialog.getByRole('combobox', { name: 'Body' }).selectOption('3');
      const picture = await sharp({
        create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 160, b: 60 } },
      })
        .png()
        .toBuffer();
      await dialog.getByLabel('Obrázok').setInputFiles({ name: 'sipka.png', mimeType: 'image/png', buffer: picture });
      await dialog.getByRole('button', { name: 'Uložiť' }).click();
      await expect(dialog).toBeHidden();
      const row = page.getByRole('row').filter({ hasText: 'Čo znamená zelená šípka' });
      await expect(row).toContainText('Skúška E2E');
      await expect(row).toContainText('–');

      // Drawn in a test (first: its category comes first) with its picture, and answered correctly.
      await page.goto('/testy');
      await page.getByRole('button', { name: 'Začať test' }).click();
      const drawn = page.getByRole('group', { name: /Otázka 1 z \d+: Čo znamená zelená šípka/ });
      await expect(drawn).toBeVisible();
      const image = drawn.getByRole('img', { name: 'Obrázok k otázke' });
      await expect(image).toBeVisible();
      // Visible as soon as laid out (its width and height are set); its pixels may still be on their way.
      await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(800);
      await drawn.getByRole('radio', { name: /^a\)/ }).check();
      await expect(page.getByText(/^Zodpovedané: 1 z/)).toBeVisible();
      await page.getByRole('button', { name: 'Vyhodnotiť test' }).click();
      await expect(page.getByRole('heading', { name: 'Výsledok testu' })).toBeVisible();

      await page.goto('/admin/testy');
      await expect(page.getByRole('row').filter({ hasText: 'Čo znamená zelená šípka' })).toContainText('100 %');
      await page
        .getByRole('row')
        .filter({ hasText: 'Čo znamená zelená šípka' })
        .getByRole('button', { name: 'Zmazať' })
        .click();
      await expect(page.getByRole('row').filter({ hasText: 'Čo znamená zelená šípka' })).toHaveCount(0);
    } finally {
      await setRules(request, token, DEFAULTS);
      // A question left by a failure above would keep its category, which would then come first for later tests.
      const list = await (await request.get('/api/admin/test/question/list', { headers })).json();
      for (const question of list.testQuestions as { id: number; category: { id: number } }[]) {
        if (question.category.id === category.id) {
          await request.delete(`/api/admin/test/question/${question.id}`, { headers });
        }
      }
      await request.delete(`/api/admin/learning-material/category/${category.id}`, { headers });
    }
  });
});

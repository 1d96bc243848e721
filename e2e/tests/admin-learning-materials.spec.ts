import { expect, test } from './fixtures.ts';
import { realToken, withStoredToken } from './support.ts';

test.describe('an instructor manages the learning materials @phone', () => {
  test('creates a category and a formatted material, sees it on /ucebne-materialy, cannot delete a full category', async ({
    page,
    request,
  }) => {
    const { token } = await realToken(request, true);
    await withStoredToken(page, token);
    await page.goto('/admin/ucebne-materialy');
    await expect(page).toHaveTitle('Admin - Učebné materiály | Autoškola Ružomberok');
    await expect(page.getByRole('heading', { level: 1, name: 'Učebné materiály' })).toBeVisible();

    // A category, placed last so the public page still opens on the demo's first one.
    await page.getByRole('button', { name: '+ Pridať kategóriu' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Pridať kategóriu' });
    await categoryDialog.getByRole('textbox', { name: 'Názov' }).fill('Jazda v zime');
    await categoryDialog.getByRole('textbox', { name: 'Pozícia' }).fill('50');
    await categoryDialog.getByRole('button', { name: 'Uložiť' }).click();
    await expect(categoryDialog).toBeHidden();
    await expect(page.getByRole('row', { name: 'Upraviť Jazda v zime' })).toBeVisible();

    // A material written with every toolbar button, from the keyboard and the mouse as an instructor would.
    await page.getByRole('button', { name: '+ Pridať materiál' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pridať materiál' });
    await dialog.getByRole('textbox', { name: 'Názov' }).fill('Snehové reťaze');
    await dialog.getByRole('combobox', { name: 'Kategória' }).selectOption({ label: 'Jazda v zime' });
    const editor = dialog.getByRole('textbox', { name: 'Text' });
    await editor.click();
    await dialog.getByRole('button', { name: 'Nadpis' }).click();
    await page.keyboard.type('Kedy nasadiť reťaze');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Pri ');
    await dialog.getByRole('button', { name: 'Tučné' }).click();
    await page.keyboard.type('snehu');
    await dialog.getByRole('button', { name: 'Tučné' }).click();
    await page.keyboard.type(' jazdite pomaly. Viac info');
    for (let i = 0; i < 'Viac info'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    await dialog.getByRole('button', { name: 'Link', exact: true }).click();
    const linkField = dialog.getByRole('textbox', { name: 'Adresa linku' });
    await expect(linkField).toHaveAttribute('type', 'url');
    await linkField.fill('https://www.minv.sk');
    await linkField.press('Enter');
    await editor.press('End');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Zoznam' }).click();
    await page.keyboard.type('lopata');
    await page.keyboard.press('Enter');
    await page.keyboard.type('rukavice');
    await dialog.getByRole('button', { name: 'Uložiť' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: 'Upraviť Snehové reťaze' })).toContainText('Jazda v zime');

    // The visitor sees exactly what was edited.
    await page.goto('/ucebne-materialy');
    await page.getByRole('button', { name: /Kategória/ }).click();
    await page.getByRole('combobox', { name: /Kategória/ }).fill('zime');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Snehové reťaze' })).toBeVisible();
    // Stored as the editor's h4; one level below the material's name for assistive technology.
    const heading = page.locator('.material-content h4');
    await expect(heading).toHaveText('Kedy nasadiť reťaze');
    await expect(heading).toHaveAttribute('aria-level', '3');
    await expect(page.locator('strong', { hasText: 'snehu' })).toBeVisible();
    await expect(page.getByText('Pri snehu jazdite pomaly.')).toBeVisible();
    const link = page.getByRole('link', { name: 'Viac info' });
    await expect(link).toHaveAttribute('href', 'https://www.minv.sk');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.locator('.material-content').getByRole('listitem')).toHaveText(['lopata', 'rukavice']);

    // A category that holds a material cannot go; once empty it can.
    await page.goto('/admin/ucebne-materialy');
    const categoryRow = page.getByRole('row', { name: 'Upraviť Jazda v zime' });
    await categoryRow.getByRole('button', { name: 'Zmazať' }).click();
    await expect(page.getByRole('alert')).toHaveText('Nie je možné zmazať kategóriu, pretože obsahuje materiály.');
    await expect(categoryRow).toBeVisible();

    await page.getByRole('row', { name: 'Upraviť Snehové reťaze' }).getByRole('button', { name: 'Zmazať' }).click();
    await expect(page.getByRole('row', { name: 'Upraviť Snehové reťaze' })).toBeHidden();
    await categoryRow.getByRole('button', { name: 'Zmazať' }).click();
    await expect(categoryRow).toBeHidden();
  });
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { realToken, withStoredToken } from './support.ts';

/**
 * Each toolbar button of the material editor switches its format on and off, for the text typed
 * next and for a selection, as its keyboard shortcut does; checked with the mouse (a press on a
 * button once moved the caret out of the text and 'Tučné' could not end bold text) and on a phone.
 */

async function openNewMaterial(page: Page, request: APIRequestContext) {
  const { token } = await realToken(request, true);
  await withStoredToken(page, token);
  await page.goto('/admin/ucebne-materialy');
  await page.getByRole('button', { name: '+ Pridať materiál' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pridať materiál' });
  const editor = dialog.getByRole('textbox', { name: 'Text' });
  await editor.click();
  return { token, dialog, editor, button: (name: string) => dialog.getByRole('button', { name, exact: true }) };
}

/** Saves the material and returns the HTML the server stored for it. */
async function saveAndRead(request: APIRequestContext, dialog: Locator, token: string, name: string) {
  await dialog.getByRole('textbox', { name: 'Názov' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Kategória' }).selectOption({ label: 'Prvá pomoc' });
  await dialog.getByRole('button', { name: 'Uložiť' }).click();
  await expect(dialog).toBeHidden();
  const headers = { authorization: `Bearer ${token}` };
  for (let listPage = 1; ; listPage += 1) {
    const response = await request.get(`/api/admin/learning-material/material/list?page=${listPage}`, { headers });
    const body = (await response.json()) as {
      learningMaterials: { name: string; content: string }[];
      pagesCount: number;
    };
    const material = body.learningMaterials.find((item) => item.name === name);
    if (material) return material.content;
    if (listPage >= body.pagesCount) throw new Error(`${name} was not stored`);
  }
}

async function selectBack(page: Page, characters: number) {
  for (let i = 0; i < characters; i += 1) await page.keyboard.press('Shift+ArrowLeft');
}

test.describe('the material editor toolbar @phone @once', () => {
  for (const [name, tag] of [
    ['Tučné', 'strong'],
    ['Kurzíva', 'em'],
  ] as const) {
    test(`'${name}' switches ${tag} on and off for typed text and for a selection`, async ({ page, request }) => {
      const { token, dialog, editor, button } = await openNewMaterial(page, request);
      await button(name).click();
      await expect(button(name)).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.type('Hrube');
      await button(name).click();
      await expect(button(name)).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.type(' a slabo');
      await expect(editor).toContainText('Hrube a slabo');
      expect(await editor.innerHTML()).toBe(`<p><${tag}>Hrube</${tag}> a slabo</p>`);

      // A selection: on, off, and on again.
      await selectBack(page, 'slabo'.length);
      await button(name).click();
      expect(await editor.innerHTML()).toBe(`<p><${tag}>Hrube</${tag}> a <${tag}>slabo</${tag}></p>`);
      await expect(button(name)).toHaveAttribute('aria-pressed', 'true');
      await button(name).click();
      expect(await editor.innerHTML()).toBe(`<p><${tag}>Hrube</${tag}> a slabo</p>`);
      await expect(button(name)).toHaveAttribute('aria-pressed', 'false');
      await button(name).click();

      // The text typed after the selection follows the button as well.
      await page.keyboard.press('End');
      await button(name).click();
      await page.keyboard.type(' koniec');
      expect(await saveAndRead(request, dialog, token, `${name} ${test.info().project.name} ${Date.now()}`)).toBe(
        `<p><${tag}>Hrube</${tag}> a <${tag}>slabo</${tag}> koniec</p>`,
      );
    });
  }

  test("'Nadpis' and 'Zoznam' switch their line on and off", async ({ page, request }) => {
    const { token, dialog, editor, button } = await openNewMaterial(page, request);
    await button('Nadpis').click();
    await page.keyboard.type('Úvod');
    await expect(button('Nadpis')).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.locator('h4')).toHaveText('Úvod');
    await button('Nadpis').click();
    await expect(button('Nadpis')).toHaveAttribute('aria-pressed', 'false');
    await expect(editor.locator('h4')).toHaveCount(0);
    await button('Nadpis').click();
    await page.keyboard.press('Enter');

    await button('Zoznam').click();
    await page.keyboard.type('lopata');
    await expect(button('Zoznam')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await page.keyboard.type('vesta');
    await button('Zoznam').click();
    await expect(button('Zoznam')).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.type(' navyše');

    // A selection over a whole line: the heading goes on and off again.
    await selectBack(page, 'vesta navyše'.length);
    await button('Nadpis').click();
    await expect(editor.locator('h4')).toHaveText(['Úvod', 'vesta navyše']);
    await button('Nadpis').click();
    await expect(editor.locator('h4')).toHaveText(['Úvod']);

    expect(await saveAndRead(request, dialog, token, `Nadpis ${test.info().project.name} ${Date.now()}`)).toBe(
      '<h4>Úvod</h4><ul><li>lopata</li></ul><p>vesta navyše</p>',
    );
  });

  test("'Link' and 'Odstrániť link' put a link on and take it off", async ({ page, request }) => {
    const { token, dialog, editor, button } = await openNewMaterial(page, request);
    await page.keyboard.type('Viac na stránke ministerstva');
    await selectBack(page, 'ministerstva'.length);
    await button('Link').click();
    const linkField = dialog.getByRole('textbox', { name: 'Adresa linku' });
    await linkField.fill('https://www.minv.sk');
    await linkField.press('Enter');
    await expect(editor.getByRole('link', { name: 'ministerstva' })).toHaveAttribute('href', 'https://www.minv.sk');

    // The link selected again: 'Link' is pressed, and pressing it takes the link off.
    await editor.press('End');
    await selectBack(page, 'ministerstva'.length);
    await expect(button('Link')).toHaveAttribute('aria-pressed', 'true');
    await button('Link').click();
    await expect(editor.getByRole('link')).toHaveCount(0);
    await expect(button('Link')).toHaveAttribute('aria-pressed', 'false');

    // On again for a longer selection, then off with 'Odstrániť link' from a caret inside it.
    await editor.press('End');
    await selectBack(page, 'stránke ministerstva'.length);
    await button('Link').click();
    await linkField.fill('minv.sk');
    await linkField.press('Enter');
    const link = editor.getByRole('link', { name: 'stránke ministerstva' });
    await expect(link).toHaveAttribute('href', 'https://minv.sk');
    await link.click();
    await button('Odstrániť link').click();
    await expect(editor.getByRole('link')).toHaveCount(0);
    await editor.press('End');

    // At a caret the link goes on with the address as its text, and the text typed next is plain
    // after 'Link' is pressed again.
    await page.keyboard.type(' alebo ');
    await button('Link').click();
    await linkField.fill('www.slovensko.sk');
    await linkField.press('Enter');
    await expect(editor.getByRole('link', { name: 'www.slovensko.sk' })).toHaveAttribute(
      'href',
      'https://www.slovensko.sk',
    );
    await expect(button('Link')).toHaveAttribute('aria-pressed', 'true');
    await button('Link').click();
    await expect(button('Link')).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.type(' štátu');
    expect(await saveAndRead(request, dialog, token, `Link ${test.info().project.name} ${Date.now()}`)).toBe(
      '<p>Viac na stránke ministerstva alebo <a href="https://www.slovensko.sk" rel="noopener noreferrer" target="_blank">www.slovensko.sk</a> štátu</p>',
    );
  });
});

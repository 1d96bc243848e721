import { recordWrites, setupMockApi } from '@autoskola/mocks/test-server';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { CATEGORIES_FAILED } from '../categories/category-select.tsx';
import { MATERIAL_MESSAGES } from './material-form.tsx';
import { MATERIAL_TEXTS, MaterialsSection } from './materials-section.tsx';

const server = setupMockApi();
const column = (index: number) =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent);

async function typeInEditor(dialog: HTMLElement, text: string) {
  const editor = await within(dialog).findByRole('textbox', { name: 'Text' });
  await userEvent.click(editor);
  await userEvent.type(editor, text);
}

describe('MaterialsSection', () => {
  it("lists the materials under 'Materiály' with ID, Názov, Kategória, Pozícia, Stav and Zmazať", async () => {
    renderScreen(<MaterialsSection />);
    expect(screen.getByRole('heading', { name: 'Materiály' })).toBeInTheDocument();
    expect(screen.getByText(MATERIAL_TEXTS.loading)).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      'Názov',
      'Kategória',
      'Pozícia',
      'Stav',
      'Zmazať',
    ]);
    expect(column(1)).toContain('Výstražné značky');
    expect(column(2)).toContain('Dopravné značky');
    expect(screen.getAllByRole('img', { name: 'Neaktívne' })).toHaveLength(1);
  });

  it.each([
    ['empty', () => HttpResponse.json({ learningMaterials: [], pagesCount: 0 }), MATERIAL_TEXTS.empty],
    ['failed', () => HttpResponse.json({ message: 'x' }, { status: 500 }), MATERIAL_TEXTS.error],
  ])('shows the %s state', async (_state, answer, text) => {
    server.use(http.get('*/api/admin/learning-material/material/list', answer));
    renderScreen(<MaterialsSection />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('asks the server for the page in materialPage and ignores an invalid value', async () => {
    const pages: (string | null)[] = [];
    server.use(
      http.get('*/api/admin/learning-material/material/list', ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({ learningMaterials: [], pagesCount: 0 });
      }),
    );
    const first = renderScreen(<MaterialsSection />, { url: '/admin/ucebne-materialy?materialPage=2' });
    await waitFor(() => expect(pages).toEqual(['2']));
    first.unmount();
    renderScreen(<MaterialsSection />, { url: '/admin/ucebne-materialy?materialPage=abc' });
    await waitFor(() => expect(pages).toHaveLength(2));
    expect(pages[1]).not.toBe('abc');
  });

  it("loads the clicked material ('Načítavam ponuku...') into the dialog with every field", async () => {
    server.use(
      http.get('*/api/admin/learning-material/material/2', async () => {
        await delay(50);
        return undefined;
      }),
    );
    renderScreen(<MaterialsSection />);
    await userEvent.click(await screen.findByRole('row', { name: 'Upraviť Značky upravujúce prednosť' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upraviť materiál' });
    expect(within(dialog).getByText(MATERIAL_TEXTS.dialogLoading)).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: 'Názov' })).toHaveValue('Značky upravujúce prednosť');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Kategória' })).toHaveDisplayValue('Dopravné značky'),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Pozícia' })).toHaveValue('2');
    expect(within(dialog).getByRole('checkbox', { name: 'Aktívne' })).toBeChecked();
    const editor = await within(dialog).findByRole('textbox', { name: 'Text' });
    expect(editor.querySelector('em')).toHaveTextContent('Daj prednosť v jazde!');
  });

  it('says so when the material cannot be loaded', async () => {
    server.use(
      http.get('*/api/admin/learning-material/material/2', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    renderScreen(<MaterialsSection />);
    await userEvent.click(await screen.findByRole('row', { name: 'Upraviť Značky upravujúce prednosť' }));
    expect(await screen.findByText(MATERIAL_TEXTS.dialogError)).toBeInTheDocument();
  });

  it('refuses every broken rule of a new material without sending anything', async () => {
    const writes = recordWrites(server);
    renderScreen(<MaterialsSection />);
    await userEvent.click(await screen.findByRole('button', { name: '+ Pridať materiál' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pridať materiál' });
    expect(within(dialog).getByRole('textbox', { name: 'Pozícia' })).toHaveValue('1');
    expect(within(dialog).getByRole('checkbox', { name: 'Aktívne' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Kategória' })).toHaveValue('');
    await within(dialog).findByRole('textbox', { name: 'Text' });

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Pozícia' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    for (const message of [
      MATERIAL_MESSAGES.nameRequired,
      MATERIAL_MESSAGES.categoryRequired,
      MATERIAL_MESSAGES.position,
      MATERIAL_MESSAGES.contentRequired,
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Názov' }), 'x'.repeat(61));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Pozícia' }), '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    expect(await within(dialog).findByText(MATERIAL_MESSAGES.nameMax)).toBeInTheDocument();
    expect(within(dialog).getByText(MATERIAL_MESSAGES.position)).toBeInTheDocument();

    // Spaces only are not a text.
    await typeInEditor(dialog, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    expect(await within(dialog).findByText(MATERIAL_MESSAGES.contentRequired)).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('creates a material, closes the dialog and shows it in the list', async () => {
    const writes = recordWrites(server);
    renderScreen(<MaterialsSection />);
    await userEvent.click(await screen.findByRole('button', { name: '+ Pridať materiál' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pridať materiál' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Názov' }), 'Svetelné signály');
    const category = within(dialog).getByRole('combobox', { name: 'Kategória' });
    await within(category).findByRole('option', { name: 'Pravidlá cestnej premávky' });
    expect(within(category).getByRole('option', { name: 'Archív (neaktívna)' })).toBeInTheDocument();
    await userEvent.selectOptions(category, 'Pravidlá cestnej premávky');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Pozícia' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Pozícia' }), '0');
    await typeInEditor(dialog, 'Červená znamená stoj.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/api/admin/learning-material/material',
        body: {
          name: 'Svetelné signály',
          categoryId: 2,
          position: 0,
          active: true,
          content: '<p>Červená znamená stoj.</p>',
        },
      },
    ]);
    // Position 0 sorts it first.
    await waitFor(() => expect(column(1)[0]).toBe('Svetelné signály'));
  });

  it("shows 'Ukladám...' while saving and the server's message when the save fails", async () => {
    server.use(
      http.put('*/api/admin/learning-material/material/:id', async () => {
        await delay(100);
        return HttpResponse.json({ message: 'Kategória neexistuje.' }, { status: 422 });
      }),
    );
    renderScreen(<MaterialsSection />);
    await userEvent.click(await screen.findByRole('row', { name: 'Upraviť Značky upravujúce prednosť' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upraviť materiál' });
    await within(dialog).findByRole('textbox', { name: 'Text' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    expect(await within(dialog).findByRole('button', { name: 'Ukladám...' })).toBeDisabled();
    expect(await within(dialog).findByText('Kategória neexistuje.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("keeps the material's category and says 'Nepodarilo sa načítať kategórie.' when they fail to load", async () => {
    server.use(
      http.get('*/api/admin/learning-material/category/all', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    renderScreen(<MaterialsSection />);
    await userEvent.click(await screen.findByRole('row', { name: 'Upraviť Predchádzanie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upraviť materiál' });
    expect(await within(dialog).findByText(CATEGORIES_FAILED)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Kategória' })).toHaveDisplayValue('Pravidlá cestnej premávky');
  });

  it('deletes a material with its icon without opening it, and reloads the list', async () => {
    renderScreen(<MaterialsSection />);
    const row = await screen.findByRole('row', { name: 'Upraviť Starý materiál' });
    await userEvent.click(within(row).getByRole('button', { name: 'Zmazať' }));
    await waitFor(() => expect(column(1)).not.toContain('Starý materiál'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when a delete fails', async () => {
    server.use(
      http.delete('*/api/admin/learning-material/material/:id', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    renderScreen(<MaterialsSection />);
    const row = await screen.findByRole('row', { name: 'Upraviť Starý materiál' });
    await userEvent.click(within(row).getByRole('button', { name: 'Zmazať' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MATERIAL_TEXTS.deleteFailed);
  });
});

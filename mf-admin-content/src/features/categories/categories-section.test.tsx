import { setupMockApi } from '@autoskola/mocks/test-server';
import { renderScreen } from '@autoskola/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { CATEGORY_TEXTS, CategoriesSection } from './categories-section.tsx';
import { CATEGORY_MESSAGES } from './category-form.tsx';

const server = setupMockApi();
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('CategoriesSection', () => {
  it("lists the categories under 'Kategórie' with ID, Názov, Pozícia, Stav and Zmazať", async () => {
    renderScreen(<CategoriesSection />);
    expect(screen.getByRole('heading', { name: 'Kategórie' })).toBeInTheDocument();
    expect(screen.getByText(CATEGORY_TEXTS.loading)).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      'Názov',
      'Pozícia',
      'Stav',
      'Zmazať',
    ]);
    expect(names()).toEqual(['Dopravné značky', 'Pravidlá cestnej premávky', 'Prvá pomoc', 'Archív']);
  });

  it.each([
    ['empty', () => HttpResponse.json({ learningMaterialCategories: [], pagesCount: 0 }), CATEGORY_TEXTS.empty],
    ['failed', () => HttpResponse.json({ message: 'x' }, { status: 500 }), CATEGORY_TEXTS.error],
  ])('shows the %s state', async (_state, answer, text) => {
    server.use(http.get('*/api/admin/learning-material/category/list', answer));
    renderScreen(<CategoriesSection />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('adds a category from an empty modal (position 1, active) and checks the rules', async () => {
    renderScreen(<CategoriesSection />);
    await userEvent.click(await screen.findByRole('button', { name: '+ Pridať kategóriu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pridať kategóriu' });
    expect(within(dialog).getByRole('textbox', { name: 'Pozícia' })).toHaveValue('1');
    expect(within(dialog).getByRole('checkbox', { name: 'Aktívne' })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Názov' }), 'x'.repeat(31));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    expect(await within(dialog).findByText(CATEGORY_MESSAGES.nameMax)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Názov' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    expect(await within(dialog).findByText(CATEGORY_MESSAGES.nameRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Názov' }), 'Nehody');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(names()).toContain('Nehody'));
  });

  it('refuses to delete a category that still contains materials, deletes an empty one', async () => {
    renderScreen(<CategoriesSection />);
    const full = await screen.findByRole('row', { name: 'Upraviť Dopravné značky' });
    await userEvent.click(within(full).getByRole('button', { name: 'Zmazať' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CATEGORY_TEXTS.notEmpty);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(
      within(screen.getByRole('row', { name: 'Upraviť Archív' })).getByRole('button', { name: 'Zmazať' }),
    );
    await waitFor(() => expect(names()).not.toContain('Archív'));
  });

  it("says 'Nepodarilo sa zmazať kategóriu.' when the delete fails", async () => {
    server.use(
      http.delete('*/api/admin/learning-material/category/:id', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    renderScreen(<CategoriesSection />);
    const row = await screen.findByRole('row', { name: 'Upraviť Archív' });
    await userEvent.click(within(row).getByRole('button', { name: 'Zmazať' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CATEGORY_TEXTS.deleteFailed);
  });
});

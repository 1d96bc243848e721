import { setupMockApi } from '@autoskola/mocks/test-server';
import { renderScreen } from '@autoskola/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { MATERIALS_TEXTS } from '../features/learning-materials/learning-materials-browser.tsx';
import LearningMaterialsPage from './learning-materials-page.tsx';

const server = setupMockApi();
const categoryButton = () => screen.getByRole('button', { name: /Kategória/ });
const materialButton = () => screen.getByRole('button', { name: /Materiál/ });

describe('LearningMaterialsPage', () => {
  it('loads categories first, then preselects the first category and its first material', async () => {
    server.use(
      http.get('*/api/learning-material/categories', async () => {
        await delay(30);
        return HttpResponse.json({
          learningMaterialCategories: [{ id: 1, name: 'Dopravné značky', position: 1, active: true }],
        });
      }),
    );
    const { router } = renderScreen(<LearningMaterialsPage />, { url: '/ucebne-materialy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Učebné materiály' })).toBeInTheDocument();
    expect(screen.getByText(MATERIALS_TEXTS.loadingCategories)).toBeInTheDocument();
    expect(await screen.findByText(MATERIALS_TEXTS.loadingMaterials)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Výstražné značky' })).toBeInTheDocument();
    expect(categoryButton()).toHaveTextContent('Dopravné značky');
    expect(materialButton()).toHaveTextContent('Výstražné značky');
    expect(screen.getByText('nebezpečenstvo')).toContainHTML('strong');
    expect(router.state.location.search).toBe('');
  });

  it('changing the category reloads its materials, preselects the first and puts the choice in the address', async () => {
    const { router } = renderScreen(<LearningMaterialsPage />, { url: '/ucebne-materialy' });
    await screen.findByRole('heading', { level: 2, name: 'Výstražné značky' });
    await userEvent.click(categoryButton());
    await userEvent.type(screen.getByRole('combobox'), 'pravidla');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Základné pojmy' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kategoria=2');

    await userEvent.click(materialButton());
    await userEvent.click(screen.getByRole('option', { name: 'Predchádzanie' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Predchádzanie' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kategoria=2&material=6');
  });

  it('opens the category and material named in a shared link', async () => {
    renderScreen(<LearningMaterialsPage />, { url: '/ucebne-materialy?kategoria=2&material=5' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Najvyššia dovolená rýchlosť' })).toBeInTheDocument();
    expect(categoryButton()).toHaveTextContent('Pravidlá cestnej premávky');
    expect(screen.getByRole('link', { name: 'Slov-Lex' })).toHaveAttribute('target', '_blank');
  });

  it("keeps the editor's h4 and places it one level below the material's name", async () => {
    renderScreen(<LearningMaterialsPage />, { url: '/ucebne-materialy' });
    const heading = await screen.findByRole('heading', { level: 3, name: 'Výstražné značky' });
    expect(heading.tagName).toBe('H4');
    expect(screen.getByRole('heading', { level: 2, name: 'Výstražné značky' })).toBeInTheDocument();
  });

  it('never runs script from the content', async () => {
    server.use(
      http.get('*/api/learning-material/list/:id', () =>
        HttpResponse.json({
          learningMaterials: [
            {
              id: 9,
              name: 'Test',
              category: { id: 1, name: 'Dopravné značky' },
              content: '<p>Text</p><img src=x onerror="window.hacked=1"><script>window.hacked=1</script>',
              position: 1,
              active: true,
            },
          ],
        }),
      ),
    );
    const { container } = renderScreen(<LearningMaterialsPage />);
    expect(await screen.findByText('Text')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it.each([
    ['categories', '*/api/learning-material/categories', MATERIALS_TEXTS.errorCategories],
    ['materials', '*/api/learning-material/list/:id', MATERIALS_TEXTS.errorMaterials],
  ])('says so when the %s cannot be loaded', async (_what, path, message) => {
    server.use(http.get(path, () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderScreen(<LearningMaterialsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says when there is nothing to study yet', async () => {
    server.use(
      http.get('*/api/learning-material/categories', () => HttpResponse.json({ learningMaterialCategories: [] })),
    );
    renderScreen(<LearningMaterialsPage />);
    expect(await screen.findByText(MATERIALS_TEXTS.noCategories)).toBeInTheDocument();
  });
});

import { setupMockApi } from '@autoskola/mocks/test-server';
import { renderScreen } from '@autoskola/ui/testing';
import { screen } from '@testing-library/react';
import LearningMaterialsPage from './learning-materials-page.tsx';

setupMockApi();

describe('LearningMaterialsPage', () => {
  it("holds 'Kategórie' and 'Materiály' under the heading 'Učebné materiály'", async () => {
    renderScreen(<LearningMaterialsPage />, { url: '/admin/ucebne-materialy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Učebné materiály' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Kategórie' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Materiály' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Kategórie učebných materiálov' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Učebné materiály' })).toBeInTheDocument();
  });
});

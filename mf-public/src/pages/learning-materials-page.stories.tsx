import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import LearningMaterialsPage from './learning-materials-page.tsx';

const meta = {
  title: 'mf-public/LearningMaterialsPage',
  component: LearningMaterialsPage,
} satisfies Meta<typeof LearningMaterialsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const categories = '*/api/learning-material/categories';
const materials = '*/api/learning-material/list/:categoryId';

export const Data: Story = {};
export const SharedLink: Story = { parameters: { route: '/ucebne-materialy?kategoria=2&material=4' } };
export const LoadingCategories: Story = {
  parameters: { msw: { handlers: [http.get(categories, () => delay('infinite'))] } },
};
export const LoadingMaterials: Story = {
  parameters: { msw: { handlers: [http.get(materials, () => delay('infinite'))] } },
};
export const NoCategories: Story = {
  parameters: {
    msw: { handlers: [http.get(categories, () => HttpResponse.json({ learningMaterialCategories: [] }))] },
  },
};
export const CategoriesError: Story = {
  parameters: { msw: { handlers: [http.get(categories, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};
export const MaterialsError: Story = {
  parameters: { msw: { handlers: [http.get(materials, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};

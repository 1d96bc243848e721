import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { CategoriesSection } from './categories-section.tsx';

const meta = { title: 'mf-admin-content/CategoriesSection', component: CategoriesSection } satisfies Meta<
  typeof CategoriesSection
>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = '*/api/admin/learning-material/category/list';

export const Data: Story = {};
export const Loading: Story = { parameters: { msw: { handlers: [http.get(list, () => delay('infinite'))] } } };
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(list, () => HttpResponse.json({ learningMaterialCategories: [], pagesCount: 0 }))] },
  },
};
export const ErrorState: Story = {
  parameters: { msw: { handlers: [http.get(list, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import LearningMaterialsPage from './learning-materials-page.tsx';

const meta = {
  title: 'mf-admin-content/LearningMaterialsPage',
  component: LearningMaterialsPage,
  parameters: { route: '/admin/ucebne-materialy' },
} satisfies Meta<typeof LearningMaterialsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Categories above, materials below: the whole admin screen. */
export const Data: Story = {};

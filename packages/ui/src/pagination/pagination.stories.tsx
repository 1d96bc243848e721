import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './pagination.tsx';

const meta = { title: 'UI/Pagination', component: Pagination } satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstOfTwelve: Story = { args: { pagesCount: 12 } };
export const MiddleOfTwelve: Story = { args: { pagesCount: 12 }, parameters: { route: '/admin/ponuka?page=6' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import HomePage from './home-page.tsx';

const meta = { title: 'mf-public/HomePage', component: HomePage } satisfies Meta<typeof HomePage>;

export default meta;

export const Default: StoryObj<typeof meta> = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import GdprPage from './gdpr-page.tsx';

const meta = { title: 'mf-public/GdprPage', component: GdprPage } satisfies Meta<typeof GdprPage>;
export default meta;

export const Default: StoryObj<typeof meta> = {};

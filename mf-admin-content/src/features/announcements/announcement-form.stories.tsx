import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AnnouncementForm } from './announcement-form.tsx';

const meta = {
  title: 'mf-admin-content/AnnouncementForm',
  component: AnnouncementForm,
  args: { announcement: null, onSave: fn(async () => undefined) },
} satisfies Meta<typeof AnnouncementForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};

export const Editing: Story = {
  args: {
    announcement: {
      id: 4,
      title: 'Nový kurz skupiny B',
      text: 'Od 1. decembra otvárame nový kurz skupiny B.\nPrihlásiť sa dá aj online.',
      publishedOn: '2026-11-20',
      visibleUntil: '2026-12-01',
    },
  },
};

export const SaveFailed: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('network');
    }),
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusMessage } from './status-message.tsx';

const meta = {
  title: 'UI/StatusMessage',
  component: StatusMessage,
} satisfies Meta<typeof StatusMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { kind: 'loading', children: 'Načítavam ponuku kurzov…' } };
export const Empty: Story = { args: { kind: 'empty', children: 'Aktuálne nie sú v ponuke žiadne kurzy.' } };
export const ErrorState: Story = { args: { kind: 'error', children: 'Nepodarilo sa načítať ponuku kurzov.' } };
export const Success: Story = { args: { kind: 'success', children: 'Správa bola úspešne odoslaná.' } };

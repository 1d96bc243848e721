import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AmountField } from './amount-field.tsx';

function Controlled({ initial, error }: { initial: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return <AmountField value={value} error={error} onChange={setValue} />;
}

const meta = {
  title: 'mf-training/AmountField',
  component: Controlled,
  args: { initial: '' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithCents: Story = { args: { initial: '267,50' } };
export const Refused: Story = {
  args: { initial: '267,555', error: 'Suma musí byť kladné číslo s najviac dvoma desatinnými miestami.' },
};

/** A dot and one decimal are written back with a comma and two. */
export const WrittenBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Suma (€)' });
    await userEvent.type(field, '267.5');
    await userEvent.tab();
    await expect(field).toHaveValue('267,50');
  },
};

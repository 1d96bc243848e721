import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Combobox, type ComboboxOption } from './combobox.tsx';

const options: ComboboxOption[] = [
  'Základné pojmy',
  'Dopravné značky',
  'Križovatky',
  'Predchádzanie',
  'Otáčanie a cúvanie',
  'Železničné priecestia',
  'Diaľnica',
  'Prvá pomoc',
  'Technický stav vozidla',
  'Osvetlenie',
].map((label, index) => ({ value: String(index + 1), label }));

function Stateful({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return <Combobox label="Kategória" options={options} value={value} onChange={setValue} />;
}

const meta = { title: 'UI/Combobox', component: Stateful } satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = { args: { initial: null } };
export const Chosen: Story = { args: { initial: '2' } };

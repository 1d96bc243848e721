import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Combobox, type ComboboxOption } from './combobox.tsx';

const options: ComboboxOption[] = [
  { value: '1', label: 'Základné pojmy' },
  { value: '2', label: 'Dopravné značky' },
  { value: '3', label: 'Križovatky' },
];

function Harness({ onChange = () => undefined }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Combobox
      label="Kategória"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Combobox', () => {
  it('shows the placeholder until something is chosen', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: /Kategória/ })).toHaveTextContent('Vyber možnosť');
  });

  it('opens a search box, filters ignoring case and diacritics, and chooses with Enter', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Kategória/ }));
    const search = screen.getByRole('combobox');
    expect(search).toHaveFocus();
    expect(search).toHaveAttribute('placeholder', 'Vyhľadať…');
    expect(screen.getAllByRole('option')).toHaveLength(3);

    await userEvent.type(search, 'ZAKLADNE');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Základné pojmy']);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('1');
    expect(screen.getByRole('button', { name: /Kategória/ })).toHaveTextContent('Základné pojmy');
    expect(screen.getByRole('button', { name: /Kategória/ })).toHaveFocus();
  });

  it('moves with the arrow keys and chooses with the mouse too', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    screen.getByRole('button', { name: /Kategória/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('combobox')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Križovatky' })).toHaveClass('combobox__option--active');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('3');
    await userEvent.click(screen.getByRole('button', { name: /Kategória/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Dopravné značky' }));
    expect(onChange).toHaveBeenLastCalledWith('2');
  });

  it("says 'Nič nenájdené' when nothing matches, and Escape closes without choosing", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Kategória/ }));
    await userEvent.type(screen.getByRole('combobox'), 'xyz');
    expect(screen.getByText('Nič nenájdené')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Kategória/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /Kategória/ })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });
});

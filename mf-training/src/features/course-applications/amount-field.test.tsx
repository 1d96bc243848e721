import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AmountField } from './amount-field.tsx';

function Controlled({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AmountField value={value} error={error} onChange={setValue} />
      <button type="button">ďalej</button>
    </>
  );
}

describe('AmountField (euro with cents, decision 0035)', () => {
  it('offers a decimal keyboard with a hint, and writes a typed amount back the one way on leaving', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const field = screen.getByRole('textbox', { name: 'Suma (€)' });
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('Napríklad 267,50')).toBeInTheDocument();
    for (const [typed, shown] of [
      ['267.5', '267,50'],
      ['1 390,50', '1390,50'],
      ['267', '267'],
    ]) {
      await user.clear(field);
      await user.type(field, typed as string);
      await user.click(screen.getByRole('button', { name: 'ďalej' }));
      expect(field).toHaveValue(shown);
    }
  });

  it('leaves what it cannot read as typed, for the form to refuse, and shows the error on the field', async () => {
    const user = userEvent.setup();
    render(<Controlled error="Suma musí byť kladné číslo s najviac dvoma desatinnými miestami." />);
    const field = screen.getByRole('textbox', { name: 'Suma (€)' });
    await user.type(field, '267,555');
    await user.click(screen.getByRole('button', { name: 'ďalej' }));
    expect(field).toHaveValue('267,555');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Suma musí byť kladné číslo s najviac dvoma desatinnými miestami\./);
  });
});

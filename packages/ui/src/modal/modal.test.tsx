import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal.tsx';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Upraviť
      </button>
      {open && (
        <Modal title="Upraviť ponuku" onClose={() => setOpen(false)}>
          <label>
            Názov
            <input />
          </label>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a named dialog that closes with its button and gives focus back to the opener', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Upraviť' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Upraviť ponuku' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zavrieť' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Upraviť' }));
    await userEvent.click(screen.getByLabelText('Názov'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

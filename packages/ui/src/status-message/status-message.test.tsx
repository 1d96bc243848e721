import { render, screen } from '@testing-library/react';
import { StatusMessage } from './status-message.tsx';

describe('StatusMessage', () => {
  it('announces an error as an alert', () => {
    render(<StatusMessage kind="error">Nepodarilo sa načítať ponuku.</StatusMessage>);
    expect(screen.getByRole('alert')).toHaveTextContent('Nepodarilo sa načítať ponuku.');
  });

  it('announces loading politely as a status', () => {
    render(<StatusMessage kind="loading">Načítavam ponuku…</StatusMessage>);
    expect(screen.getByRole('status')).toHaveTextContent('Načítavam ponuku…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

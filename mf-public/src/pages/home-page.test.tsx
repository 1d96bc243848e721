import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import HomePage from './home-page.tsx';

describe('HomePage', () => {
  it('shows the title, both taglines and the button to the contact form', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Autoškola Ružomberok' })).toBeInTheDocument();
    expect(screen.getByText('Prvá súkromná autoškola v Ružomberku.')).toBeInTheDocument();
    expect(screen.getByText(/roky praxe a tisíce spokojných/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chcem na kurz' })).toHaveAttribute('href', '/kontakt');
  });
});

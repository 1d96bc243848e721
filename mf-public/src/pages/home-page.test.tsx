import { setupMockApi } from '@autoskola/mocks/test-server';
import { renderScreen } from '@autoskola/ui/testing';
import { screen } from '@testing-library/react';
import HomePage from './home-page.tsx';

// The page composes the announcements (features/announcements), which read the API.
setupMockApi();

describe('HomePage', () => {
  it('shows the title, both taglines and the button to the contact form', () => {
    renderScreen(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Autoškola Ružomberok' })).toBeInTheDocument();
    expect(screen.getByText('Prvá súkromná autoškola v Ružomberku.')).toBeInTheDocument();
    expect(screen.getByText(/roky praxe a tisíce spokojných/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chcem na kurz' })).toHaveAttribute('href', '/kontakt');
  });
});

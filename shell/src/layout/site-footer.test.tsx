import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SiteFooter } from './site-footer.tsx';

describe('SiteFooter', () => {
  it('shows the current year, a link home and the maker link opening in a new tab', () => {
    render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <SiteFooter /> }])} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(screen.getByRole('link', { name: 'Autoškola Ružomberok' })).toHaveAttribute('href', '/');
    const maker = screen.getByRole('link', { name: /Made by/ });
    expect(maker).toHaveAttribute('target', '_blank');
    expect(maker).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

import { SITE_CONFIG_ELEMENT_ID } from '@autoskola/school';
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

  it('names a maker who gave no address without a link to the page itself, and nobody when none is given', () => {
    const config = document.createElement('script');
    config.id = SITE_CONFIG_ELEMENT_ID;
    config.type = 'application/json';
    document.body.append(config);
    try {
      config.textContent = JSON.stringify({ school: { makerName: 'Ján Tvorca', makerUrl: '' } });
      const { unmount } = render(
        <RouterProvider router={createMemoryRouter([{ path: '*', element: <SiteFooter /> }])} />,
      );
      expect(screen.getByRole('contentinfo')).toHaveTextContent('Made by Ján Tvorca');
      expect(screen.queryByRole('link', { name: /Made by/ })).toBeNull();
      unmount();

      config.textContent = JSON.stringify({ school: { makerName: '', makerUrl: '' } });
      render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <SiteFooter /> }])} />);
      expect(screen.getByRole('contentinfo')).not.toHaveTextContent('Made by');
    } finally {
      config.remove();
    }
  });
});

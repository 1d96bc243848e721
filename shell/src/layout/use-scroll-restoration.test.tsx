import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useScrollRestoration } from './use-scroll-restoration.ts';

function Page() {
  useScrollRestoration();
  return <p>Obsah stránky</p>;
}

describe('useScrollRestoration', () => {
  it.each(['#token=%ZZ', '#token=%E0%A4%A', '#%'])(
    'renders a page whose address ends in a fragment that is not valid percent-encoding (%s)',
    (hash) => {
      const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
        initialEntries: [`/overenie-emailu${hash}`],
      });
      render(<RouterProvider router={router} />);
      expect(screen.getByText('Obsah stránky')).toBeInTheDocument();
    },
  );
});

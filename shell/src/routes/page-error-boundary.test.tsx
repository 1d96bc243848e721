import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { PAGE_ERROR_TEXT, PageErrorBoundary } from './page-error-boundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('PageErrorBoundary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows a Slovak message for a page that fails to render, and tries again on another address', async () => {
    render(
      <MemoryRouter initialEntries={['/zle']}>
        <Link to="/dobre">Ďalej</Link>
        <PageErrorBoundary>
          <Routes>
            <Route path="/zle" element={<Broken />} />
            <Route path="/dobre" element={<h1>Ponuka</h1>} />
          </Routes>
        </PageErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(PAGE_ERROR_TEXT);
    expect(screen.getByRole('link', { name: 'Späť na úvodnú stránku' })).toHaveAttribute('href', '/');

    await userEvent.click(screen.getByRole('link', { name: 'Ďalej' }));
    expect(screen.getByRole('heading', { name: 'Ponuka' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

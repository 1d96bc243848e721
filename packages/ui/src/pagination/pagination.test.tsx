import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { pageItems, parsePage } from './page-items.ts';
import { Pagination, usePageParam } from './pagination.tsx';

describe('pageItems', () => {
  it.each([
    [1, 1, []],
    [1, 0, []],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 'ellipsis-end', 10]],
    [5, 10, [1, 'ellipsis-start', 3, 4, 5, 6, 7, 'ellipsis-end', 10]],
    [10, 10, [1, 'ellipsis-start', 8, 9, 10]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  ])('page %i of %i', (current, count, expected) => {
    expect(pageItems(current, count)).toEqual(expected);
  });

  it.each([
    [null, 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    ['2.5', 1],
  ])('reads %s as page %i', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});

function Screen({ pagesCount }: { pagesCount: number }) {
  const page = usePageParam('categoryPage');
  return (
    <>
      <p>Aktuálna strana {page}</p>
      <Pagination pagesCount={pagesCount} param="categoryPage" />
    </>
  );
}

function renderAt(url: string, pagesCount: number) {
  const router = createMemoryRouter([{ path: '*', element: <Screen pagesCount={pagesCount} /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('Pagination', () => {
  it('is hidden for one page', () => {
    renderAt('/admin', 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('writes its parameter, keeps the others and omits it for page 1', async () => {
    const router = renderAt('/admin?materialPage=2', 12);
    const nav = screen.getByRole('navigation', { name: 'Stránkovanie' });
    expect(within(nav).getByRole('link', { name: 'Strana 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Strana 3' }));
    expect(router.state.location.search).toBe('?materialPage=2&categoryPage=3');
    expect(screen.getByText('Aktuálna strana 3')).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: 'Strana 1' }));
    expect(router.state.location.search).toBe('?materialPage=2');
  });

  it('ignores an invalid value', () => {
    renderAt('/admin?categoryPage=xyz', 5);
    expect(screen.getByText('Aktuálna strana 1')).toBeInTheDocument();
  });
});

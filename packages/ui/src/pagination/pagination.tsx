import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pageItems, parsePage } from './page-items.ts';
import './pagination.css';

/** The page in the address under `param` (e.g. page, categoryPage); invalid values are ignored. */
export function usePageParam(param = 'page'): number {
  const [params] = useSearchParams();
  return parsePage(params.get(param));
}

interface PaginationProps {
  pagesCount: number;
  /** The query parameter it writes; omitted from the address for page 1. */
  param?: string;
  label?: string;
}

/** Links to the pages (hidden for one page or fewer); other query parameters are kept. */
export function Pagination({ pagesCount, param = 'page', label = 'Stránkovanie' }: PaginationProps) {
  const [params] = useSearchParams();
  const current = parsePage(params.get(param));
  const searchFor = (page: number) => {
    const next = new URLSearchParams(params);
    if (page === 1) next.delete(param);
    else next.set(param, String(page));
    const search = next.toString();
    return search ? `?${search}` : '';
  };

  return (
    <PageList pagesCount={pagesCount} current={current} label={label}>
      {(page, props) => (
        <Link to={{ search: searchFor(page) }} {...props}>
          {page}
        </Link>
      )}
    </PageList>
  );
}

/** What a page's link or button carries: its class, its name and whether it is the current page. */
export interface PageProps {
  className: string;
  'aria-label': string;
  'aria-current': 'page' | undefined;
}

/**
 * The pages (first, last, two each side of the current, ellipses between; nothing for one page or
 * fewer), each drawn by `children` as a link or a button with the kit's look and names.
 */
export function PageList({
  pagesCount,
  current,
  label,
  children,
}: {
  pagesCount: number;
  current: number;
  label: string;
  children: (page: number, props: PageProps) => ReactNode;
}) {
  const items = pageItems(current, pagesCount);
  if (items.length === 0) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {children(item, {
                className: `pagination__link${item === current ? ' pagination__link--current' : ''}`,
                'aria-label': `Strana ${item}`,
                'aria-current': item === current ? 'page' : undefined,
              })}
            </li>
          ) : (
            <li key={item} className="pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

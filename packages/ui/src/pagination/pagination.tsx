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
  const items = pageItems(current, pagesCount);
  if (items.length === 0) return null;

  const searchFor = (page: number) => {
    const next = new URLSearchParams(params);
    if (page === 1) next.delete(param);
    else next.set(param, String(page));
    const search = next.toString();
    return search ? `?${search}` : '';
  };

  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={{ search: searchFor(item) }}
                className={`pagination__link${item === current ? ' pagination__link--current' : ''}`}
                aria-label={`Strana ${item}`}
                aria-current={item === current ? 'page' : undefined}
              >
                {item}
              </Link>
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

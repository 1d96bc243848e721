import { Link, useSearchParams } from 'react-router-dom';
import { pageItems, parsePage } from './page-items.ts';
import './pagination.css';

/** The page in the address under `param` (e.g. page, categoryPage); invalid values are ignored. */
export function usePageParam(param = 'page'): number {
  const [params] = useSearchParams();
  return parsePage(params.get(param));
}

type PaginationProps = {
  pagesCount: number;
  label?: string;
} & (
  | {
      /** The query parameter it writes; omitted from the address for page 1. */
      param?: string;
      page?: never;
      onPage?: never;
    }
  | {
      /**
       * A page kept by the screen instead of the address (a panel's list on a screen whose address
       * holds other things): the current page, and what a click on another does.
       */
      page: number;
      onPage: (page: number) => void;
      param?: never;
    }
);

/**
 * Links to the pages (hidden for one page or fewer); other query parameters are kept. With `page`
 * and `onPage`, buttons that look the same and leave the address alone.
 */
export function Pagination(props: PaginationProps) {
  const { pagesCount, label = 'Stránkovanie' } = props;
  const [params] = useSearchParams();
  const param = props.param ?? 'page';
  const local = props.onPage ? { page: props.page, onPage: props.onPage } : null;
  const current = local ? local.page : parsePage(params.get(param));
  const items = pageItems(current, pagesCount);
  if (items.length === 0) return null;

  const searchFor = (page: number) => {
    const next = new URLSearchParams(params);
    if (page === 1) next.delete(param);
    else next.set(param, String(page));
    const search = next.toString();
    return search ? `?${search}` : '';
  };
  const className = (page: number) => `pagination__link${page === current ? ' pagination__link--current' : ''}`;

  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {local ? (
                <button
                  type="button"
                  className={`${className(item)} pagination__link--button`}
                  aria-label={`Strana ${item}`}
                  aria-current={item === current ? 'page' : undefined}
                  onClick={() => local.onPage(item)}
                >
                  {item}
                </button>
              ) : (
                <Link
                  to={{ search: searchFor(item) }}
                  className={className(item)}
                  aria-label={`Strana ${item}`}
                  aria-current={item === current ? 'page' : undefined}
                >
                  {item}
                </Link>
              )}
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

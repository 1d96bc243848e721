import { type ReactNode, useSyncExternalStore } from 'react';
import { TrashIcon } from '../icons/icons.tsx';
import './table.css';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Cells that hold their own control (e.g. delete) do not open the row. */
  interactive?: boolean;
}

export interface TableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Opens the row (e.g. its edit modal); reachable with Enter or Space as well. */
  onRowClick?: (row: Row) => void;
  rowLabel?: (row: Row) => string;
  /** An extra class for a row that must stand out (e.g. an unresolved message). */
  rowClassName?: (row: Row) => string | undefined;
}

/** A data table; on narrow screens each row becomes a card with the column names as labels. */
export function Table<Row>({ caption, columns, rows, rowKey, onRowClick, rowLabel, rowClassName }: TableProps<Row>) {
  return (
    <table className="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className={['table__row', onRowClick && 'table__row--clickable', rowClassName?.(row)]
              .filter(Boolean)
              .join(' ')}
            tabIndex={onRowClick ? 0 : undefined}
            aria-label={onRowClick && rowLabel ? rowLabel(row) : undefined}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
            onKeyDown={
              onRowClick
                ? (event) => {
                    if ((event.key === 'Enter' || event.key === ' ') && event.target === event.currentTarget) {
                      event.preventDefault();
                      onRowClick(row);
                    }
                  }
                : undefined
            }
          >
            {columns.map((column) => (
              <td
                key={column.header}
                data-label={column.header}
                onClick={column.interactive ? (event) => event.stopPropagation() : undefined}
                onKeyDown={column.interactive ? (event) => event.stopPropagation() : undefined}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The 'Zmazať' column of the admin tables: an icon button that deletes without opening the row. */
export function deleteColumn<Row>(onDelete: (row: Row) => void, disabled = false): Column<Row> {
  return {
    header: 'Zmazať',
    interactive: true,
    cell: (row) => (
      <button
        type="button"
        className="icon-button"
        aria-label="Zmazať"
        disabled={disabled}
        onClick={() => onDelete(row)}
      >
        <TrashIcon />
      </button>
    ),
  };
}

/** Green tick or red cross, with its meaning in words for screen readers. */
export function StatusIcon({
  on,
  onLabel = 'Aktívne',
  offLabel = 'Neaktívne',
}: {
  on: boolean;
  onLabel?: string;
  offLabel?: string;
}) {
  return (
    <span className={`status-icon status-icon--${on ? 'on' : 'off'}`} role="img" aria-label={on ? onLabel : offLabel}>
      {on ? '✔' : '✘'}
    </span>
  );
}

/** The width below which rows are shown as cards (the same value as in global.css). */
export const CARD_LAYOUT_QUERY = '(max-width: 48rem)';

function subscribeToCardLayout(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(CARD_LAYOUT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True while tables are shown as cards (narrow screens). */
export function useCardLayout(): boolean {
  return useSyncExternalStore(
    subscribeToCardLayout,
    () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(CARD_LAYOUT_QUERY).matches),
    () => false,
  );
}

/** Cuts a long text to `max` characters and marks the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

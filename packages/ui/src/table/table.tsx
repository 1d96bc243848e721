import type { ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Cells that hold their own control (e.g. delete) do not open the row. */
  interactive?: boolean;
}

interface TableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Opens the row (e.g. its edit modal); reachable with Enter or Space as well. */
  onRowClick?: (row: Row) => void;
  rowLabel?: (row: Row) => string;
}

/** A data table; on narrow screens each row becomes a card with the column names as labels. */
export function Table<Row>({ caption, columns, rows, rowKey, onRowClick, rowLabel }: TableProps<Row>) {
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
            className={onRowClick ? 'table__row table__row--clickable' : 'table__row'}
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

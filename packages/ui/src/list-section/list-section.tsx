import { type ReactNode, useState } from 'react';
import { Modal } from '../modal/modal.tsx';
import { Pagination } from '../pagination/pagination.tsx';
import { type QueryState, QueryStatus } from '../status-message/query-status.tsx';
import { Table, type TableProps } from '../table/table.tsx';
import './list-section.css';

/** What a row click or the add button opened: a row's key, or 'new'. */
export type Opened<Key> = Key | 'new';

export interface ListSectionProps<Data, Row, Key> {
  /** The section's heading; with `id`, the section is a region named by it. */
  heading?: { text: string; level: 1 | 2; id?: string };
  /** The add button's text ('+ Pridať ponuku'); none: nothing is added here. */
  addLabel?: string;
  /** Above the list: why the last delete failed, say. */
  notice?: ReactNode;
  query: QueryState<Data>;
  texts: { loading: string; error: string; empty: string };
  rows: (data: Data) => readonly Row[];
  pagesCount: (data: Data) => number;
  /** The address's query parameter of the page (omitted for page 1). */
  pageParam: string;
  table: Omit<TableProps<Row>, 'rows' | 'onRowClick'>;
  /** What a row click opens in the dialog. */
  openKey: (row: Row) => Key;
  dialog: { title: (opened: Opened<Key>) => string; content: (opened: Opened<Key>, close: () => void) => ReactNode };
}

/**
 * An admin list as every admin section shows it (SPEC §2): heading and add button, the list's
 * loading, error, empty and data states, the table and its pagination, and the dialog that a
 * row click or the add button opens.
 */
export function ListSection<Data, Row, Key>(props: ListSectionProps<Data, Row, Key>) {
  const { heading, addLabel, notice, query, texts, rows, pagesCount, pageParam, table, openKey, dialog } = props;
  const [opened, setOpened] = useState<Opened<Key> | null>(null);
  const close = () => setOpened(null);
  const Heading = heading?.level === 1 ? 'h1' : 'h2';

  const content = (
    <>
      {(heading || addLabel) && (
        <div className="admin-page__heading">
          {heading && <Heading id={heading.id}>{heading.text}</Heading>}
          {addLabel && (
            <button type="button" className="button" onClick={() => setOpened('new')}>
              {addLabel}
            </button>
          )}
        </div>
      )}
      {notice}
      <QueryStatus query={query} texts={texts} isEmpty={(data) => rows(data).length === 0}>
        {(data) => (
          <>
            <Table {...table} rows={rows(data)} onRowClick={(row) => setOpened(openKey(row))} />
            <Pagination pagesCount={pagesCount(data)} param={pageParam} />
          </>
        )}
      </QueryStatus>
      {opened !== null && (
        <Modal title={dialog.title(opened)} onClose={close}>
          {dialog.content(opened, close)}
        </Modal>
      )}
    </>
  );
  return heading?.id ? (
    <section className="admin-section" aria-labelledby={heading.id}>
      {content}
    </section>
  ) : (
    content
  );
}

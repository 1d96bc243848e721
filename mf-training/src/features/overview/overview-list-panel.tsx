import type { OverviewListPage } from '@autoskola/api-client';
import type { OverviewPeriod } from '@autoskola/rules/overview';
import { type Column, PageList, StatusMessage, Table } from '@autoskola/ui';
import { useState } from 'react';
import { type CsvRows, OverviewPanel } from './overview-panel.tsx';
import { OVERVIEW_TEXTS as T } from './overview-texts.ts';

/**
 * The page of a folded list (payments, instructors' days): the panel's own, not the address's (it
 * holds the period), and back to 1 when the period or group changes.
 */
function useListPage(period: OverviewPeriod) {
  const key = `${period.from}/${period.to}/${period.group ?? ''}`;
  const [shown, setShown] = useState({ key, page: 1 });
  const page = shown.key === key ? shown.page : 1;
  return [page, (next: number) => setShown({ key, page: next })] as const;
}

/** The kit's page links drawn as buttons: a click moves the panel's page and leaves the address alone. */
function ListPager({
  pagesCount,
  page,
  onPage,
  label,
}: {
  pagesCount: number;
  page: number;
  onPage: (page: number) => void;
  label: string;
}) {
  return (
    <PageList pagesCount={pagesCount} current={page} label={label}>
      {(item, { className, ...props }) => (
        <button type="button" className={`${className} overview-pager__button`} {...props} onClick={() => onPage(item)}>
          {item}
        </button>
      )}
    </PageList>
  );
}

/** A folded list's words: its title, the summary that opens it, its states and its pages' label. */
export interface OverviewListTexts {
  title: string;
  summary: string;
  loading: string;
  failed: string;
  /** Nothing in the period: said without asking, and for a page that comes back empty. */
  empty: string;
  pages: string;
}

/**
 * One of the overview's long lists (the accountant's payments, payroll's days): a panel whose table
 * is folded, asked for only when opened and shown a page at a time, and whose CSV has every page
 * (it reuses the shown list only when that is the whole of it). A later page that fails says so
 * above the pages, which stay, so the reader can go back.
 */
export function OverviewListPanel<Answer extends { pagesCount: number }, Row>({
  texts,
  period,
  fileName,
  nothing,
  calls,
  rowsOf,
  columns,
  rowKey,
  csv,
}: {
  texts: OverviewListTexts;
  period: OverviewPeriod;
  fileName: string;
  /** The overview's sums already say the period has none: no call, no table. */
  nothing: boolean;
  calls: {
    useList: (period: OverviewPeriod, page: number, enabled: boolean) => OverviewListPage<Answer>;
    fetchAll: (period: OverviewPeriod) => Promise<Row[]>;
  };
  rowsOf: (answer: Answer) => readonly Row[];
  columns: Column<Row>[];
  /** A row's key on its page; without one, its place on the page (rows with nothing unique, as payments). */
  rowKey?: (row: Row) => string | number;
  /** The CSV of these rows, its header first. */
  csv: (rows: readonly Row[]) => CsvRows;
}) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useListPage(period);
  const list = calls.useList(period, page, open);
  // The pages stay when a later page fails: its answer is gone, the count is not.
  const [pagesCount, setPagesCount] = useState(1);
  if (list.data && list.data.pagesCount !== pagesCount) setPagesCount(list.data.pagesCount);
  const whole = list.data && !list.isPlaceholderData && list.data.pagesCount <= 1 ? rowsOf(list.data) : null;

  // A later page keeps the pages under its state (an error, or empty since it was counted), so the reader can go back.
  const pager = (count: number) => <ListPager pagesCount={count} page={page} onPage={setPage} label={texts.pages} />;
  const body = () => {
    if (list.isPending) return <StatusMessage kind="loading">{texts.loading}</StatusMessage>;
    if (list.isError || !list.data) {
      return (
        <>
          <StatusMessage kind="error">{texts.failed}</StatusMessage>
          <button type="button" className="button button--secondary" onClick={() => list.refetch()}>
            {T.retry}
          </button>
          {page > 1 && pager(pagesCount)}
        </>
      );
    }
    const rows = rowsOf(list.data);
    if (rows.length === 0) {
      return (
        <>
          <StatusMessage kind="empty">{texts.empty}</StatusMessage>
          {page > 1 && pager(Math.max(pagesCount, page))}
        </>
      );
    }
    const places = new Map(rows.map((row, index) => [row, index]));
    return (
      <>
        <Table
          caption={texts.title}
          columns={columns}
          rows={[...rows]}
          rowKey={rowKey ?? ((row) => places.get(row) ?? 0)}
        />
        {pager(list.data.pagesCount)}
      </>
    );
  };

  return (
    <OverviewPanel
      title={texts.title}
      wide
      csv={{
        fileName,
        rows: () => (nothing ? csv([]) : whole ? csv(whole) : calls.fetchAll(period).then(csv)),
      }}
    >
      {nothing ? (
        <StatusMessage kind="empty">{texts.empty}</StatusMessage>
      ) : (
        <details onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary>{texts.summary}</summary>
          {open && body()}
        </details>
      )}
    </OverviewPanel>
  );
}

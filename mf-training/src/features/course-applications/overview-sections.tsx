import { fetchOverviewPayments, type Schemas, useOverviewPayments } from '@autoskola/api-client';
import { formatIsoDate } from '@autoskola/rules/calendar-dates';
import { PAYMENT_METHOD_LABELS } from '@autoskola/rules/course-applications';
import { formatCents } from '@autoskola/rules/money';
import type { OverviewPeriod } from '@autoskola/rules/overview';
import { type Column, DetailItem, DetailList, Pagination, QueryStatus, StatusMessage, Table } from '@autoskola/ui';
import { useState } from 'react';
import { csvEuros, OverviewPanel, overviewSectionsOf, useListPage } from '../overview/overview-panel.tsx';

/** Course applications' panels of the owner's overview (issue 54). */
export const APPLICATION_OVERVIEW_TEXTS = {
  funnel: 'Prihlášky',
  funnelSteps: { received: 'Prijaté', enrolled: 'Zapísané', finished: 'Ukončené', cancelled: 'Zrušené' },
  step: 'Krok',
  count: 'Počet',
  applicationsUnit: 'prihlášky',
  money: 'Platby',
  received: 'Prijaté v období',
  receivedCount: 'Počet platieb',
  outstanding: 'Zostáva uhradiť (dnes)',
  overdue: 'Po splatnosti (dnes)',
  overdueValue: (count: number, amount: string) => `${amount} (${count}×)`,
  paymentList: 'Prijaté platby',
  paymentPages: 'Stránkovanie platieb',
  noPayments: 'V tomto období neprišla žiadna platba.',
  paymentsLoading: 'Načítavam platby…',
  paymentsFailed: 'Platby sa nepodarilo načítať. Skúste to znova.',
  date: 'Dátum',
  amount: 'Suma',
  variableSymbol: 'Variabilný symbol',
  student: 'Žiak',
  method: 'Spôsob',
} as const;
const T = APPLICATION_OVERVIEW_TEXTS;
const of = overviewSectionsOf<Schemas['CourseApplicationsOverview']>();
const STEPS = ['received', 'enrolled', 'finished', 'cancelled'] as const;

function Funnel({ section: funnel }: { section: Schemas['OverviewApplicationFunnel'] }) {
  const rows = STEPS.map((step) => ({ step, label: T.funnelSteps[step], count: funnel[step] }));
  const columns: Column<(typeof rows)[number]>[] = [
    { header: T.step, cell: (row) => row.label },
    { header: T.count, cell: (row) => row.count },
  ];
  return (
    <OverviewPanel
      title={T.funnel}
      chart={{ labels: rows.map((row) => row.label), values: rows.map((row) => row.count), unit: T.applicationsUnit }}
    >
      <Table caption={T.funnel} columns={columns} rows={rows} rowKey={(row) => row.step} />
    </OverviewPanel>
  );
}

function Money({ section: money }: { section: Schemas['OverviewPayments'] }) {
  return (
    <OverviewPanel title={T.money}>
      <DetailList>
        <DetailItem label={T.received}>{formatCents(money.received)}</DetailItem>
        <DetailItem label={T.receivedCount}>{money.count}</DetailItem>
        <DetailItem label={T.outstanding}>{formatCents(money.outstanding)}</DetailItem>
        <DetailItem label={T.overdue}>
          {money.overdue.count === 0
            ? formatCents(0)
            : T.overdueValue(money.overdue.count, formatCents(money.overdue.amount))}
        </DetailItem>
      </DetailList>
    </OverviewPanel>
  );
}

type PaymentRow = Schemas['OverviewPayment'] & { index: number };
const paymentColumns: Column<PaymentRow>[] = [
  { header: T.date, cell: (row) => formatIsoDate(row.date) },
  { header: T.amount, cell: (row) => formatCents(row.amount) },
  { header: T.variableSymbol, cell: (row) => row.variableSymbol },
  { header: T.student, cell: (row) => row.student },
  { header: T.method, cell: (row) => PAYMENT_METHOD_LABELS[row.method] },
];

const paymentCsv = (payments: readonly Schemas['OverviewPayment'][]) => [
  [T.date, T.amount, T.variableSymbol, T.student, T.method],
  ...payments.map((row) => [
    row.date,
    csvEuros(row.amount),
    row.variableSymbol,
    row.student,
    PAYMENT_METHOD_LABELS[row.method],
  ]),
];

/**
 * The accountant's table: every payment of the period, long, so folded, asked for only when opened
 * (GET /admin/overview/payments) and shown a page at a time; the overview's sums give its count.
 * Its CSV has every page: it reuses the shown list only when that is the whole of it.
 */
function PaymentList({ section: money, period }: { section: Schemas['OverviewPayments']; period: OverviewPeriod }) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useListPage(period);
  const list = useOverviewPayments(period, page, open);
  const whole = list.data && !list.isPlaceholderData && list.data.pagesCount <= 1 ? list.data.payments : null;
  return (
    <OverviewPanel
      title={T.paymentList}
      wide
      csv={{
        fileName: `platby-${period.from}-${period.to}.csv`,
        rows: () =>
          money.count === 0
            ? paymentCsv([])
            : whole
              ? paymentCsv(whole)
              : fetchOverviewPayments(period).then(paymentCsv),
      }}
    >
      {money.count === 0 ? (
        <StatusMessage kind="empty">{T.noPayments}</StatusMessage>
      ) : (
        <details onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary>{`${T.paymentList} (${money.count})`}</summary>
          {open && (
            <QueryStatus
              query={list}
              texts={{ loading: T.paymentsLoading, error: T.paymentsFailed, empty: T.noPayments }}
              isEmpty={(answer) => answer.payments.length === 0}
            >
              {(answer) => (
                <>
                  <Table
                    caption={T.paymentList}
                    columns={paymentColumns}
                    rows={answer.payments.map((payment, index) => ({ ...payment, index }))}
                    rowKey={(row) => row.index}
                  />
                  <Pagination pagesCount={answer.pagesCount} page={page} onPage={setPage} label={T.paymentPages} />
                </>
              )}
            </QueryStatus>
          )}
        </details>
      )}
    </OverviewPanel>
  );
}

export const applicationFunnelSection = of('applicationFunnel', Funnel);
export const paymentsSection = of('payments', Money);
// The list behind the sums: a panel of its own on the same key, its rows asked when opened.
export const paymentListSection = of('payments', PaymentList);

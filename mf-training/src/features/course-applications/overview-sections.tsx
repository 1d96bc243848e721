import { fetchOverviewPayments, type Schemas, useOverviewPayments } from '@autoskola/api-client';
import { formatIsoDate } from '@autoskola/rules/calendar-dates';
import { PAYMENT_METHOD_LABELS } from '@autoskola/rules/course-applications';
import { formatCents } from '@autoskola/rules/money';
import type { OverviewPeriod } from '@autoskola/rules/overview';
import { type Column, DetailItem, DetailList, Table } from '@autoskola/ui';
import { OverviewListPanel } from '../overview/overview-list-panel.tsx';
import { csvEuros, OverviewPanel, overviewSectionsOf } from '../overview/overview-panel.tsx';

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

const paymentColumns: Column<Schemas['OverviewPayment']>[] = [
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
 * The accountant's table: every payment of the period (GET /admin/overview/payments), folded and
 * paged; the overview's sums give its count.
 */
function PaymentList({ section: money, period }: { section: Schemas['OverviewPayments']; period: OverviewPeriod }) {
  return (
    <OverviewListPanel
      texts={{
        title: T.paymentList,
        summary: `${T.paymentList} (${money.count})`,
        loading: T.paymentsLoading,
        failed: T.paymentsFailed,
        empty: T.noPayments,
        pages: T.paymentPages,
      }}
      period={period}
      fileName={`platby-${period.from}-${period.to}.csv`}
      nothing={money.count === 0}
      calls={{ useList: useOverviewPayments, fetchAll: fetchOverviewPayments }}
      rowsOf={(answer) => answer.payments}
      columns={paymentColumns}
      csv={paymentCsv}
    />
  );
}

export const applicationFunnelSection = of('applicationFunnel', Funnel);
export const paymentsSection = of('payments', Money);
// The list behind the sums: a panel of its own on the same key, its rows asked when opened.
export const paymentListSection = of('payments', PaymentList);

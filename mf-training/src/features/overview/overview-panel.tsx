import type { OverviewPeriod } from '@autoskola/rules/overview';
import { downloadCsv, StatusMessage } from '@autoskola/ui';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { OVERVIEW_TEXTS as T } from './overview-texts.ts';
import './overview.css';

// The chart library (Chart.js) loads with the first chart of this screen, never with another page.
const BarChart = lazy(() => import('./bar-chart.tsx'));

/** A chart of one series: what the table below it says, for those who would rather look. */
export interface OverviewChart {
  labels: readonly string[];
  values: readonly number[];
  /** What one bar counts ('hodiny'), in the tooltip. */
  unit: string;
}

export type CsvRows = (string | number)[][];

/**
 * A CSV of the panel's table (the first row its header): for the accountant, for payroll. A list
 * the overview does not carry is asked for when the CSV is (a promise), even if its table was never opened.
 */
export interface OverviewCsv {
  fileName: string;
  rows: () => CsvRows | Promise<CsvRows>;
}

/** The CSV's button: busy while a list loads, and a failure said in the panel, never a silent nothing. */
function CsvButton({ csv, title }: { csv: OverviewCsv; title: string }) {
  const [state, setState] = useState<'ready' | 'busy' | 'failed'>('ready');
  const download = async () => {
    const rows = csv.rows();
    if (!(rows instanceof Promise)) {
      downloadCsv(rows, csv.fileName);
      return;
    }
    setState('busy');
    try {
      downloadCsv(await rows, csv.fileName);
      setState('ready');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--secondary overview-panel__csv"
        aria-label={T.csvOf(title)}
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
        onClick={download}
      >
        {T.csv}
      </button>
      {state === 'failed' && <StatusMessage kind="error">{T.csvFailed}</StatusMessage>}
    </>
  );
}

/** One panel of the overview: a title, maybe a chart, its table or figures, and its CSV. */
export function OverviewPanel({
  title,
  chart,
  csv,
  wide = false,
  children,
}: {
  title: string;
  chart?: OverviewChart;
  csv?: OverviewCsv;
  wide?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`overview-panel${wide ? ' overview-panel--wide' : ''}`} aria-labelledby={id}>
      <div className="overview-panel__head">
        <h2 id={id} className="overview-panel__title">
          {title}
        </h2>
        {csv && <CsvButton csv={csv} title={title} />}
      </div>
      {chart && chart.values.length > 0 && (
        <Suspense fallback={<div className="overview-chart" />}>
          <BarChart {...chart} label={T.chartOf(title)} />
        </Suspense>
      )}
      <div className="overview-panel__body">{children}</div>
    </section>
  );
}

/** One section of the overview: the key of GET /admin/overview's answer it shows, and its panel. */
export interface OverviewSection {
  key: string;
  Panel: (props: { section: unknown; period: OverviewPeriod }) => ReactNode;
}

/**
 * A feature's sections, typed by its own schema of them (`<Feature>Overview` in its contract file),
 * as the admin home's are: `overviewSectionsOf<Schemas['<Feature>Overview']>()('<key>', Panel)`.
 */
export const overviewSectionsOf =
  <Overview extends object>() =>
  <Key extends keyof Overview & string>(
    key: Key,
    Panel: (props: { section: Exclude<Overview[Key], undefined>; period: OverviewPeriod }) => ReactNode,
  ): OverviewSection => ({ key, Panel: Panel as OverviewSection['Panel'] });

/** Minutes as the CSV gives hours: a plain decimal comma, no thousands' spaces (135 → '2,25'). */
export const csvHours = (minutes: number) => (minutes / 60).toFixed(2).replace('.', ',');

/** Cents as the CSV gives euros: 26750 → '267,50'. */
export const csvEuros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

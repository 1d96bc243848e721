import type { Schemas } from '@autoskola/api-client';
import type { ExamAttemptTally } from '@autoskola/rules/exams';
import { countOf, percentOf, shareOf } from '@autoskola/rules/overview';
import { type Column, StatusMessage, Table } from '@autoskola/ui';
import { OverviewPanel, overviewSectionsOf } from '../overview/overview-panel.tsx';

/** Exams' panels of the owner's overview (issue 54, decision 0041): counts beside each share ('3 z 4'). */
export const EXAM_OVERVIEW_TEXTS = {
  byGroup: 'Skúšky podľa skupín',
  byInstructor: 'Skúšky podľa inštruktorov',
  group: 'Skupina',
  instructor: 'Inštruktor',
  noInstructor: 'Bez odjazdenej jazdy',
  total: 'Spolu',
  first: 'Prvý pokus',
  all: 'Celkovo',
  firstShare: 'Úspešnosť na prvý pokus',
  allShare: 'Úspešnosť celkovo',
  firstPassed: 'Prvý pokus – úspešné',
  allPassed: 'Celkovo – úspešné',
  percent: (label: string) => `${label} (%)`,
  noExams: 'V tomto období nie je žiadna skúška so všetkými výsledkami.',
} as const;
const T = EXAM_OVERVIEW_TEXTS;
const of = overviewSectionsOf<Schemas['ExamsOverview']>();
type Period = { from: string; to: string };

/** The four figures of a row as the table shows them: counts, then the share. */
const rateColumns = <Row extends ExamAttemptTally>(): Column<Row>[] => [
  { header: T.first, cell: (row) => countOf(row.firstPassed, row.firstAttempts) },
  { header: T.firstShare, cell: (row) => shareOf(row.firstPassed, row.firstAttempts) },
  { header: T.all, cell: (row) => countOf(row.passed, row.attempts) },
  { header: T.allShare, cell: (row) => shareOf(row.passed, row.attempts) },
];

/** The CSV keeps the numbers apart, for a spreadsheet to count with. */
const csvHeader = (label: string) => [
  label,
  T.firstPassed,
  T.first,
  T.percent(T.firstShare),
  T.allPassed,
  T.all,
  T.percent(T.allShare),
];
const csvFigures = (row: ExamAttemptTally) => [
  row.firstPassed,
  row.firstAttempts,
  percentOf(row.firstPassed, row.firstAttempts) ?? '',
  row.passed,
  row.attempts,
  percentOf(row.passed, row.attempts) ?? '',
];

type GroupRow = Schemas['OverviewExamGroup'] | (ExamAttemptTally & { group: typeof T.total });

function ByGroup({ section: rows, period }: { section: Schemas['OverviewExamGroup'][]; period: Period }) {
  // Every attempt is one group's: the groups add up to the school.
  const sum = (key: keyof ExamAttemptTally) => rows.reduce((total, row) => total + row[key], 0);
  const total = {
    group: T.total,
    firstAttempts: sum('firstAttempts'),
    firstPassed: sum('firstPassed'),
    attempts: sum('attempts'),
    passed: sum('passed'),
  };
  const shown: GroupRow[] = rows.length > 1 ? [...rows, total] : rows;
  return (
    <OverviewPanel
      // Five figures a row: at half a desktop's width the table is wider than the panel.
      wide
      title={T.byGroup}
      csv={{
        fileName: `skusky-skupiny-${period.from}-${period.to}.csv`,
        rows: () => [csvHeader(T.group), ...shown.map((row) => [row.group, ...csvFigures(row)])],
      }}
    >
      {rows.length === 0 ? (
        <StatusMessage kind="empty">{T.noExams}</StatusMessage>
      ) : (
        <Table
          caption={T.byGroup}
          columns={[{ header: T.group, cell: (row: GroupRow) => row.group }, ...rateColumns<GroupRow>()]}
          rows={shown}
          rowKey={(row) => row.group}
        />
      )}
    </OverviewPanel>
  );
}

const instructorOf = (row: Schemas['OverviewExamInstructor']) => row.instructor ?? T.noInstructor;

function ByInstructor({ section: rows, period }: { section: Schemas['OverviewExamInstructor'][]; period: Period }) {
  return (
    <OverviewPanel
      wide
      title={T.byInstructor}
      csv={{
        fileName: `skusky-instruktori-${period.from}-${period.to}.csv`,
        rows: () => [csvHeader(T.instructor), ...rows.map((row) => [instructorOf(row), ...csvFigures(row)])],
      }}
    >
      {rows.length === 0 ? (
        <StatusMessage kind="empty">{T.noExams}</StatusMessage>
      ) : (
        <Table
          caption={T.byInstructor}
          columns={[{ header: T.instructor, cell: instructorOf }, ...rateColumns<Schemas['OverviewExamInstructor']>()]}
          rows={rows}
          rowKey={(row) => row.instructorId ?? 'none'}
        />
      )}
    </OverviewPanel>
  );
}

export const examsByGroupSection = of('examsByGroup', ByGroup);
export const examsByInstructorSection = of('examsByInstructor', ByInstructor);

import { fetchOverviewInstructorDays, type Schemas, useOverviewInstructorDays } from '@autoskola/api-client';
import { formatIsoDate } from '@autoskola/rules/calendar-dates';
import { hoursOf, type OverviewPeriod } from '@autoskola/rules/overview';
import { type Column, StatusMessage, Table } from '@autoskola/ui';
import { OverviewListPanel } from '../overview/overview-list-panel.tsx';
import { csvHours, OverviewPanel, overviewSectionsOf } from '../overview/overview-panel.tsx';

/** Driving lessons' panels of the owner's overview (issue 54): hours in hours, counts as counts. */
export const LESSON_OVERVIEW_TEXTS = {
  byInstructor: 'Jazdy podľa inštruktorov',
  byVehicle: 'Jazdy podľa vozidiel',
  instructorDays: 'Odjazdené hodiny po dňoch',
  dayPages: 'Stránkovanie odjazdených hodín',
  instructor: 'Inštruktor',
  vehicle: 'Vozidlo',
  date: 'Dátum',
  hours: 'Odjazdené hodiny',
  hoursUnit: 'hodiny',
  driven: 'Odjazdené jazdy',
  noShows: 'Neúčasť',
  lateCancellations: 'Zrušené neskoro',
  noLessons: 'V tomto období sa nejazdilo.',
  daysLoading: 'Načítavam odjazdené hodiny…',
  daysFailed: 'Odjazdené hodiny sa nepodarilo načítať. Skúste to znova.',
} as const;
const T = LESSON_OVERVIEW_TEXTS;
const of = overviewSectionsOf<Schemas['DrivingLessonsOverview']>();
type Period = OverviewPeriod;

const instructorColumns: Column<Schemas['OverviewInstructorLessons']>[] = [
  { header: T.instructor, cell: (row) => row.instructor },
  { header: T.hours, cell: (row) => hoursOf(row.drivenMinutes) },
  { header: T.driven, cell: (row) => row.driven },
  { header: T.noShows, cell: (row) => row.noShows },
  { header: T.lateCancellations, cell: (row) => row.lateCancellations },
];

function ByInstructor({ section: rows, period }: { section: Schemas['OverviewInstructorLessons'][]; period: Period }) {
  return (
    <OverviewPanel
      title={T.byInstructor}
      wide
      chart={{
        labels: rows.map((row) => row.instructor),
        values: rows.map((row) => Math.round(row.drivenMinutes / 6) / 10),
        unit: T.hoursUnit,
      }}
      csv={{
        fileName: `jazdy-instruktori-${period.from}-${period.to}.csv`,
        rows: () => [
          [T.instructor, T.hours, T.driven, T.noShows, T.lateCancellations],
          ...rows.map((row) => [
            row.instructor,
            csvHours(row.drivenMinutes),
            row.driven,
            row.noShows,
            row.lateCancellations,
          ]),
        ],
      }}
    >
      {rows.length === 0 ? (
        <StatusMessage kind="empty">{T.noLessons}</StatusMessage>
      ) : (
        <Table caption={T.byInstructor} columns={instructorColumns} rows={rows} rowKey={(row) => row.instructorId} />
      )}
    </OverviewPanel>
  );
}

const vehicleColumns: Column<Schemas['OverviewVehicleLessons']>[] = [
  { header: T.vehicle, cell: (row) => row.vehicle },
  { header: T.hours, cell: (row) => hoursOf(row.drivenMinutes) },
  { header: T.driven, cell: (row) => row.driven },
];

function ByVehicle({ section: rows, period }: { section: Schemas['OverviewVehicleLessons'][]; period: Period }) {
  return (
    <OverviewPanel
      title={T.byVehicle}
      chart={{
        labels: rows.map((row) => row.vehicle),
        values: rows.map((row) => Math.round(row.drivenMinutes / 6) / 10),
        unit: T.hoursUnit,
      }}
      csv={{
        fileName: `jazdy-vozidla-${period.from}-${period.to}.csv`,
        rows: () => [
          [T.vehicle, T.hours, T.driven],
          ...rows.map((row) => [row.vehicle, csvHours(row.drivenMinutes), row.driven]),
        ],
      }}
    >
      {rows.length === 0 ? (
        <StatusMessage kind="empty">{T.noLessons}</StatusMessage>
      ) : (
        <Table caption={T.byVehicle} columns={vehicleColumns} rows={rows} rowKey={(row) => row.vehicleId} />
      )}
    </OverviewPanel>
  );
}

const dayColumns: Column<Schemas['OverviewInstructorDay']>[] = [
  { header: T.date, cell: (row) => formatIsoDate(row.date) },
  { header: T.instructor, cell: (row) => row.instructor },
  { header: T.hours, cell: (row) => hoursOf(row.drivenMinutes) },
  { header: T.driven, cell: (row) => row.driven },
];

const dayCsv = (rows: readonly Schemas['OverviewInstructorDay'][]) => [
  [T.date, T.instructor, T.hours, T.driven],
  ...rows.map((row) => [row.date, row.instructor, csvHours(row.drivenMinutes), row.driven]),
];

/**
 * Payroll's table: each instructor's driven time by day (GET /admin/overview/instructor-days),
 * folded and paged; its summary counts nothing (a page does not know the rows of the others). It
 * hangs on the lessons by instructor: with none driven it is empty without asking.
 */
function InstructorDays({
  section: instructors,
  period,
}: {
  section: Schemas['OverviewInstructorLessons'][];
  period: Period;
}) {
  return (
    <OverviewListPanel
      texts={{
        title: T.instructorDays,
        summary: T.instructorDays,
        loading: T.daysLoading,
        failed: T.daysFailed,
        empty: T.noLessons,
        pages: T.dayPages,
      }}
      period={period}
      fileName={`odjazdene-hodiny-${period.from}-${period.to}.csv`}
      nothing={instructors.every((row) => row.driven === 0)}
      calls={{ useList: useOverviewInstructorDays, fetchAll: fetchOverviewInstructorDays }}
      rowsOf={(answer) => answer.instructorDays}
      columns={dayColumns}
      rowKey={(row) => `${row.date}-${row.instructorId}`}
      csv={dayCsv}
    />
  );
}

export const lessonsByInstructorSection = of('lessonsByInstructor', ByInstructor);
export const lessonsByVehicleSection = of('lessonsByVehicle', ByVehicle);
// The list behind the lessons by instructor: a panel of its own on the same key, its rows asked when opened.
export const instructorDaysSection = of('lessonsByInstructor', InstructorDays);

import type { Schemas } from '@autoskola/api-client';
import { formatIsoDate } from '@autoskola/rules/calendar-dates';
import { hoursOf } from '@autoskola/rules/overview';
import { type Column, StatusMessage, Table } from '@autoskola/ui';
import { csvHours, OverviewPanel, overviewSectionsOf } from '../overview/overview-panel.tsx';

/** Driving lessons' panels of the owner's overview (issue 54): hours in hours, counts as counts. */
export const LESSON_OVERVIEW_TEXTS = {
  byInstructor: 'Jazdy podľa inštruktorov',
  byVehicle: 'Jazdy podľa vozidiel',
  instructorDays: 'Odjazdené hodiny po dňoch',
  instructor: 'Inštruktor',
  vehicle: 'Vozidlo',
  date: 'Dátum',
  hours: 'Odjazdené hodiny',
  hoursUnit: 'hodiny',
  driven: 'Odjazdené jazdy',
  noShows: 'Neúčasť',
  lateCancellations: 'Zrušené neskoro',
  noLessons: 'V tomto období sa nejazdilo.',
} as const;
const T = LESSON_OVERVIEW_TEXTS;
const of = overviewSectionsOf<Schemas['DrivingLessonsOverview']>();
type Period = { from: string; to: string };

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

/** Payroll's table: each instructor's driven time by day, long, so folded until opened. */
function InstructorDays({ section: rows, period }: { section: Schemas['OverviewInstructorDay'][]; period: Period }) {
  return (
    <OverviewPanel
      title={T.instructorDays}
      wide
      csv={{
        fileName: `odjazdene-hodiny-${period.from}-${period.to}.csv`,
        rows: () => [
          [T.date, T.instructor, T.hours, T.driven],
          ...rows.map((row) => [row.date, row.instructor, csvHours(row.drivenMinutes), row.driven]),
        ],
      }}
    >
      {rows.length === 0 ? (
        <StatusMessage kind="empty">{T.noLessons}</StatusMessage>
      ) : (
        <details>
          <summary>{`${T.instructorDays} (${rows.length})`}</summary>
          <Table
            caption={T.instructorDays}
            columns={dayColumns}
            rows={rows}
            rowKey={(row) => `${row.date}-${row.instructorId}`}
          />
        </details>
      )}
    </OverviewPanel>
  );
}

export const lessonsByInstructorSection = of('lessonsByInstructor', ByInstructor);
export const lessonsByVehicleSection = of('lessonsByVehicle', ByVehicle);
export const instructorDaysSection = of('instructorDays', InstructorDays);

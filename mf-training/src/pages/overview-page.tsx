import { OVERVIEW_TEXTS } from '../features/overview/overview-texts.ts';
import { SchoolOverview } from '../features/overview/school-overview.tsx';

/** 'Prehľad' for instructors (issue 54): how the school is doing in a period, with CSV for the accountant and payroll. */
export default function OverviewPage() {
  return (
    <section className="page overview">
      <h1>{OVERVIEW_TEXTS.heading}</h1>
      <SchoolOverview />
    </section>
  );
}

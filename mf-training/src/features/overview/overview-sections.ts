// The owner's overview's panels in the order it shows them: one line per section, each from its
// feature's folder (docs/adding-a-feature.md), as the admin home's are.
import {
  applicationFunnelSection,
  paymentListSection,
  paymentsSection,
} from '../course-applications/overview-sections.tsx';
import {
  instructorDaysSection,
  lessonsByInstructorSection,
  lessonsByVehicleSection,
} from '../driving-lessons/overview-sections.tsx';
import { examsByGroupSection, examsByInstructorSection } from '../exams/overview-sections.tsx';
import { theoryPracticeSection } from '../theory-tests/overview-sections.tsx';
import type { OverviewSection } from './overview-panel.tsx';

export const OVERVIEW_SECTIONS: readonly OverviewSection[] = [
  applicationFunnelSection,
  paymentsSection,
  lessonsByInstructorSection,
  lessonsByVehicleSection,
  theoryPracticeSection,
  examsByGroupSection,
  examsByInstructorSection,
  paymentListSection,
  instructorDaysSection,
];

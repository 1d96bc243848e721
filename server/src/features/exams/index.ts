import type { FeatureModule } from '../../modules/feature-module.ts';
import { examDemo } from './exam-demo.ts';
import { examHandlers } from './exam-handlers.ts';
import { examLinks } from './exam-links.ts';
import { examPrivacy } from './exam-privacy.ts';

/**
 * 'Skúšky' (issue 54): the police's exam dates, the applications the school registers on them
 * (course applications' status steps, driving lessons' readiness) and the results of each part.
 */
export const examsModule: FeatureModule = {
  name: 'exams',
  operations: examHandlers,
  // Registrations and results belong to the application: exported, found and erased with it.
  personalData: examPrivacy,
  // A cancelled application leaves the dates to come (exam-links.ts).
  links: examLinks,
  // A year of dates with results and re-sits, and two to come (after applications and lessons).
  demo: examDemo,
};

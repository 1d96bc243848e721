import type { FeatureModule } from '../../modules/feature-module.ts';
import { examDemo } from './exam-demo.ts';
import { examHandlers } from './exam-handlers.ts';
import { examLinks } from './exam-links.ts';
import { examOverview } from './exam-overview.ts';
import { examPassRateHandlers } from './exam-pass-rate.ts';
import { examPrivacy } from './exam-privacy.ts';

/**
 * 'Skúšky' (issue 54): the police's exam dates, the applications the school registers on them
 * (course applications' status steps, driving lessons' readiness) and the results of each part.
 */
export const examsModule: FeatureModule = {
  name: 'exams',
  operations: (context) => ({ ...examHandlers(context), ...examPassRateHandlers(context) }),
  // Registrations and results belong to the application: exported, found and erased with it.
  personalData: examPrivacy,
  // A cancelled application leaves the dates to come (exam-links.ts).
  links: examLinks,
  // A year of dates with results and re-sits, and two to come (after applications and lessons).
  demo: examDemo,
  // The owner's overview: pass rates at the first attempt and overall, by group and by instructor.
  overview: examOverview,
};

import type { FeatureModule } from '../../modules/feature-module.ts';
import { dataSubjectHandlers } from './data-subject-handlers.ts';

/** The instructors' tool for requests of data subjects; the data itself is each feature's. */
export const dataSubjectsModule: FeatureModule = {
  name: 'data-subjects',
  operations: dataSubjectHandlers,
};

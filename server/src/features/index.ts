// The server module list: one line per feature (docs/adding-a-feature.md). The API, the GDPR
// tools, the retention job and `seed:demo` go through it in this order (a feature seeds after
// those whose rows it refers to).
import type { FeatureModule } from '../modules/feature-module.ts';
import { accountModule } from './account/index.ts';
import { announcementsModule } from './announcements/index.ts';
import { authModule } from './auth/index.ts';
import { contactMessagesModule } from './contact-messages/index.ts';
import { courseApplicationsModule } from './course-applications/index.ts';
import { dataSubjectsModule } from './data-subjects/index.ts';
import { drivingLessonsModule } from './driving-lessons/index.ts';
import { examsModule } from './exams/index.ts';
import { homeModule } from './home/index.ts';
import { learningMaterialsModule } from './learning-materials/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { offersModule } from './offers/index.ts';
import { overviewModule } from './overview/index.ts';
import { schoolDetailsModule } from './school-details/index.ts';
import { theoryTestsModule } from './theory-tests/index.ts';

export const featureModules: readonly FeatureModule[] = [
  authModule,
  schoolDetailsModule,
  accountModule,
  notificationsModule,
  contactMessagesModule,
  dataSubjectsModule,
  offersModule,
  learningMaterialsModule,
  theoryTestsModule,
  courseApplicationsModule,
  drivingLessonsModule,
  // After course applications and driving lessons: registrations refer to applications, readiness to lessons.
  examsModule,
  announcementsModule,
  // Last: the admin home's overview, put together from the modules' `home` sections.
  homeModule,
  // The owner's overview, put together from the modules' `overview` sections.
  overviewModule,
];

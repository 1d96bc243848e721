// The mock list: one line per feature (docs/adding-a-feature.md), as the server's module list.
import { accountMocks } from './account/account-mocks.ts';
import { announcementMocks } from './announcements/announcement-mocks.ts';
import { authMocks } from './auth/auth-mocks.ts';
import { contactMessageMocks } from './contact-messages/contact-message-mocks.ts';
import { courseApplicationMocks } from './course-applications/course-application-mocks.ts';
import { dataSubjectMocks } from './data-subjects/data-subject-mocks.ts';
import { drivingLessonMocks } from './driving-lessons/driving-lesson-mocks.ts';
import { examMocks } from './exams/exam-mocks.ts';
import { healthMocks } from './health/health-mocks.ts';
import { homeMocks } from './home/home-mocks.ts';
import { learningMaterialMocks } from './learning-materials/learning-material-mocks.ts';
import { notificationMocks } from './notifications/notification-mocks.ts';
import { offerMocks } from './offers/offer-mocks.ts';
import { overviewMocks } from './overview/overview-mocks.ts';
import { schoolDetailsMocks } from './school-details/school-details-mocks.ts';
import { theoryTestMocks } from './theory-tests/index.ts';

export const mockFeatures = [
  healthMocks,
  authMocks,
  schoolDetailsMocks,
  accountMocks,
  notificationMocks,
  contactMessageMocks,
  dataSubjectMocks,
  offerMocks,
  learningMaterialMocks,
  theoryTestMocks,
  courseApplicationMocks,
  drivingLessonMocks,
  examMocks,
  announcementMocks,
  homeMocks,
  overviewMocks,
] as const;

// The admin home's sections in the order it shows them (a student's, then an instructor's day):
// one line per section, each from its feature's folder (docs/adding-a-feature.md).
import { contactMessagesSection } from '../contact-messages/home-sections.tsx';
import {
  myCourseSection,
  newApplicationsSection,
  overduePaymentsSection,
} from '../course-applications/home-sections.tsx';
import { nextLessonSection, todayLessonsSection } from '../driving-lessons/home-sections.tsx';
import type { HomeSection } from './home-panel.tsx';

export const HOME_SECTIONS: readonly HomeSection[] = [
  myCourseSection,
  nextLessonSection,
  todayLessonsSection,
  newApplicationsSection,
  contactMessagesSection,
  overduePaymentsSection,
];

/**
 * Lessons' one link to course applications (issue 53, Medusa's module links): who is in training,
 * what they owe, the facts readiness needs and the demo's students, all through that feature's
 * public face. The rest of this folder imports them from here, so a change of the other feature
 * is met in one file.
 */
export { COURSE_APPLICATION_STATUS_LABELS as APPLICATION_STATUS_LABELS } from '@autoskola/rules/course-applications';
export {
  applicantNamesOf,
  applicationIdsWithEmail,
  applicationInTraining,
  applicationsOfGroup,
  type DemoStudent,
  overdueAmong,
  overdueOf,
  readinessFacts,
  seedStudents,
  studentApplicationOf,
  studentsInTraining,
  type Training,
  trainingDeadlineFacts,
  trainingOf,
  trainingsOf,
} from '../course-applications/public.ts';

/**
 * Exams' one link to the features they build on (issue 54), through their public faces: course
 * applications (the applications, their status steps and history, a group's applications, the
 * demo's students) and driving lessons (an application's readiness for the exam, its main
 * instructor). The rest of this folder imports them from here, so a change of another feature is
 * met in one file.
 */
export {
  addHistoryLine,
  applicationGroups,
  applicationIdsOfUser,
  applicationIdsWithEmail,
  applicationsInStatus,
  applicationsOfGroup,
  type ExamApplication,
  examApplicationsOf,
  returnToTraining,
  seedApplicationSteps,
  seedStudents,
  stepApplication,
} from '../course-applications/public.ts';
export { mainInstructors, readinessOf, seedPastStudentsLessons } from '../driving-lessons/public.ts';

/*
 * What other features may ask of driving lessons (decision 0023, issue 53): an application's
 * readiness for the exam (decision 0029), which exams check before a registration, and the
 * applications' main instructors, by whom exams count their pass rates (decision 0041), and the
 * demo's past students' lessons, which the exams' demo asks for. No other
 * feature imports this folder's other files (features/import-graph.test.ts).
 */
export { readinessOf } from './exam-readiness.ts';
export { mainInstructors } from './main-instructors.ts';
export { type PastStudent, seedPastStudentsLessons } from './past-students-lessons.ts';

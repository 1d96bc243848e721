/*
 * What other features may ask of driving lessons (decision 0023, issue 53): an application's
 * readiness for the exam (decision 0029), which exams check before a registration. No other
 * feature imports this folder's other files (features/import-graph.test.ts).
 */
export { readinessOf } from './exam-readiness.ts';

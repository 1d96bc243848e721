import { reachOf, sourceFiles } from './feature-reach.ts';

/**
 * Issue 53's measure of a feature slice: the hand-written files outside a feature's folders and the
 * registries that still name it. The limits are today's counts, so a change can lower them but never
 * raise them unnoticed (the issue's goals: ≤ 10, ≤ 10, ≤ 8, and a new feature 0).
 */
const LIMITS: Record<string, number> = {
  // 11 since issue 54: theory tests count a licence group's tests through its accounts
  // (test-overview.ts); the exams' one link file (exams/exam-facts.ts: applications, their status
  // steps, readiness), their foreign key to the application (exam-tables.ts), their mocks' candidates
  // (the demo's applications) and their client's refresh of the applications a registration moves.
  'course-applications': 11,
  'driving-lessons': 7,
  'theory-tests': 1,
  announcements: 0,
};

describe('how far each feature reaches outside its folders', () => {
  const files = sourceFiles();

  it.each(Object.entries(LIMITS))('%s is named by at most %i outside files', (feature, limit) => {
    expect(reachOf(feature, files).length).toBeLessThanOrEqual(limit);
  });

  it('counts a file that names a feature outside its folders, and not its own files', () => {
    expect(reachOf('course-applications', files)).toContain('server/src/features/driving-lessons/trainings.ts');
    expect(reachOf('course-applications', files).some((file) => file.includes('/course-applications/'))).toBe(false);
  });
});

import type { Schemas } from '@autoskola/api-client';

/**
 * Exams' sections of a mock owner's overview (ExamsOverview): a period of `months` months with a
 * few re-sits, so that the first attempt and the overall rate differ, and one student who drove
 * with nobody (null instructor).
 */
export function mockExamOverview(months: number): Required<Schemas['ExamsOverview']> {
  return {
    examsByGroup: [
      { group: 'B', firstAttempts: 8 * months, firstPassed: 7 * months, attempts: 10 * months, passed: 9 * months },
      { group: 'C', firstAttempts: months, firstPassed: 0, attempts: 2 * months, passed: months },
    ],
    examsByInstructor: [
      {
        instructorId: 3,
        instructor: 'Ján Vodička',
        firstAttempts: 4 * months,
        firstPassed: 3 * months,
        attempts: 6 * months,
        passed: 5 * months,
      },
      {
        instructorId: 2,
        instructor: 'Peter Horváth',
        firstAttempts: 5 * months,
        firstPassed: 4 * months,
        attempts: 5 * months,
        passed: 4 * months,
      },
      { instructorId: null, instructor: null, firstAttempts: 0, firstPassed: 0, attempts: months, passed: months },
    ],
  };
}

/** A period without an exam. */
export const emptyExamOverview = (): Required<Schemas['ExamsOverview']> => ({
  examsByGroup: [],
  examsByInstructor: [],
});

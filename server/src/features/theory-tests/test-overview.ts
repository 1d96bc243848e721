import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Schemas } from '../../api/context.ts';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { instantWithin } from '../../modules/overview-period.ts';
// A group's tests are its students' (tests belong to accounts): the one link to course applications.
import { accountsOfGroup } from '../course-applications/public.ts';
import { testAttempts } from './theory-test-tables.ts';

/**
 * Theory tests' part of the owner's overview (TheoryTestsOverview, issue 54): the students' tests
 * evaluated in the period and how many passed (an anonymous visitor's test is not kept).
 */
export const testOverview: NonNullable<FeatureModule['overview']> = async (
  { database },
  period,
): Promise<Schemas['TheoryTestsOverview']> => {
  const { db } = database;
  const [row] = await db
    .select({
      taken: count(),
      passed: sql<number>`count(*) filter (where ${eq(testAttempts.passed, true)})`.mapWith(Number),
    })
    .from(testAttempts)
    .where(
      and(
        isNotNull(testAttempts.userId),
        isNotNull(testAttempts.evaluatedAt),
        instantWithin(testAttempts.evaluatedAt, period),
        period.group ? inArray(testAttempts.userId, accountsOfGroup(db, period.group)) : undefined,
      ),
    );
  return { theoryPractice: { taken: row?.taken ?? 0, passed: row?.passed ?? 0 } };
};

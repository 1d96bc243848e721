import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { testAttempts } from './theory-test-tables.ts';

/*
 * What other features may ask of theory tests (decision 0023, issue 53). No other feature imports
 * this folder's other files (features/import-graph.test.ts).
 */

/** Whether each of the student's last `count` evaluated tests was passed, newest first. */
export async function lastTestResults(db: Db, userId: number, count: number): Promise<boolean[]> {
  const tests = await db
    .select({ passed: testAttempts.passed })
    .from(testAttempts)
    .where(and(eq(testAttempts.userId, userId), isNotNull(testAttempts.evaluatedAt)))
    .orderBy(desc(testAttempts.evaluatedAt))
    .limit(count);
  return tests.map((test) => test.passed === true);
}

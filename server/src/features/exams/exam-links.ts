import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FeatureLinks } from '../../modules/feature-module.ts';
import { examDates, examRegistrations } from './exam-tables.ts';

/**
 * What exams do when course applications close an application (the declared link): a cancelled
 * one leaves the dates still to come, freeing its places, in the status change's transaction.
 * Past sittings and their results stay with the application; a finished one keeps everything.
 */
export const examLinks = (): FeatureLinks => ({
  async applicationClosed(tx, application) {
    if (application.status !== 'cancelled') return undefined;
    const upcoming = tx.select({ id: examDates.id }).from(examDates).where(gt(examDates.startsAt, sql`now()`));
    await tx
      .delete(examRegistrations)
      .where(and(eq(examRegistrations.applicationId, application.id), inArray(examRegistrations.examDateId, upcoming)));
    return undefined;
  },
});

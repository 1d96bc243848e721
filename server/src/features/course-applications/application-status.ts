import { defaultSchedule } from '@autoskola/rules/course-application-payments';
import { type CourseApplicationStatus, isAllowedStep, stepRefusal } from '@autoskola/rules/course-applications';
import { eurosToCents } from '@autoskola/rules/money';
import { and, eq, sql } from 'drizzle-orm';
import type { ApiContext } from '../../api/context.ts';
import { HttpError, notFound } from '../../api/errors.ts';
import type { Db } from '../../db/database.ts';
import { type AfterCommit, linkedHooks } from '../../modules/feature-module.ts';
import { offerOf } from '../offers/public.ts';
import { type ApplicationRow, countedApplication } from './course-application-json.ts';
import { applicantMails } from './course-application-mails.ts';
import {
  courseApplicationEvents,
  courseApplicationInstalments,
  courseApplications,
} from './course-application-tables.ts';

/** A status change: to where, by whom (the instructor's e-mail), with which history note. */
export interface StatusStep {
  status: CourseApplicationStatus;
  by: string;
  note: string | null;
}

/**
 * The one way an application changes status (the instructors' status change, and the exams'
 * registration and passed exam through the public face): the step rules (isAllowedStep, 409
 * otherwise), the price fixed at enrolment and its payment schedule, the history line, the
 * applicant's e-mails and, for a closed application, the other features' `applicationClosed`
 * links, all in the caller's transaction. Answers the work for after the commit.
 */
export function applicationSteps(context: ApiContext) {
  const { config, outbox, site } = context;
  // Other features' rows that end with the application (driving lessons), by their declared links.
  const closedHooks = linkedHooks(context, 'applicationClosed');
  const mails = applicantMails({ publicUrl: config.publicUrl, school: () => site.config.school });

  /** Steps `current`, a row the caller locked. */
  async function step(
    tx: Db,
    current: ApplicationRow,
    { status, by, note }: StatusStep,
  ): Promise<{ row: ApplicationRow; afterCommit: AfterCommit[] }> {
    const from = current.status as CourseApplicationStatus;
    if (!isAllowedStep(from, status)) throw new HttpError(409, stepRefusal(from, status));
    // The price is fixed at enrolment: the offer's price now, or the one sent if it is gone.
    let price = current.price;
    if (status === 'enrolled' && current.offerId !== null) {
      const offer = await offerOf(tx, current.offerId);
      price = offer ? eurosToCents(offer.price) : price;
    }
    const [updated] = await tx
      .update(courseApplications)
      .set({ status, price, statusChangedAt: sql`now()` })
      .where(eq(courseApplications.id, current.id))
      .returning();
    if (!updated) throw notFound();
    await tx.insert(courseApplicationEvents).values({ applicationId: updated.id, status, by, note });
    // The enrolment starts the payment schedule (a deposit and two instalments), unless there is one.
    if (status === 'enrolled') {
      const scheduled = await tx.$count(
        courseApplicationInstalments,
        eq(courseApplicationInstalments.applicationId, updated.id),
      );
      const instalments = defaultSchedule(updated.price, new Date());
      if (scheduled === 0 && instalments.length > 0) {
        await tx
          .insert(courseApplicationInstalments)
          .values(instalments.map((instalment) => ({ ...instalment, applicationId: updated.id })));
      }
    }
    if (status === 'enrolled') await outbox.enqueue([mails.enrolled(updated)], tx);
    if (status === 'cancelled') await outbox.enqueue([mails.cancelled(updated, note ?? '')], tx);
    const afterCommit: AfterCommit[] = [];
    // A closed application's upcoming lessons go in the same transaction: both or neither.
    if (status === 'cancelled' || status === 'finished') {
      for (const hook of closedHooks) {
        const after = await hook(tx, { id: updated.id, status, by });
        if (after) afterCommit.push(after);
      }
    }
    if (status === 'enrolled' || status === 'cancelled') afterCommit.push(() => void outbox.kick());
    return { row: updated, afterCommit };
  }

  /** Locks the (counted) application and steps it; 404 when there is none. */
  async function stepById(tx: Db, applicationId: number, change: StatusStep) {
    // Locked: two instructors moving one application at once take turns.
    const [current] = await tx
      .select()
      .from(courseApplications)
      .where(and(eq(courseApplications.id, applicationId), countedApplication))
      .for('update');
    if (!current) throw notFound();
    return step(tx, current, change);
  }

  return { step, stepById };
}

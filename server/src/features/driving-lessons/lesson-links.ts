import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ApiContext } from '../../api/context.ts';
import type { FeatureLinks } from '../../modules/feature-module.ts';
import { drivingLessonEvents, drivingLessons } from './driving-lesson-tables.ts';
import { slotsChanged } from './lesson-booking.ts';
import { factsOf, lessonsWhere } from './lesson-json.ts';
import { lessonMails } from './lesson-mails.ts';
import { notifyWaitlist } from './lesson-waitlist.ts';
import { APPLICATION_STATUS_LABELS } from './trainings.ts';

/**
 * Driving lessons' side of the declared links (FeatureModule.links): an application that is
 * cancelled or finished takes its upcoming lessons with it, in the status change's transaction, so
 * the instructor's time is free again and the student and the instructors are told (issue 50).
 */
export function lessonLinks(context: ApiContext): FeatureLinks {
  const { outbox, config, site } = context;
  const mails = lessonMails({ publicUrl: config.publicUrl, school: () => site.config.school });

  return {
    async applicationClosed(tx, application) {
      // Locked as a cancellation locks its lesson: a booking or status change at once waits.
      const upcoming = await tx
        .select({
          id: drivingLessons.id,
          instructorId: drivingLessons.instructorId,
          vehicleId: drivingLessons.vehicleId,
          startsAt: drivingLessons.startsAt,
          endsAt: drivingLessons.endsAt,
        })
        .from(drivingLessons)
        .where(
          and(
            eq(drivingLessons.applicationId, application.id),
            eq(drivingLessons.kind, 'lesson'),
            eq(drivingLessons.status, 'booked'),
            gt(drivingLessons.startsAt, sql`now()`),
          ),
        )
        .for('update');
      if (upcoming.length === 0) return undefined;
      const ids = upcoming.map((lesson) => lesson.id);
      await tx.update(drivingLessons).set({ status: 'cancelled' }).where(inArray(drivingLessons.id, ids));
      const note = `Prihláška v stave ${APPLICATION_STATUS_LABELS[application.status]}.`;
      await tx
        .insert(drivingLessonEvents)
        .values(ids.map((lessonId) => ({ lessonId, action: 'cancelled', by: application.by, note })));
      const cancelled = await lessonsWhere(tx, inArray(drivingLessons.id, ids));
      await outbox.enqueue(await mails.courseClosed(cancelled.map(factsOf), application.status), tx);
      for (const lesson of cancelled) await notifyWaitlist(tx, outbox, mails, lesson);
      return () => {
        slotsChanged(context, upcoming);
        void outbox.kick();
      };
    },
  };
}

import { nextSchoolMidnight } from '@autoskola/rules/announcements';
import { addDays, schoolDate } from '@autoskola/rules/calendar-dates';
import { eq } from 'drizzle-orm';
import type { ApiContext } from '../../api/context.ts';
import type { JobContext } from '../../modules/feature-module.ts';
import { announcements } from './announcement-tables.ts';

/**
 * At the school's midnight an announcement whose 'zobraziť do' day was yesterday leaves the
 * landing page. The public read expires by itself (its cache entry ends at midnight), but the
 * rendered page is kept until a content write: forget the cached reads and pages when one ended.
 * Answers whether it did.
 */
export async function forgetEndedAnnouncements({ database, publicCache }: ApiContext, now = new Date()) {
  const yesterday = addDays(schoolDate(now), -1);
  const ended = await database.db.$count(announcements, eq(announcements.visibleUntil, yesterday));
  if (ended > 0) publicCache.clear();
  return ended > 0;
}

/** Runs forgetEndedAnnouncements just after every midnight in Bratislava, in each instance (its own cache). */
export function watchMidnight(context: ApiContext, log: JobContext['log']): void {
  const schedule = () => {
    // A second past midnight: the new day has begun whatever the timer's precision.
    const timer = setTimeout(
      () => {
        forgetEndedAnnouncements(context)
          .catch((error: unknown) => log.warn(`ended announcements were not checked: ${String(error)}`))
          .finally(schedule);
      },
      nextSchoolMidnight() - Date.now() + 1000,
    );
    // Never what keeps the process alive.
    timer.unref();
  };
  schedule();
}

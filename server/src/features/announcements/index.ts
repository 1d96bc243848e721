import { demoAnnouncements } from '@autoskola/demo-content';
import { addDays, schoolDate } from '@autoskola/rules/calendar-dates';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { announcementHandlers } from './announcement-handlers.ts';
import { watchMidnight } from './announcement-midnight.ts';
import { announcements } from './announcement-tables.ts';

/** 'Oznamy': news on the landing page, written by instructors. No personal data, no jobs. */
export const announcementsModule: FeatureModule = {
  name: 'announcements',
  operations: announcementHandlers,
  // An announcement past its last day leaves the cached landing page at midnight.
  start: async (context, log) => {
    watchMidnight(context, log);
    return undefined;
  },
  demo: {
    what: 'announcements',
    count: (db) => db.$count(announcements),
    async insert(db) {
      const today = schoolDate(new Date());
      await db.insert(announcements).values(
        demoAnnouncements.map(({ title, text, publishedDaysAgo }) => ({
          title,
          text,
          publishedOn: addDays(today, -publishedDaysAgo),
        })),
      );
      return { added: [`${demoAnnouncements.length} announcements`] };
    },
  },
};

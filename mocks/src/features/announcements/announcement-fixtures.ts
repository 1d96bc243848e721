import type { Schemas } from '@autoskola/api-client';
import { demoAnnouncements } from '@autoskola/demo-content';
import { addDays, schoolDate } from '@autoskola/rules/calendar-dates';

/**
 * The demo school's news (@autoskola/demo-content, as `seed:demo` dates them: days before today),
 * plus what a fresh demo lacks and the admin list must show: one past its 'zobraziť do' day.
 */
export function announcementFixtures(now = new Date()): Schemas['Announcement'][] {
  const today = schoolDate(now);
  return [
    ...demoAnnouncements.map(({ title, text, publishedDaysAgo }, index) => ({
      id: index + 1,
      title,
      text,
      publishedOn: addDays(today, -publishedDaysAgo),
      visibleUntil: null,
    })),
    {
      id: demoAnnouncements.length + 1,
      title: 'Letný kurz skupiny B',
      text: 'Intenzívny kurz počas letných prázdnin je už obsadený.',
      publishedOn: addDays(today, -40),
      visibleUntil: addDays(today, -10),
    },
  ];
}

import { desc } from 'drizzle-orm';
import { date, index, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

/** 'Oznamy': the school's news on the landing page. No personal data. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 120 }).notNull(),
    text: varchar('text', { length: 1000 }).notNull(),
    /** The day it was added, in Bratislava. */
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    /** 'Zobraziť do': the last day the public sees it; null for no end. */
    visibleUntil: date('visible_until', { mode: 'string' }),
  },
  (table) => [index('announcements_published_idx').on(desc(table.publishedOn), desc(table.id))],
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** SPEC §3 offer. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    /** 'Skupina': the driving-licence group the course leads to (the applications' age rule). */
    licenceGroup: varchar('licence_group', { length: 2 }).notNull().default('B'),
    theory: varchar('theory', { length: 30 }),
    trainer: varchar('trainer', { length: 30 }),
    practice: varchar('practice', { length: 30 }),
    extraInfo: varchar('extra_info', { length: 50 }),
    length: varchar('length', { length: 20 }).notNull(),
    price: integer('price').notNull(),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    /** Set when an image is stored; also busts caches when the image is replaced. */
    imageUpdatedAt: timestamp('image_updated_at', { withTimezone: true }),
  },
  (table) => [
    check('offers_price_not_negative', sql`${table.price} >= 0`),
    check('offers_position_not_negative', sql`${table.position} >= 0`),
    index('offers_position_idx').on(table.position, table.id),
  ],
);

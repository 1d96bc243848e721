import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/core-tables.ts';
import { derivedSchema } from '../../db/derived-schema.ts';
// The declared link to another feature: a student's lesson belongs to their application in training.
import { courseApplications } from '../course-applications/course-application-tables.ts';

/** The school's training cars (and bikes, trucks); never deleted, taken out of service instead. */
export const vehicles = pgTable('vehicles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  plate: varchar('plate', { length: 12 }).notNull(),
  licenceGroup: varchar('licence_group', { length: 2 }).notNull(),
  gearbox: varchar('gearbox', { length: 10 }).notNull(),
  active: boolean('active').notNull().default(true),
});

/** An instructor who teaches driving: the name students see. Saving one's hours creates it. */
export const lessonInstructors = pgTable('lesson_instructors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 100 }).notNull(),
});

/** The weekly template: on this weekday from–to (Bratislava wall-clock time), with this vehicle. */
export const workingPeriods = pgTable(
  'working_periods',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => lessonInstructors.userId, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    from: varchar('from_time', { length: 5 }).notNull(),
    to: varchar('to_time', { length: 5 }).notNull(),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
  },
  (table) => [
    index('working_periods_instructor_idx').on(table.instructorId),
    check('working_periods_weekday', sql`${table.weekday} between 1 and 7`),
  ],
);

/** A day or hours off (holiday, sick, exam day), or an extra shift, of one instructor. */
export const hoursExceptions = pgTable(
  'hours_exceptions',
  {
    id: serial('id').primaryKey(),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => lessonInstructors.userId, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    from: varchar('from_time', { length: 5 }),
    to: varchar('to_time', { length: 5 }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    note: varchar('note', { length: 200 }),
  },
  (table) => [index('hours_exceptions_instructor_date_idx').on(table.instructorId, table.date)],
);

/**
 * Lessons and blocked time. Times are UTC instants; a lesson that holds its time (booked, driven,
 * no-show) cannot overlap another of the same instructor, vehicle or student: migration 0007 adds
 * the exclusion constraints drizzle-kit cannot describe (`driving_lessons_instructor_free`,
 * `…_vehicle_free`, `…_student_free`, btree_gist), so two bookings at once cannot both pass.
 */
export const drivingLessons = pgTable(
  'driving_lessons',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 6 }).notNull().default('lesson'),
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => lessonInstructors.userId, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    // SET NULL: a deleted account's driven lessons stay with its application (the training record
    // the law keeps); its future ones are cancelled first (driving-lesson-privacy.ts).
    studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
    applicationId: integer('application_id').references(() => courseApplications.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    units: smallint('units').notNull(),
    status: varchar('status', { length: 14 }).notNull().default('booked'),
    driveKind: varchar('drive_kind', { length: 10 }),
    note: varchar('note', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the 24-hour reminder went out: each lesson is reminded once, by one instance. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [
    index('driving_lessons_starts_idx').on(table.startsAt),
    index('driving_lessons_student_idx').on(table.studentId),
    // Each application's main instructor (recomputed by migration 0020's trigger, decision 0043): an index-only scan of its driven lessons.
    index('driving_lessons_application_driven_idx')
      .on(table.applicationId, table.instructorId, table.startsAt)
      .where(sql`${table.kind} = 'lesson' AND ${table.status} = 'driven'`),
    check('driving_lessons_order', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** Every booking, cancellation and status change of a lesson: who and when. */
export const drivingLessonEvents = pgTable(
  'driving_lesson_events',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => drivingLessons.id, { onDelete: 'cascade' }),
    action: varchar('action', { length: 14 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    by: varchar('by', { length: 254 }),
    note: varchar('note', { length: 200 }),
  },
  (table) => [
    index('driving_lesson_events_lesson_idx').on(table.lessonId),
    // A student's own changes in the last hour: their limit (lesson-changes.ts).
    index('driving_lesson_events_by_at_idx').on(table.by, table.at),
  ],
);

/** The school's booking rules; one row (id 1), defaults until an instructor saves them. */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    id: integer('id').primaryKey().default(1),
    windowDays: smallint('window_days').notNull(),
    noticeHours: smallint('notice_hours').notNull(),
    maxUpcoming: smallint('max_upcoming').notNull(),
    cancelHours: smallint('cancel_hours').notNull(),
    requirePaidUpToDate: boolean('require_paid_up_to_date').notNull(),
  },
  (table) => [check('booking_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * A private calendar feed (iCal URL) per user: only the token's SHA-256 is kept; a new address
 * replaces the old one, and deleting the row revokes it.
 */
export const lessonCalendarFeeds = pgTable('lesson_calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('lesson_calendar_feeds_token_unique'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A student waiting for a freed slot on chosen days (Bratislava dates). When a lesson on one of
 * them is cancelled, the waiting students are e-mailed, neediest first, each at most once a day;
 * the row stays until the student removes it or the days pass.
 */
export const lessonWaitlist = pgTable('lesson_waitlist', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  days: date('days', { mode: 'string' }).array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The Bratislava day of the last e-mail about a freed slot: one a day, however many cancellations. */
  notifiedOn: date('notified_on', { mode: 'string' }),
});

/**
 * The school's own syllabus of a licence group, where it requires more than decree 45/2016 Z. z.
 * (decision 0036); a group without a row counts against the decree's numbers built into the rules.
 */
export const syllabusOverrides = pgTable(
  'syllabus_overrides',
  {
    licenceGroup: varchar('licence_group', { length: 4 }).primaryKey(),
    theory: smallint('theory').notNull(),
    simulator: smallint('simulator').notNull(),
    ground: smallint('ground').notNull(),
    road: smallint('road').notNull(),
    total: smallint('total').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'syllabus_overrides_counts',
      sql`${table.theory} >= 0 AND ${table.simulator} >= 0 AND ${table.ground} >= 0 AND ${table.road} >= 0 AND ${table.total} >= ${table.simulator} + ${table.ground} + ${table.road}`,
    ),
  ],
);

export type DrivingLessonRow = typeof drivingLessons.$inferSelect;

/**
 * The counted lessons (driven, no-show, late cancellation) summed by Bratislava month, instructor,
 * vehicle, licence group of the application (none when it is gone) and status: what the owner's
 * overview reads for a period's whole months, so that a school's decade costs as little as a month
 * (issue 54). Kept by the triggers of migration 0020 on every write of driving_lessons, whatever
 * writes it (decision 0043); the server never writes it.
 */
export const lessonMonthTotals = derivedSchema.table(
  'lesson_month_totals',
  {
    month: date('month', { mode: 'string' }).notNull(),
    instructorId: integer('instructor_id').notNull(),
    vehicleId: integer('vehicle_id'),
    licenceGroup: varchar('licence_group', { length: 2 }),
    status: varchar('status', { length: 14 }).notNull(),
    lessons: integer('lessons').notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
  },
  (table) => [
    unique('lesson_month_totals_key')
      .on(table.month, table.instructorId, table.vehicleId, table.licenceGroup, table.status)
      .nullsNotDistinct(),
  ],
);

/**
 * The driven lessons and their seconds by Bratislava day, instructor and licence group, and again
 * under ALL_GROUPS ('*') for every group together: payroll's list of a period (GET
 * /admin/overview/instructor-days) reads a page of it in the order of its index, one row per line
 * of the list, instead of grouping a decade's lessons for every page. Kept by the same triggers.
 */
/** lessonDayTotals' rows of every licence group together (a value no group has). */
export const ALL_GROUPS = '*';

export const lessonDayTotals = derivedSchema.table(
  'lesson_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    instructorId: integer('instructor_id').notNull(),
    licenceGroup: varchar('licence_group', { length: 2 }),
    lessons: integer('lessons').notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
  },
  (table) => [
    unique('lesson_day_totals_key').on(table.day, table.instructorId, table.licenceGroup).nullsNotDistinct(),
    // A group's (or every group's) days in order: a page of the list is a range of this index.
    index('lesson_day_totals_group_day_idx').on(table.licenceGroup, table.day, table.instructorId),
  ],
);

/**
 * Each application with a counted lesson: its licence group, kept here so that its lessons stay
 * in their group's month totals until the application is deleted (then they move to none, as the
 * period's own lessons do), and its main instructor (decision 0041: who drove most of its driven
 * lessons, on a tie the one of the earliest; none before a driven one), which the exams' pass rates
 * per instructor read for thousands of applications at once. Kept by the same triggers.
 */
export const lessonApplications = derivedSchema.table('lesson_applications', {
  applicationId: integer('application_id').primaryKey(),
  licenceGroup: varchar('licence_group', { length: 2 }).notNull(),
  mainInstructorId: integer('main_instructor_id'),
});

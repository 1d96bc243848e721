import {
  type BookingSettings,
  HOLDING_STATUSES,
  LESSON_TAKEN,
  LESSON_UNIT_MINUTES,
  lessonEnd,
  MAX_UNITS,
  schoolDate,
  shiftHolding,
  slotTaken,
  type TakenBy,
} from '@autoskola/rules/driving-lessons';
import { bookingRefusalOf } from '@autoskola/rules/lesson-booking';
import { and, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { ApiContext } from '../../api/context.ts';
import { HttpError } from '../../api/errors.ts';
import type { TokenUser } from '../../auth/tokens.ts';
import type { RateLimit } from '../../config.ts';
import { type Db, UNFLUSHED_COMMIT } from '../../db/database.ts';
import { isDeadlock, violatedConstraint } from '../../db/errors.ts';
import { GroupCommit } from '../../db/group-commit.ts';
import { insertRows, insertRowsUnlessTaken } from '../../db/insert-rows.ts';
import { preparedFor } from '../../db/prepared.ts';
import { type DrivingLessonRow, drivingLessonEvents, drivingLessons } from './driving-lesson-tables.ts';
import type { BookingRules, Hours } from './lesson-booking.ts';
import { type Changes, changesOf, tooManyChanges } from './lesson-changes.ts';
import { factsOf, type LessonView } from './lesson-json.ts';
import type { LessonFacts, lessonMails } from './lesson-mails.ts';
// Students book while their application is in training and, if the school asks, paid up to date.
import { overdueAmong, type Training, trainingsOf } from './trainings.ts';

/** A student's booking as the API received it (its units and start are checked by then). */
export interface BookingRequest {
  user: TokenUser;
  instructorId: number;
  start: number;
  units: number;
}

type BookingOutcome = { booked: LessonView } | { refused: HttpError };

/** A booking whose time and hours passed the rules; who books it is checked with the reads. */
interface Timely {
  index: number;
  studentId: number;
  instructorId: number;
  vehicleId: number | null;
  startsAt: Date;
  endsAt: Date;
  units: number;
  instructor: { name: string; email: string };
  vehicle: string | null;
}

/** The columns a booking fills; the others keep their defaults (a lesson, booked). */
const LESSON_KEYS = [
  'instructorId',
  'vehicleId',
  'studentId',
  'applicationId',
  'startsAt',
  'endsAt',
  'units',
] as const satisfies (keyof typeof drivingLessons.$inferInsert)[];

/** A booking that passed the rules, on its way to the database. */
interface Candidate {
  index: number;
  values: Pick<typeof drivingLessons.$inferInsert, (typeof LESSON_KEYS)[number]> & {
    studentId: number;
    startsAt: Date;
    endsAt: Date;
  };
  names: Omit<LessonView, 'row'>;
}

type HeldTime = Pick<DrivingLessonRow, 'instructorId' | 'vehicleId' | 'studentId' | 'startsAt' | 'endsAt' | 'status'>;

/**
 * Students' bookings, many in one transaction (group commit): the bookings that arrive in one
 * turn of the event loop lock their students' applications, read what holds their time and go
 * in with one INSERT … ON CONFLICT DO NOTHING. The statements are pipelined: BEGIN, the locks,
 * the read of held times and the lessons' ids leave together (PostgreSQL runs them in order, so
 * the read sees whatever the lock waited for), and the insert, the history, the e-mails
 * (written for those ids) and COMMIT leave together after it: a batch costs two round trips,
 * instead of four and seven. A slot that is already held, or taken by an earlier booking of the
 * same batch (the first to arrive wins), is answered with 409 without an insert. The exclusion
 * constraints still decide every overlap: a lesson they skip (another transaction took its time
 * after the read) fails the batch on its history line, and the batch is booked again with the
 * insert awaited on its own, which answers that one with 409. Each booking gets its own answer;
 * a refusal does not fail the others. A student's bookings over the cap wait for the round of
 * their earlier ones (each such round is a round trip of its own).
 */
export function bookingDesk(
  { database, outbox, config }: Pick<ApiContext, 'database' | 'outbox' | 'config'>,
  rules: BookingRules,
  mails: ReturnType<typeof lessonMails>,
) {
  async function bookTogether(requests: BookingRequest[], merge = true): Promise<BookingOutcome[]> {
    const [settings, hours] = await Promise.all([rules.settings(), rules.hours()]);
    const now = Date.now();
    const outcomes: BookingOutcome[] = [];
    const refuse = (index: number, status: number, message: string) => {
      outcomes[index] = { refused: new HttpError(status, message) };
    };
    const { timely, withinHours } = checkTimes(requests, settings, hours, now);
    const { inserted } = await database.pipelinedTransaction(
      async (tx, withCommit) => {
        const students = [...new Set(requests.map((request) => request.user.id))];
        // Locked: a student's bookings take turns (also with another instance's), so the cap
        // counts what the other one booked.
        // The student's own changes in the window leave with them: the limit costs no round trip.
        // And the ids the lessons will have: their e-mails are written before the insert, which
        // then leaves with the COMMIT.
        const [training, held, changes, ids] = await Promise.all([
          trainingsOf(tx, students, { lock: true }),
          heldTimes(tx, timely, now),
          changesOf(tx, [...new Set(requests.map((request) => request.user.email))], config.lessonChangeLimit),
          merge ? lessonIds(tx, timely.length) : [],
        ]);
        const overdue = settings.requirePaidUpToDate
          ? await overdueAmong(
              tx,
              [...training.values()].map((each) => each.applicationId),
            )
          : new Set<number>();
        const candidates = withinLimit(
          checkStudents(requests, { settings, now, timely, withinHours, training, overdue }, refuse),
          requests,
          changes,
          config.lessonChangeLimit,
          now,
          outcomes,
        );

        // The cap counts the lessons booked before and those of this batch that went in. A booking
        // over it waits for the round that decides the student's earlier ones: if one of them was
        // taken, the later one still fits.
        const upcoming = new Map<number, number>();
        for (const time of held) {
          if (time.status === 'booked' && time.studentId !== null && time.startsAt.getTime() > now) {
            upcoming.set(time.studentId, (upcoming.get(time.studentId) ?? 0) + 1);
          }
        }
        const booked: { candidate: Candidate; row: DrivingLessonRow }[] = [];
        // What holds a time now: the lessons read, and those of this batch that go in (the first to arrive wins).
        const taken: HeldTime[] = [...held];
        let final: Candidate[] = [];
        let pending = candidates;
        while (pending.length > 0) {
          const round: Candidate[] = [];
          const later: Candidate[] = [];
          for (const candidate of pending) {
            const { studentId } = candidate.values;
            if ((upcoming.get(studentId) ?? 0) >= settings.maxUpcoming) later.push(candidate);
            else {
              round.push(candidate);
              upcoming.set(studentId, (upcoming.get(studentId) ?? 0) + 1);
            }
          }
          if (round.length === 0) {
            for (const { index, values } of later) {
              const refusal = bookingRefusalOf({ upcoming: { count: upcoming.get(values.studentId) ?? 0, settings } });
              refuse(index, refusal?.status ?? 422, refusal?.message ?? LESSON_TAKEN);
            }
            break;
          }
          const roundFrom = taken.length;
          const free = round.filter((candidate) => {
            if (held.some((time) => overlaps(time, candidate.values))) {
              const refusal = bookingRefusalOf({
                taken: { by: takenByOf(held, candidate.values), vehicle: candidate.names.vehicle },
              });
              refuse(candidate.index, refusal?.status ?? 409, refusal?.message ?? LESSON_TAKEN);
            } else if (taken.some((time) => overlaps(time, candidate.values))) {
              // Taken by an earlier booking of this batch: the transaction's own re-check, which only the server has.
              refuse(
                candidate.index,
                409,
                slotTaken(takenByOf(taken, candidate.values), candidate.names.vehicle, 'student'),
              );
            } else {
              taken.push({ ...candidate.values, vehicleId: candidate.values.vehicleId ?? null, status: 'booked' });
              return true;
            }
            return false;
          });
          if (merge && later.length === 0) {
            // The last round goes in with the COMMIT (below).
            final = free;
            break;
          }
          const rows = await insertRowsUnlessTaken(
            tx,
            drivingLessons,
            LESSON_KEYS,
            free.map((candidate) => candidate.values),
          );
          const bySlot = new Map(rows.map((row) => [slotOf(row), row]));
          // What another transaction kept out holds no time for the rounds after it.
          for (let at = taken.length - 1; at >= roundFrom; at -= 1) {
            if (!bySlot.has(slotOf(taken[at] as HeldTime))) taken.splice(at, 1);
          }
          for (const candidate of round) {
            const row = bySlot.get(slotOf(candidate.values));
            if (row) booked.push({ candidate, row });
            else {
              // Taken by an earlier booking of this batch, or (no reason known) by another transaction:
              // the transaction's own re-check, which only the server has.
              if (!outcomes[candidate.index]) {
                const by = takenByOf([...held, ...booked.map((each) => each.row), ...rows], candidate.values);
                refuse(candidate.index, 409, slotTaken(by, candidate.names.vehicle, 'student'));
              }
              // Not booked: it does not count against the student's cap.
              upcoming.set(candidate.values.studentId, (upcoming.get(candidate.values.studentId) ?? 0) - 1);
            }
          }
          pending = later;
        }
        if (booked.length === 0 && final.length === 0) {
          // Only the applications' row locks were written: nothing to wait for the disk for.
          withCommit(() => tx.execute(UNFLUSHED_COMMIT));
          return { outcomes, inserted: null };
        }

        for (const { candidate, row } of booked) outcomes[candidate.index] = { booked: { row, ...candidate.names } };
        const going = final.map((candidate, at) => ({ candidate, id: ids[at] as number }));
        const letters = await Promise.all([
          ...booked.map(({ candidate, row }) => mails.booked(factsOf({ row, ...candidate.names }))),
          ...going.map(({ candidate, id }) => mails.booked(bookingFacts(id, candidate))),
        ]);
        // Each lesson of the last round is inserted with its id; its history line names it, so
        // a lesson another transaction took meanwhile (the insert skips it) fails this one on the
        // history's foreign key, and the batch is booked again from a new read (desk, below).
        const inserted = withCommit(() =>
          insertRowsUnlessTaken(
            tx,
            drivingLessons,
            [...LESSON_KEYS, 'id'],
            going.map(({ candidate, id }) => ({ ...candidate.values, id })),
          ),
        );
        withCommit(() =>
          insertRows(
            tx,
            drivingLessonEvents,
            ['lessonId', 'action', 'by'],
            [...booked.map(({ candidate, row }) => ({ candidate, id: row.id })), ...going].map(({ candidate, id }) => ({
              lessonId: id,
              action: 'booked',
              by: (requests[candidate.index] as BookingRequest).user.email,
            })),
          ),
        );
        withCommit(() => outbox.enqueue(letters.flat(), tx));
        return { outcomes, inserted: { going, rows: inserted } };
      },
      { genericPlans: true },
    );
    if (inserted) {
      const rows = new Map((await inserted.rows).map((row) => [row.id, row]));
      for (const { candidate, id } of inserted.going) {
        const row = rows.get(id);
        // Cannot happen: a skipped lesson fails the transaction on the history's foreign key.
        if (!row) throw new Error(`booking: lesson ${id} was not inserted`);
        outcomes[candidate.index] = { booked: { row, ...candidate.names } };
      }
    }
    return outcomes;
  }

  /**
   * Another instance's batch may hold what this one waits for and wait for this one's in turn:
   * PostgreSQL ends one, tried again once. A slot another transaction took between the read and
   * the insert fails the batch on the history's foreign key (above): tried again once with the
   * insert awaited on its own, which answers such a slot with 409.
   */
  const desk = new GroupCommit((requests: BookingRequest[]) =>
    bookTogether(requests).catch((error: unknown) => {
      if (isDeadlock(error)) return bookTogether(requests);
      if (violatedConstraint(error) === LESSON_OF_EVENT) return bookTogether(requests, false);
      throw error;
    }),
  );

  return {
    /** The lesson booked, or the refusal (403, 409, 422) the student reads. */
    async book(request: BookingRequest): Promise<LessonView> {
      const outcome = await desk.add(request);
      if ('refused' in outcome) throw outcome.refused;
      return outcome.booked;
    },
  };
}

/**
 * The facts that need no database: the time (past, notice, window) and, for a time the rules
 * allow, the instructor's hours. Who books is known after the reads; checkStudents then asks
 * bookingRefusalOf with all of them, in the order the student reads them.
 */
function checkTimes(
  requests: BookingRequest[],
  settings: BookingSettings,
  hours: Hours,
  now: number,
): { timely: Timely[]; withinHours: Map<number, boolean> } {
  const timely: Timely[] = [];
  const withinHours = new Map<number, boolean>();
  for (const [index, { user, instructorId, start, units }] of requests.entries()) {
    if (bookingRefusalOf({ timing: { start, now, settings } })) continue;
    const shift = shiftHolding(hours.shifts(instructorId, schoolDate(new Date(start))), start, units);
    const instructor = hours.instructor(instructorId);
    withinHours.set(index, Boolean(shift && instructor));
    if (!shift || !instructor) continue;
    timely.push({
      index,
      studentId: user.id,
      instructorId,
      vehicleId: shift.vehicleId,
      startsAt: new Date(start),
      endsAt: new Date(lessonEnd(start, units)),
      units,
      instructor,
      vehicle: hours.vehicleName(shift.vehicleId),
    });
  }
  return { timely, withinHours };
}

/** The rules in the order a student reads them (bookingRefusalOf): in training, the time, the hours, payments. */
function checkStudents(
  requests: BookingRequest[],
  {
    settings,
    now,
    timely,
    withinHours,
    training,
    overdue,
  }: {
    settings: BookingSettings;
    now: number;
    timely: Timely[];
    withinHours: Map<number, boolean>;
    training: Map<number, Training>;
    overdue: Set<number>;
  },
  refuse: (index: number, status: number, message: string) => void,
): Candidate[] {
  const timelyByIndex = new Map(timely.map((booking) => [booking.index, booking]));
  const candidates: Candidate[] = [];
  for (const [index, { user, start }] of requests.entries()) {
    const application = training.get(user.id);
    const refusal = bookingRefusalOf({
      inTraining: application !== undefined,
      timing: { start, now, settings },
      withinHours: withinHours.get(index),
      overdueInstalment: application !== undefined && overdue.has(application.applicationId),
    });
    if (refusal) {
      refuse(index, refusal.status, refusal.message);
      continue;
    }
    const booking = timelyByIndex.get(index);
    if (!application || !booking) continue;
    candidates.push({
      index: booking.index,
      values: {
        instructorId: booking.instructorId,
        vehicleId: booking.vehicleId,
        studentId: user.id,
        applicationId: application.applicationId,
        startsAt: booking.startsAt,
        endsAt: booking.endsAt,
        units: booking.units,
      },
      names: {
        instructorName: booking.instructor.name,
        instructorEmail: booking.instructor.email,
        studentEmail: user.email,
        studentName: application.name,
        vehicle: booking.vehicle,
      },
    });
  }
  return candidates;
}

/**
 * The bookings a student may still make (RATE_LIMIT_LESSON_CHANGES); the others are refused
 * with 429. Each booking of the batch counts as it is admitted, so a batch cannot carry a student
 * past the limit (one refused later as taken still counted here: the limit errs on the safe side).
 */
function withinLimit(
  candidates: Candidate[],
  requests: BookingRequest[],
  changes: Map<string, Changes>,
  limit: RateLimit,
  now: number,
  outcomes: BookingOutcome[],
): Candidate[] {
  const used = new Map<string, number>();
  return candidates.filter((candidate) => {
    const { email } = (requests[candidate.index] as BookingRequest).user;
    const sofar = used.get(email) ?? changes.get(email)?.count ?? 0;
    if (sofar >= limit.max) {
      outcomes[candidate.index] = { refused: tooManyChanges(changes.get(email), limit, now) };
      return false;
    }
    used.set(email, sofar + 1);
    return true;
  });
}

/**
 * In one read: the students' coming lessons (their cap) and what holds the candidates'
 * instructors and vehicles over the batch's span (a slot already taken needs no insert).
 */
async function heldTimes(tx: Db, bookings: Timely[], now: number): Promise<HeldTime[]> {
  if (bookings.length === 0) return [];
  const from = Math.min(...bookings.map((booking) => booking.startsAt.getTime()));
  const to = Math.max(...bookings.map((booking) => booking.endsAt.getTime()));
  const ids = (pick: (booking: Timely) => number | null) => [
    ...new Set(bookings.flatMap((booking) => pick(booking) ?? [])),
  ];
  return heldTimesStatement(tx).execute({
    studentIds: ids((booking) => booking.studentId),
    instructorIds: ids((booking) => booking.instructorId),
    vehicleIds: ids((booking) => booking.vehicleId),
    now: new Date(now),
    // Bounded on both sides, so the start's index finds them (a longer block the constraints still catch).
    startsAfter: new Date(from - LONGEST_LESSON_MS),
    from: new Date(from),
    to: new Date(to),
  });
}

// One text whatever the batch (arrays, not lists of parameters), prepared once per connection:
// PostgreSQL plans this OR of two index ranges once instead of at every batch.
const heldTimesStatement = preparedFor((tx) =>
  tx
    .select({
      instructorId: drivingLessons.instructorId,
      vehicleId: drivingLessons.vehicleId,
      studentId: drivingLessons.studentId,
      startsAt: drivingLessons.startsAt,
      endsAt: drivingLessons.endsAt,
      status: drivingLessons.status,
    })
    .from(drivingLessons)
    .where(
      and(
        inArray(drivingLessons.status, [...HOLDING_STATUSES]),
        or(
          and(
            sql`${drivingLessons.studentId} = any(${sql.placeholder('studentIds')}::integer[])`,
            gt(drivingLessons.startsAt, sql.placeholder('now')),
          ),
          and(
            gt(drivingLessons.startsAt, sql.placeholder('startsAfter')),
            lt(drivingLessons.startsAt, sql.placeholder('to')),
            gt(drivingLessons.endsAt, sql.placeholder('from')),
            or(
              sql`${drivingLessons.instructorId} = any(${sql.placeholder('instructorIds')}::integer[])`,
              sql`${drivingLessons.vehicleId} = any(${sql.placeholder('vehicleIds')}::integer[])`,
            ),
          ),
        ),
      ),
    )
    .prepare('booking_held_times'),
);

/** Whether a held time takes the candidate's instructor, vehicle or student (the exclusion constraints' rule). */
function overlaps(time: HeldTime, lesson: Candidate['values']): boolean {
  const sameHolder =
    time.instructorId === lesson.instructorId ||
    (lesson.vehicleId != null && time.vehicleId === lesson.vehicleId) ||
    time.studentId === lesson.studentId;
  return sameHolder && time.startsAt < lesson.endsAt && time.endsAt > lesson.startsAt;
}

/** What holds the candidate's time: the student's own lesson first, then the instructor's, then the car's. */
function takenByOf(times: readonly HeldTime[], values: Candidate['values']): TakenBy | null {
  const over = times.filter((time) => time.startsAt < values.endsAt && time.endsAt > values.startsAt);
  if (over.some((time) => time.studentId === values.studentId)) return 'student';
  if (over.some((time) => time.instructorId === values.instructorId)) return 'instructor';
  if (values.vehicleId != null && over.some((time) => time.vehicleId === values.vehicleId)) return 'vehicle';
  return null;
}

const LONGEST_LESSON_MS = MAX_UNITS * LESSON_UNIT_MINUTES * 60_000;

/** Ids for the lessons a batch may book, taken from their sequence before the insert. */
async function lessonIds(tx: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await lessonIdsStatement(tx).execute({ count });
  return rows.map((row) => row.id);
}

const lessonIdsStatement = preparedFor((tx) =>
  tx
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('driving_lessons', 'id'))::integer` })
    .from(sql`generate_series(1, ${sql.placeholder('count')}::integer)`)
    .prepare('lesson_ids'),
);

/** The history line that names the lesson: a lesson skipped by its insert fails the batch here. */
const LESSON_OF_EVENT = 'driving_lesson_events_lesson_id_driving_lessons_id_fk';

/** A lesson of the batch as its e-mails tell it, before it is inserted (with the defaults it gets). */
const bookingFacts = (id: number, { values, names }: Candidate): LessonFacts =>
  factsOf({ row: { ...values, id, driveKind: null }, ...names });

const slotOf = (lesson: { studentId: number | null; instructorId: number; startsAt: Date }) =>
  `${lesson.studentId} ${lesson.instructorId} ${lesson.startsAt.getTime()}`;

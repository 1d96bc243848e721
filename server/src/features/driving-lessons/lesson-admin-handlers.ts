import {
  addDays,
  BLOCK_ORDER,
  DRIVE_KIND_REQUIRED,
  isCalendarDate,
  LESSON_CLOSED,
  lessonEnd,
  lessonTimeError,
  mondayOf,
  NOT_AN_INSTRUCTOR,
  NOT_STARTED,
  STUDENT_NOT_IN_TRAINING,
  schoolDate,
  schoolInstant,
  shiftAround,
  slotTaken,
  unusualLessonWarning,
} from '@autoskola/rules/driving-lessons';
import { byName, byStudentName } from '@autoskola/rules/slovak-order';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { HttpError, MESSAGES, notFound } from '../../api/errors.ts';
import { currentUser } from '../../api/guard.ts';
import type { Db } from '../../db/database.ts';
import {
  drivingLessonEvents,
  drivingLessons,
  lessonCalendarFeeds,
  lessonInstructors,
  vehicles,
} from './driving-lesson-tables.ts';
import { insertLesson, slotsChanged, takenBy } from './lesson-booking.ts';
import { factsOf, historiesOf, lessonById, lessonsWhere, toAdminLesson } from './lesson-json.ts';
import { lessonMails } from './lesson-mails.ts';
import { instructorsOf, scheduleOf, vehicleLabel } from './lesson-schedule.ts';
import { notifyWaitlist } from './lesson-waitlist.ts';
import { applicationInTraining, studentsInTraining } from './trainings.ts';

type IdParams = { id: number };
type WeekQuery = { from?: string; instructorId?: number; vehicleId?: number };

/** Someone who teaches driving (has saved hours), or the 422 that says so. */
async function teachingInstructor(db: Db, id: number) {
  const [row] = await db.select().from(lessonInstructors).where(eq(lessonInstructors.userId, id));
  if (!row) throw new HttpError(422, MESSAGES.validationFailed, { instructorId: NOT_AN_INSTRUCTOR });
  return row;
}

/** The school has a vehicle in service (then hours are meant to come with one). */
async function hasVehicles(db: Db): Promise<boolean> {
  const [found] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.active, true)).limit(1);
  return found !== undefined;
}

export function lessonAdminHandlers(context: ApiContext) {
  const { database, config, outbox, site } = context;
  const { db } = database;
  const mails = lessonMails({ publicUrl: config.publicUrl, school: () => site.config.school });

  async function adminLesson(tx: Db, id: number) {
    const view = await lessonById(tx, id);
    if (!view) throw notFound();
    const histories = await historiesOf(tx, [id]);
    return { view, lesson: toAdminLesson(view, histories.get(id) ?? []) };
  }

  return {
    async getLessonWeek(request: FastifyRequest<{ Querystring: WeekQuery }>) {
      const from = request.query.from ?? schoolDate(new Date());
      if (!isCalendarDate(from)) {
        throw new HttpError(422, MESSAGES.validationFailed, { from: 'Zadajte dátum ako RRRR-MM-DD.' });
      }
      const instructorId = request.query.instructorId ?? currentUser(request).id;
      // A vehicle's week: every instructor's lessons in it and the hours they drive it.
      const vehicleId = request.query.vehicleId ?? null;
      const monday = mondayOf(from);
      const sunday = addDays(monday, 6);
      const [instructors, fleet, schedule, views, students, [feed]] = await Promise.all([
        instructorsOf(db),
        db
          .select()
          .from(vehicles)
          .where(eq(vehicles.active, true))
          .then((rows) => rows.sort(byName)),
        scheduleOf(db, monday, sunday, vehicleId === null ? [instructorId] : undefined),
        lessonsWhere(
          db,
          and(
            vehicleId === null
              ? eq(drivingLessons.instructorId, instructorId)
              : eq(drivingLessons.vehicleId, vehicleId),
            gte(drivingLessons.startsAt, schoolInstant(monday, '00:00')),
            lt(drivingLessons.startsAt, schoolInstant(addDays(monday, 7), '00:00')),
          ),
        ),
        studentsInTraining(db),
        db
          .select({ userId: lessonCalendarFeeds.userId })
          .from(lessonCalendarFeeds)
          .where(eq(lessonCalendarFeeds.userId, currentUser(request).id)),
      ]);
      const histories = await historiesOf(
        db,
        views.map((view) => view.row.id),
      );
      const drivers = vehicleId === null ? instructors.filter((each) => each.id === instructorId) : instructors;
      const days = Array.from({ length: 7 }, (_, index) => {
        const date = addDays(monday, index);
        return {
          date,
          hours: drivers
            .flatMap((driver) => schedule.shifts(driver.id, date).map((shift) => ({ shift, driver })))
            .filter(({ shift }) => vehicleId === null || shift.vehicleId === vehicleId)
            .sort((a, b) => a.shift.start - b.shift.start)
            .map(({ shift, driver }) => ({
              start: new Date(shift.start).toISOString(),
              end: new Date(shift.end).toISOString(),
              vehicle: schedule.vehicleName(shift.vehicleId),
              instructor: driver.name,
            })),
          lessons: views
            .filter((view) => schoolDate(view.row.startsAt) === date)
            .map((view) => toAdminLesson(view, histories.get(view.row.id) ?? [])),
        };
      });
      return {
        monday,
        instructorId,
        vehicleId,
        instructors,
        vehicles: fleet.map((vehicle) => ({ id: vehicle.id, name: vehicleLabel(vehicle) ?? vehicle.name })),
        days,
        // Sorted here, not by the database: its collation (C in the embedded one) puts 'Bartošová' before 'Bača'.
        students: [...students]
          .sort((a, b) => byStudentName(a, b) || a.applicationId - b.applicationId)
          .map((student) => ({
            applicationId: student.applicationId,
            name: `${student.firstname} ${student.lastname}`,
            group: student.group as Schemas['LicenceGroup'],
            email: student.email,
            birthDate: student.birthDate,
          })),
        calendarFeed: feed !== undefined,
      } satisfies Schemas['LessonWeek'];
    },

    async addLesson(request: FastifyRequest<{ Body: Schemas['AdminLessonInput'] }>, reply: FastifyReply) {
      const instructor = currentUser(request);
      const { applicationId, units, confirmUnusualTime } = request.body;
      const instructorId = request.body.instructorId ?? instructor.id;
      const start = Date.parse(request.body.start);
      // Not even a confirmed booking goes in at 02:07:13.500 or past 2100: the contract's days, the form's steps.
      const timeError = lessonTimeError(start, units);
      if (timeError) throw new HttpError(422, MESSAGES.validationFailed, { start: timeError });
      const now = Date.now();
      // A lesson in the past is one recorded afterwards (arranged by phone): nobody is e-mailed about it.
      const recordedAfter = start <= now;
      const lesson = await db.transaction(async (tx) => {
        const teaching = await teachingInstructor(tx, instructorId);
        const application = await applicationInTraining(tx, applicationId);
        if (!application?.userId) {
          throw new HttpError(422, MESSAGES.validationFailed, { applicationId: STUDENT_NOT_IN_TRAINING });
        }
        // Outside the hours too (the instructor decides), with the car of the shift holding it (on its grid or not).
        const date = schoolDate(new Date(start));
        const schedule = await scheduleOf(tx, date, date, [instructorId]);
        const shifts = schedule.shifts(instructorId, date);
        const shift = shiftAround(shifts, start, units);
        const values = {
          instructorId,
          vehicleId: shift?.vehicleId ?? null,
          studentId: application.userId,
          applicationId: application.id,
          startsAt: new Date(start),
          endsAt: new Date(lessonEnd(start, units)),
          units,
        };
        const vehicle = schedule.vehicleName(shift?.vehicleId ?? null);
        // A taken time is refused before any warning: confirming an unusual time would not book it anyway.
        const taken = await takenBy(tx, values);
        if (taken) throw new HttpError(409, slotTaken(taken, vehicle, 'instructor'));
        // A past time, one outside the hours or without a car is likely a typo: said first, booked when confirmed.
        if (!confirmUnusualTime) {
          const warning = unusualLessonWarning({
            start,
            units,
            now,
            shifts,
            vehicleId: shift?.vehicleId ?? null,
            schoolHasVehicles: shift?.vehicleId == null && (await hasVehicles(tx)),
            otherInstructor: instructorId === instructor.id ? null : teaching.name,
          });
          if (warning) throw new HttpError(409, warning, { confirmUnusualTime: warning });
        }
        // The database still decides a booking that went in meanwhile.
        const row = await insertLesson(tx, values, { vehicle });
        await tx.insert(drivingLessonEvents).values({ lessonId: row.id, action: 'booked', by: instructor.email });
        const booked = await adminLesson(tx, row.id);
        if (!recordedAfter) await outbox.enqueue(await mails.booked(factsOf(booked.view)), tx);
        return { ...booked, row };
      });
      slotsChanged(context, [lesson.row]);
      void outbox.kick();
      return reply.code(201).send({ lesson: lesson.lesson });
    },

    async blockLessonTime(request: FastifyRequest<{ Body: Schemas['LessonBlockInput'] }>, reply: FastifyReply) {
      const instructor = currentUser(request);
      const instructorId = request.body.instructorId ?? instructor.id;
      const start = Date.parse(request.body.start);
      const end = Date.parse(request.body.end);
      if (end <= start) throw new HttpError(422, MESSAGES.validationFailed, { end: BLOCK_ORDER });
      const lesson = await db.transaction(async (tx) => {
        await teachingInstructor(tx, instructorId);
        const row = await insertLesson(tx, {
          kind: 'block',
          instructorId,
          startsAt: new Date(start),
          endsAt: new Date(end),
          units: 0,
          note: request.body.note?.trim() || null,
        });
        await tx.insert(drivingLessonEvents).values({ lessonId: row.id, action: 'blocked', by: instructor.email });
        return { lesson: (await adminLesson(tx, row.id)).lesson, row };
      });
      slotsChanged(context, [lesson.row]);
      return reply.code(201).send({ lesson: lesson.lesson });
    },

    async changeLessonStatus(request: FastifyRequest<{ Params: IdParams; Body: Schemas['LessonStatusInput'] }>) {
      const instructor = currentUser(request);
      const { status } = request.body;
      const note = request.body.note?.trim() || null;
      const driveKind = request.body.driveKind ?? null;
      if (status === 'driven' && !driveKind) {
        throw new HttpError(422, MESSAGES.validationFailed, { driveKind: DRIVE_KIND_REQUIRED });
      }
      const now = Date.now();
      const result = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(drivingLessons)
          .where(eq(drivingLessons.id, request.params.id))
          .for('update');
        if (!current) throw notFound();
        const cancelling = status === 'cancelled' || status === 'lateCancelled';
        // A block can only be taken away; a lesson driven or missed may be corrected, a cancelled one is closed.
        if (current.kind === 'block' ? status !== 'cancelled' || current.status !== 'booked' : false) {
          throw new HttpError(409, LESSON_CLOSED);
        }
        if (cancelling ? current.status !== 'booked' : !['booked', 'driven', 'noShow'].includes(current.status)) {
          throw new HttpError(409, LESSON_CLOSED);
        }
        if (!cancelling && current.startsAt.getTime() > now) throw new HttpError(409, NOT_STARTED);
        await tx
          .update(drivingLessons)
          .set({
            status,
            driveKind: status === 'driven' ? driveKind : status === 'noShow' ? null : current.driveKind,
            note: note ?? current.note,
          })
          .where(eq(drivingLessons.id, current.id));
        await tx
          .insert(drivingLessonEvents)
          .values({ lessonId: current.id, action: status, by: instructor.email, note });
        const changed = await adminLesson(tx, current.id);
        if (cancelling && current.kind === 'lesson') {
          await outbox.enqueue(await mails.cancelled(factsOf(changed.view), 'school'), tx);
          await notifyWaitlist(tx, outbox, mails, changed.view);
        }
        return { lesson: changed.lesson, freed: cancelling ? current : null };
      });
      if (result.freed) {
        slotsChanged(context, [result.freed]);
        void outbox.kick();
      }
      return { lesson: result.lesson };
    },
  };
}

import {
  bookingRefusal,
  bookingWindowEnd,
  cancelTooLate,
  isCalendarDate,
  LESSON_CLOSED,
  lessonEnd,
  NOT_IN_TRAINING,
  OUTSIDE_HOURS,
  OVERDUE_INSTALMENT,
  progressOf,
  schoolDate,
  shiftHolding,
  UNITS_RANGE,
  WAITLIST_DAYS,
} from '@autoskola/rules/driving-lessons';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { HttpError, MESSAGES, notFound } from '../../api/errors.ts';
import { currentUser } from '../../api/guard.ts';
import { courseApplications } from '../course-applications/course-application-tables.ts';
import { drivingLessonEvents, drivingLessons, lessonCalendarFeeds, lessonWaitlist } from './driving-lesson-tables.ts';
import { bookingRules, insertLesson, SLOTS_KEY, slotsChanged } from './lesson-booking.ts';
import { factsOf, type LessonView, lessonById, lessonsWhere, toLesson } from './lesson-json.ts';
import { lessonMails } from './lesson-mails.ts';
import { overdueOf } from './lesson-payments.ts';
import { freeSlots, settingsOf, trainingOf } from './lesson-schedule.ts';
import { notifyWaitlist } from './lesson-waitlist.ts';

type IdParams = { id: number };

export function lessonHandlers(context: ApiContext) {
  const { database, config, outbox, site, publicCache } = context;
  const { db } = database;
  const mails = lessonMails({ publicUrl: config.publicUrl, school: () => site.config.school });
  const rules = bookingRules(context);

  return {
    async listLessonSlots(request: FastifyRequest<{ Querystring: { instructorId?: number } }>, reply: FastifyReply) {
      const { instructorId } = request.query;
      const now = Date.now();
      // Slots change with the clock too (the notice moves on): kept until the next minute at most.
      const until = (Math.floor(now / 60_000) + 1) * 60_000;
      return publicCache.send(
        request,
        reply,
        `${SLOTS_KEY}:${instructorId ?? 'all'}`,
        () => freeSlots(db, now, instructorId),
        {
          until,
        },
      );
    },

    async getMyLessons(request: FastifyRequest) {
      const user = currentUser(request);
      const now = Date.now();
      const [training, settings, views, [waiting], [feed]] = await Promise.all([
        trainingOf(db, user.id),
        settingsOf(db),
        lessonsWhere(db, eq(drivingLessons.studentId, user.id)),
        db.select().from(lessonWaitlist).where(eq(lessonWaitlist.studentId, user.id)),
        db
          .select({ userId: lessonCalendarFeeds.userId })
          .from(lessonCalendarFeeds)
          .where(eq(lessonCalendarFeeds.userId, user.id)),
      ]);
      const overdue = training && settings.requirePaidUpToDate ? await overdueOf(db, training.applicationId) : false;
      const lessons = views.map((view) => toLesson(view, settings, now));
      const upcoming = lessons.filter((lesson) => lesson.status === 'booked' && Date.parse(lesson.end) > now);
      const past = lessons.filter((lesson) => !upcoming.includes(lesson)).reverse();
      const driven = views
        .filter((view) => view.row.status === 'driven' && view.row.applicationId === training?.applicationId)
        .map((view) => ({ driveKind: view.row.driveKind as Schemas['DriveKind'] | null, units: view.row.units }));
      return {
        training,
        refusal: !training ? NOT_IN_TRAINING : overdue ? OVERDUE_INSTALMENT : null,
        upcoming,
        past,
        progress: training ? progressOf(training.group, driven) : null,
        settings,
        schoolPhone: site.config.school.phone,
        waitlist: waiting ? { days: waiting.days.filter((day) => day >= schoolDate(new Date(now))).sort() } : null,
        calendarFeed: feed !== undefined,
      } satisfies Schemas['MyLessons'];
    },

    async bookLesson(request: FastifyRequest<{ Body: Schemas['LessonBookingInput'] }>, reply: FastifyReply) {
      const user = currentUser(request);
      const { instructorId, units } = request.body;
      const start = Date.parse(request.body.start);
      if (!Number.isFinite(start)) throw new HttpError(400, 'Neplatný čas začiatku.');
      if (units < 1 || units > 3) throw new HttpError(422, UNITS_RANGE);
      const now = Date.now();
      // The rules and the hours come from the cache (no round trip); the lock, the cap and the
      // overlap are decided in the transaction.
      const [settings, hours] = await Promise.all([rules.settings(), rules.hours()]);
      const view = await db.transaction(async (tx) => {
        // The student's application in training, locked: one student's bookings take turns, so
        // the cap counts what the other one booked.
        const [training] = await tx
          .select({
            id: courseApplications.id,
            firstname: courseApplications.firstname,
            lastname: courseApplications.lastname,
          })
          .from(courseApplications)
          .where(and(eq(courseApplications.userId, user.id), eq(courseApplications.status, 'training')))
          .orderBy(desc(courseApplications.submittedAt), desc(courseApplications.id))
          .limit(1)
          .for('update');
        if (!training) throw new HttpError(403, NOT_IN_TRAINING);
        const early = bookingRefusal(start, now, settings, 0);
        if (early) throw new HttpError(422, early);
        const shift = shiftHolding(hours.shifts(instructorId, schoolDate(new Date(start))), start, units);
        const instructor = hours.instructor(instructorId);
        if (!shift || !instructor) throw new HttpError(422, OUTSIDE_HOURS);
        if (settings.requirePaidUpToDate && (await overdueOf(tx, training.id))) {
          throw new HttpError(422, OVERDUE_INSTALMENT);
        }
        const upcoming = await tx.$count(
          drivingLessons,
          and(
            eq(drivingLessons.studentId, user.id),
            eq(drivingLessons.status, 'booked'),
            gt(drivingLessons.startsAt, new Date(now)),
          ),
        );
        const refusal = bookingRefusal(start, now, settings, upcoming);
        if (refusal) throw new HttpError(422, refusal);
        const row = await insertLesson(tx, {
          instructorId,
          vehicleId: shift.vehicleId,
          studentId: user.id,
          applicationId: training.id,
          startsAt: new Date(start),
          endsAt: new Date(lessonEnd(start, units)),
          units,
        });
        await tx.insert(drivingLessonEvents).values({ lessonId: row.id, action: 'booked', by: user.email });
        const booked: LessonView = {
          row,
          instructorName: instructor.name,
          instructorEmail: instructor.email,
          studentEmail: user.email,
          studentName: `${training.firstname} ${training.lastname}`,
          vehicle: hours.vehicleName(shift.vehicleId),
        };
        await outbox.enqueue(await mails.booked(factsOf(booked)), tx);
        return booked;
      });
      slotsChanged(context);
      void outbox.kick();
      return reply.code(201).send({ lesson: toLesson(view, settings, now) });
    },

    async cancelLesson(request: FastifyRequest<{ Params: IdParams }>) {
      const user = currentUser(request);
      const now = Date.now();
      const settings = await settingsOf(db);
      const view = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(drivingLessons)
          .where(and(eq(drivingLessons.id, request.params.id), eq(drivingLessons.studentId, user.id)))
          .for('update');
        if (!current) throw notFound();
        if (current.status !== 'booked' || current.startsAt.getTime() <= now) throw new HttpError(409, LESSON_CLOSED);
        if (current.startsAt.getTime() - now < settings.cancelHours * 3_600_000) {
          throw new HttpError(409, cancelTooLate(settings, site.config.school.phone));
        }
        await tx.update(drivingLessons).set({ status: 'cancelled' }).where(eq(drivingLessons.id, current.id));
        await tx.insert(drivingLessonEvents).values({ lessonId: current.id, action: 'cancelled', by: user.email });
        const cancelled = await lessonById(tx, current.id);
        if (!cancelled) throw notFound();
        await outbox.enqueue(await mails.cancelled(factsOf(cancelled), 'student'), tx);
        await notifyWaitlist(tx, outbox, mails, cancelled);
        return cancelled;
      });
      slotsChanged(context);
      void outbox.kick();
      return { lesson: toLesson(view, settings, now) };
    },

    async joinLessonWaitlist(request: FastifyRequest<{ Body: Schemas['LessonWaitlistInput'] }>) {
      const user = currentUser(request);
      if (!(await trainingOf(db, user.id))) throw new HttpError(403, NOT_IN_TRAINING);
      const settings = await settingsOf(db);
      const now = Date.now();
      const first = schoolDate(new Date(now));
      const last = schoolDate(new Date(bookingWindowEnd(now, settings) - 1));
      const days = [...new Set(request.body.days)].sort();
      if (days.some((day) => !isCalendarDate(day) || day < first || day > last)) {
        throw new HttpError(422, MESSAGES.validationFailed, { days: WAITLIST_DAYS });
      }
      await db
        .insert(lessonWaitlist)
        .values({ studentId: user.id, days })
        .onConflictDoUpdate({ target: lessonWaitlist.studentId, set: { days, createdAt: new Date() } });
      return { days };
    },

    async leaveLessonWaitlist(request: FastifyRequest, reply: FastifyReply) {
      await db.delete(lessonWaitlist).where(eq(lessonWaitlist.studentId, currentUser(request).id));
      return reply.code(204).send();
    },
  };
}

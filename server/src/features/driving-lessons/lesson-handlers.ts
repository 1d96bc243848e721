import {
  bookingWindowEnd,
  cancelTooLate,
  isCalendarDate,
  LESSON_CLOSED,
  NOBODY_DRIVES,
  NOT_IN_TRAINING,
  progressOf,
  schoolDate,
  WAITLIST_DAYS,
} from '@autoskola/rules/driving-lessons';
import { bookingRefusalOf } from '@autoskola/rules/lesson-booking';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { HttpError, MESSAGES, notFound } from '../../api/errors.ts';
import { currentUser } from '../../api/guard.ts';
import { assertEmailProven, EMAIL_NOT_PROVEN, provenAccount } from '../../auth/proven-email.ts';
import { JsonBytes } from '../../http/public-cache.ts';
import { bookingDesk } from './booking-desk.ts';
import { drivingLessonEvents, drivingLessons, lessonCalendarFeeds, lessonWaitlist } from './driving-lesson-tables.ts';
import { bookingSpan, daySlots, daySlotsJson, slotDayList } from './free-slot-store.ts';
import { bookingRules, SLOT_DAYS_KEY, slotDayKey, slotsChanged } from './lesson-booking.ts';
import { changesOf, tooManyChanges } from './lesson-changes.ts';
import { factsOf, lessonById, lessonsWhere, toLesson } from './lesson-json.ts';
import { lessonMails } from './lesson-mails.ts';
import { notifyWaitlist, workingDays } from './lesson-waitlist.ts';
import { syllabusOf } from './syllabus-handlers.ts';
import { overdueOf, trainingOf, trainingsOf } from './trainings.ts';

type IdParams = { id: number };

/** Free slots change with the clock too (the notice moves on): an answer is kept until the next minute at most. */
const nextMinute = (now: number) => (Math.floor(now / 60_000) + 1) * 60_000;

export function lessonHandlers(context: ApiContext) {
  const { database, config, outbox, site, publicCache } = context;
  const { db } = database;
  const mails = lessonMails({ publicUrl: config.publicUrl, school: () => site.config.school });
  const rules = bookingRules(context);
  const desk = bookingDesk(context, rules, mails);

  return {
    async listLessonSlotDays(request: FastifyRequest<{ Querystring: { instructorId?: number } }>, reply: FastifyReply) {
      const { instructorId } = request.query;
      const now = Date.now();
      const load = async () => {
        const [settings, hours, store] = await Promise.all([rules.settings(), rules.hours(), rules.slots()]);
        return slotDayList(store, hours, bookingSpan(now, settings), instructorId);
      };
      // One instructor's list is made from the kept units each time: few ask, and each would take a place in the cache.
      if (instructorId !== undefined) return load();
      return publicCache.send(request, reply, SLOT_DAYS_KEY, load, { until: nextMinute(now), compression: 'fast' });
    },

    async listLessonSlots(
      request: FastifyRequest<{ Querystring: { date: string; instructorId?: number } }>,
      reply: FastifyReply,
    ) {
      const { date, instructorId } = request.query;
      if (!isCalendarDate(date)) throw new HttpError(400, MESSAGES.badRequest);
      const now = Date.now();
      const settings = await rules.settings();
      const span = bookingSpan(now, settings);
      const kept = () => Promise.all([rules.hours(), rules.slots()]);
      // Only the window's days of everyone are kept: any other date would push pages out of the cache.
      if (instructorId !== undefined || date < span.firstDay || date > span.lastDay) {
        const [hours, store] = await kept();
        return daySlots(store, hours, span, date, instructorId);
      }
      const load = async () => {
        const [hours, store] = await kept();
        return new JsonBytes(await daySlotsJson(store, hours, span, date));
      };
      return publicCache.send(request, reply, slotDayKey(date), load, { until: nextMinute(now), compression: 'fast' });
    },

    async getMyLessons(request: FastifyRequest) {
      const user = currentUser(request);
      const now = Date.now();
      // An account whose address is not proven sees no lesson and no training (decision 0033).
      if (!user.emailProven) {
        return {
          training: null,
          refusal: EMAIL_NOT_PROVEN,
          upcoming: [],
          past: [],
          progress: null,
          settings: await rules.settings(),
          schoolPhone: site.config.school.phone,
          waitlist: null,
          waitlistDays: [],
          calendarFeed: false,
        } satisfies Schemas['MyLessons'];
      }
      const [training, settings, hours, views, [waiting], [feed]] = await Promise.all([
        trainingOf(db, user.id),
        rules.settings(),
        rules.hours(),
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
        training: training && { applicationId: training.applicationId, course: training.course, group: training.group },
        // What a booking would be refused for before its time is chosen (the mocks say the same).
        refusal: bookingRefusalOf({ inTraining: training !== null, overdueInstalment: overdue })?.message ?? null,
        upcoming,
        past,
        progress: training ? progressOf(training.group, driven, await syllabusOf(db, training.group)) : null,
        settings,
        schoolPhone: site.config.school.phone,
        waitlist: waiting ? { days: waiting.days.filter((day) => day >= schoolDate(new Date(now))).sort() } : null,
        waitlistDays: training
          ? workingDays(
              hours,
              schoolDate(new Date(now)),
              schoolDate(new Date(bookingWindowEnd(now, settings) - 1)),
              now,
            )
          : [],
        calendarFeed: feed !== undefined,
      } satisfies Schemas['MyLessons'];
    },

    async bookLesson(request: FastifyRequest<{ Body: Schemas['LessonBookingInput'] }>, reply: FastifyReply) {
      const user = currentUser(request);
      const { instructorId, units } = request.body;
      const start = Date.parse(request.body.start);
      if (!Number.isFinite(start)) throw new HttpError(400, 'Neplatný čas začiatku.');
      // The checks of a booking in their one order (@autoskola/rules): the units before anything is read.
      const refusal = bookingRefusalOf({ units });
      if (refusal) throw new HttpError(refusal.status, refusal.message);
      assertEmailProven(user);
      const now = Date.now();
      const view = await desk.book({ user, instructorId, start, units });
      slotsChanged(context, [view.row], { held: true });
      void outbox.kick();
      return reply.code(201).send({ lesson: toLesson(view, await rules.settings(), now) });
    },

    async cancelLesson(request: FastifyRequest<{ Params: IdParams }>) {
      const user = currentUser(request);
      const now = Date.now();
      const settings = await rules.settings();
      const view = await db.transaction(async (tx) => {
        // The student's application first, as the booking desk locks it: the count of their
        // changes below and a batch of their bookings take turns.
        await trainingsOf(tx, [user.id], { lock: true });
        const [current] = await tx
          .select()
          .from(drivingLessons)
          .where(
            and(
              eq(drivingLessons.id, request.params.id),
              eq(drivingLessons.studentId, user.id),
              provenAccount(user.id),
            ),
          )
          .for('update');
        if (!current) throw notFound();
        if (current.status !== 'booked' || current.startsAt.getTime() <= now) throw new HttpError(409, LESSON_CLOSED);
        if (current.startsAt.getTime() - now < settings.cancelHours * 3_600_000) {
          throw new HttpError(409, cancelTooLate(settings, site.config.school.phone));
        }
        const changes = (await changesOf(tx, [user.email], config.lessonChangeLimit)).get(user.email);
        if ((changes?.count ?? 0) >= config.lessonChangeLimit.max) {
          throw tooManyChanges(changes, config.lessonChangeLimit, now);
        }
        await tx.update(drivingLessons).set({ status: 'cancelled' }).where(eq(drivingLessons.id, current.id));
        await tx.insert(drivingLessonEvents).values({ lessonId: current.id, action: 'cancelled', by: user.email });
        const cancelled = await lessonById(tx, current.id);
        if (!cancelled) throw notFound();
        await outbox.enqueue(await mails.cancelled(factsOf(cancelled), 'student'), tx);
        await notifyWaitlist(tx, outbox, mails, cancelled);
        return cancelled;
      });
      slotsChanged(context, [view.row]);
      void outbox.kick();
      return { lesson: toLesson(view, settings, now) };
    },

    async joinLessonWaitlist(request: FastifyRequest<{ Body: Schemas['LessonWaitlistInput'] }>) {
      const user = currentUser(request);
      assertEmailProven(user);
      if (!(await trainingOf(db, user.id))) throw new HttpError(403, NOT_IN_TRAINING);
      const [settings, hours] = await Promise.all([rules.settings(), rules.hours()]);
      const now = Date.now();
      const first = schoolDate(new Date(now));
      const last = schoolDate(new Date(bookingWindowEnd(now, settings) - 1));
      const days = [...new Set(request.body.days)].sort();
      if (days.some((day) => !isCalendarDate(day) || day < first || day > last)) {
        throw new HttpError(422, MESSAGES.validationFailed, { days: WAITLIST_DAYS });
      }
      // A day nobody drives frees no slot: waiting for it would never end in an e-mail.
      const working = new Set(workingDays(hours, first, last, now));
      if (days.some((day) => !working.has(day))) {
        throw new HttpError(422, MESSAGES.validationFailed, { days: NOBODY_DRIVES });
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

import { and, eq, gte, inArray, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext } from '../../api/context.ts';
import { notFound } from '../../api/errors.ts';
import { currentUser } from '../../api/guard.ts';
import { hashLinkToken, newLinkToken } from '../../auth/link-tokens.ts';
import { provenAccount } from '../../auth/proven-email.ts';
import { drivingLessons, lessonCalendarFeeds } from './driving-lesson-tables.ts';
import { factsOf, lessonsWhere } from './lesson-json.ts';
import { lessonCalendar } from './lesson-mails.ts';

/** How far back a calendar address shows lessons. */
const FEED_DAYS_BACK = 30;
export const CALENDAR_FEED_PATH = '/api/lesson-calendar/';

export function calendarFeedHandlers({ database, config, site }: ApiContext) {
  const { db } = database;
  return {
    async createLessonCalendarFeed(request: FastifyRequest, reply: FastifyReply) {
      const user = currentUser(request);
      const { token, hash } = newLinkToken();
      // One address per user: a new one replaces (revokes) the old one.
      await db
        .insert(lessonCalendarFeeds)
        .values({ userId: user.id, tokenHash: hash })
        .onConflictDoUpdate({ target: lessonCalendarFeeds.userId, set: { tokenHash: hash, createdAt: new Date() } });
      return reply.code(201).send({ url: `${config.publicUrl}${CALENDAR_FEED_PATH}${token}` });
    },

    async deleteLessonCalendarFeed(request: FastifyRequest, reply: FastifyReply) {
      await db.delete(lessonCalendarFeeds).where(eq(lessonCalendarFeeds.userId, currentUser(request).id));
      return reply.code(204).send();
    },

    async getLessonCalendar(request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) {
      const [feed] = await db
        .select({ userId: lessonCalendarFeeds.userId })
        .from(lessonCalendarFeeds)
        .where(eq(lessonCalendarFeeds.tokenHash, hashLinkToken(request.params.token)));
      if (!feed) throw notFound();
      const since = new Date(Date.now() - FEED_DAYS_BACK * 86_400_000);
      // A student's lessons, and an instructor's lessons and blocks; nothing cancelled.
      const views = await lessonsWhere(
        db,
        and(
          // A student's lessons only while the account's address is proven (decision 0033).
          or(
            and(eq(drivingLessons.studentId, feed.userId), provenAccount(feed.userId)),
            eq(drivingLessons.instructorId, feed.userId),
          ),
          inArray(drivingLessons.status, ['booked', 'driven', 'noShow']),
          gte(drivingLessons.startsAt, since),
        ),
      );
      const school = () => site.config.school;
      const text = await lessonCalendar(
        views.map((view) =>
          view.row.kind === 'block'
            ? { ...factsOf(view), summary: view.row.note ? `Blokovaný čas: ${view.row.note}` : 'Blokovaný čas' }
            : factsOf(view),
        ),
        { publicUrl: config.publicUrl, school, method: 'PUBLISH' },
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  };
}

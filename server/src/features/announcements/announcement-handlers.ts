import {
  ANNOUNCEMENTS_SHOWN,
  announcementErrors,
  nextSchoolMidnight,
  visibleUntilOf,
} from '@autoskola/rules/announcements';
import { schoolDate } from '@autoskola/rules/calendar-dates';
import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { assertNoFieldErrors, notFound } from '../../api/errors.ts';
import { type PageQuery, pagedList } from '../../api/pagination.ts';
import { announcements } from './announcement-tables.ts';

type AnnouncementRow = typeof announcements.$inferSelect;
type IdParams = { id: number };

export const toAnnouncement = (row: AnnouncementRow): Schemas['Announcement'] => ({
  id: row.id,
  title: row.title,
  text: row.text,
  publishedOn: row.publishedOn,
  visibleUntil: row.visibleUntil,
});

/** The rules of @autoskola/rules (as the form checks them), then the values as stored. */
function announcementValues(input: Schemas['AnnouncementInput']) {
  assertNoFieldErrors(announcementErrors(input));
  return { title: input.title.trim(), text: input.text.trim(), visibleUntil: visibleUntilOf(input.visibleUntil) };
}

const newestFirst = [desc(announcements.publishedOn), desc(announcements.id)];

export function announcementHandlers({ database, config, publicCache }: ApiContext) {
  const { db } = database;

  return {
    async listPublicAnnouncements(request: FastifyRequest, reply: FastifyReply) {
      const now = new Date();
      const today = schoolDate(now);
      // Every write clears the cache; the clock ends the day's list at midnight.
      return publicCache.send(
        request,
        reply,
        'announcements',
        async () => {
          const rows = await db
            .select()
            .from(announcements)
            .where(
              and(
                lte(announcements.publishedOn, today),
                or(isNull(announcements.visibleUntil), gte(announcements.visibleUntil, today)),
              ),
            )
            .orderBy(...newestFirst)
            .limit(ANNOUNCEMENTS_SHOWN);
          return { announcements: rows.map(toAnnouncement) };
        },
        { until: nextSchoolMidnight(now) },
      );
    },

    async listAdminAnnouncements(request: FastifyRequest<{ Querystring: PageQuery }>) {
      const all = db
        .select()
        .from(announcements)
        .orderBy(...newestFirst);
      const { rows, pagesCount } = await pagedList(request.query, config.pageSize, all, () => db.$count(announcements));
      return { announcements: rows.map(toAnnouncement), pagesCount };
    },

    async createAnnouncement(request: FastifyRequest<{ Body: Schemas['AnnouncementInput'] }>, reply: FastifyReply) {
      const [row] = await db
        .insert(announcements)
        .values({ ...announcementValues(request.body), publishedOn: schoolDate(new Date()) })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return reply.code(201).send({ announcement: toAnnouncement(row) });
    },

    async updateAnnouncement(request: FastifyRequest<{ Params: IdParams; Body: Schemas['AnnouncementInput'] }>) {
      const [row] = await db
        .update(announcements)
        .set(announcementValues(request.body))
        .where(eq(announcements.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      return { announcement: toAnnouncement(row) };
    },

    async deleteAnnouncement(request: FastifyRequest<{ Params: IdParams }>, reply: FastifyReply) {
      const [row] = await db
        .delete(announcements)
        .where(eq(announcements.id, request.params.id))
        .returning({ id: announcements.id });
      if (!row) throw notFound();
      return reply.code(204).send();
    },
  };
}

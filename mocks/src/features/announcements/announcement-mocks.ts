import type { Schemas } from '@autoskola/api-client';
import { announcementErrors, currentAnnouncements, newestFirst, visibleUntilOf } from '@autoskola/rules/announcements';
import { schoolDate } from '@autoskola/rules/calendar-dates';
import { http, notFound, page, refusedBy } from '../../mock-api.ts';
import { defineMockFeature } from '../../mock-feature.ts';
import { announcementFixtures } from './announcement-fixtures.ts';

type AnnouncementState = { announcements: Schemas['Announcement'][] };

const stored = (input: Schemas['AnnouncementInput']) => ({
  title: input.title.trim(),
  text: input.text.trim(),
  visibleUntil: visibleUntilOf(input.visibleUntil),
});

/** 'Oznamy': the landing page's current news and their administration. */
export const announcementMocks = defineMockFeature({
  name: 'announcements',
  createState: (): AnnouncementState => ({ announcements: announcementFixtures() }),
  handlers(state) {
    const find = (id: string) => state.announcements.find((item) => item.id === Number(id));
    return [
      http.get('/announcement/list', ({ response }) =>
        response(200).json({ announcements: currentAnnouncements(state.announcements, schoolDate(new Date())) }),
      ),

      http.get('/admin/announcement/list', ({ query, response }) => {
        const sorted = [...state.announcements].sort(newestFirst);
        const { items, pagesCount } = page(sorted, query as unknown as URLSearchParams);
        return response(200).json({ announcements: items, pagesCount });
      }),

      http.post('/admin/announcement', async ({ request, response }) => {
        const input = await request.json();
        const refused = refusedBy(announcementErrors(input));
        if (refused) return response(422).json(refused);
        const announcement = { id: state.nextId++, ...stored(input), publishedOn: schoolDate(new Date()) };
        state.announcements.push(announcement);
        return response(201).json({ announcement });
      }),

      http.put('/admin/announcement/{id}', async ({ params, request, response }) => {
        const announcement = find(params.id);
        if (!announcement) return response(404).json(notFound);
        const input = await request.json();
        const refused = refusedBy(announcementErrors(input));
        if (refused) return response(422).json(refused);
        Object.assign(announcement, stored(input));
        return response(200).json({ announcement });
      }),

      http.delete('/admin/announcement/{id}', ({ params, response }) => {
        const announcement = find(params.id);
        if (!announcement) return response(404).json(notFound);
        state.announcements = state.announcements.filter((item) => item !== announcement);
        return response(204).empty();
      }),
    ];
  },
});

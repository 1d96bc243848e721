import { addDays, schoolDate } from '@autoskola/rules/calendar-dates';
import { decodeJwt } from 'jose';
import { createTestApi, type TestApi } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { lessonWaitlist } from '../tables.ts';

// Issue 50, finding 9: `/account/export` left out the waiting list and the calendar feed.
describeEachDatabase("the account export's lesson data", (database) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi(database());
  });
  afterAll(() => api.close());

  it('holds the waiting list and whether a calendar feed exists since when, never the feed address', async () => {
    const token = await api.userToken();
    const userId = Number(decodeJwt(token).sub);
    const empty = (await api.call('GET /account/export', { token })).json();
    expect([empty.lessonWaitlist, empty.calendarFeed]).toEqual([null, null]);

    const days = [addDays(schoolDate(new Date()), 3), addDays(schoolDate(new Date()), 1)];
    await api.database.db.insert(lessonWaitlist).values({ studentId: userId, days });
    const feed = await api.call('POST /lesson/calendar-feed', { token });
    expect(feed.statusCode).toBe(201);
    const secret = String(feed.json().url).split('/').pop() as string;
    expect(secret.length).toBeGreaterThan(20);

    const exported = await api.call('GET /account/export', { token });
    expect(exported.json().lessonWaitlist).toEqual({ days: [...days].sort(), createdAt: expect.any(String) });
    expect(Date.parse(exported.json().calendarFeed.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(exported.body).not.toContain(secret);
    expect(exported.body).not.toContain(feed.json().url);

    // Someone else's export holds none of it.
    const other = (await api.call('GET /account/export', { token: await api.userToken() })).json();
    expect([other.lessonWaitlist, other.calendarFeed]).toEqual([null, null]);
  });
});

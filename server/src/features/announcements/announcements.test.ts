import { addDays, schoolDate } from '@autoskola/rules/calendar-dates';
import { createTestApi, type TestApi, untilCaching } from '../../../test/api.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { forgetEndedAnnouncements } from './announcement-midnight.ts';
import { announcements } from './announcement-tables.ts';

describeEachDatabase('announcements', (database) => {
  let api: TestApi;
  let token: string;
  const today = () => schoolDate(new Date());
  const publish = async (title: string, visibleUntil: string | null = null) =>
    (
      await api.call('POST /admin/announcement', { token, body: { title, text: `${title}: text`, visibleUntil } })
    ).json().announcement;
  const publicTitles = async () =>
    (await api.call('GET /announcement/list')).json().announcements.map((item: { title: string }) => item.title);

  beforeAll(async () => {
    api = await createTestApi(database(), { PAGE_SIZE: '2' });
    token = await api.instructorToken();
  });
  afterAll(() => api.close());

  it('shows nothing publicly while there are none', async () => {
    expect((await api.call('GET /announcement/list')).json()).toEqual({ announcements: [] });
    expect((await api.call('GET /admin/announcement/list', { token })).json()).toEqual({
      announcements: [],
      pagesCount: 0,
    });
  });

  it('publishes today, trimming the text and storing a blank end as none', async () => {
    const response = await api.call('POST /admin/announcement', {
      token,
      body: { title: '  Nový kurz  ', text: ' Začíname v pondelok. ', visibleUntil: ' ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().announcement).toEqual({
      id: expect.any(Number),
      title: 'Nový kurz',
      text: 'Začíname v pondelok.',
      publishedOn: today(),
      visibleUntil: null,
    });
    await api.call('DELETE /admin/announcement/{id}', { token, params: { id: response.json().announcement.id } });
  });

  it('shows the current ones publicly, newest first, at most 3; the admin sees all by page', async () => {
    const { db } = api.database;
    await db.insert(announcements).values([
      { title: 'Staré', text: 'x', publishedOn: addDays(today(), -30) },
      { title: 'Skončené', text: 'x', publishedOn: addDays(today(), -3), visibleUntil: addDays(today(), -1) },
      { title: 'Naplánované', text: 'x', publishedOn: addDays(today(), 2) },
    ]);
    await publish('Prvý');
    await publish('Do dnes', today());
    expect(await publicTitles()).toEqual(['Do dnes', 'Prvý', 'Staré']);
    await publish('Tretí');
    expect(await publicTitles()).toEqual(['Tretí', 'Do dnes', 'Prvý']);

    const first = (await api.call('GET /admin/announcement/list', { token })).json();
    expect(first.pagesCount).toBe(3);
    expect(first.announcements.map((item: { title: string }) => item.title)).toEqual(['Naplánované', 'Tretí']);
    const last = (await api.call('GET /admin/announcement/list', { token, query: { page: 3 } })).json();
    expect(last.announcements.map((item: { title: string }) => item.title)).toEqual(['Skončené', 'Staré']);
    await db.delete(announcements);
  });

  it('edits the title, text and end but keeps the published day; a past end hides it at once', async () => {
    await untilCaching(api);
    const created = await publish('Oznam na úpravu');
    expect(await publicTitles()).toEqual(['Oznam na úpravu']);
    const updated = await api.call('PUT /admin/announcement/{id}', {
      token,
      params: { id: created.id },
      body: { title: 'Upravený oznam', text: 'Nový text', visibleUntil: addDays(today(), -1) },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().announcement).toEqual({
      id: created.id,
      title: 'Upravený oznam',
      text: 'Nový text',
      publishedOn: created.publishedOn,
      visibleUntil: addDays(today(), -1),
    });
    // The cached public list went with the write (x-changes-public-content).
    expect(await publicTitles()).toEqual([]);
    await api.call('PUT /admin/announcement/{id}', {
      token,
      params: { id: created.id },
      body: { title: 'Upravený oznam', text: 'Nový text' },
    });
    expect(await publicTitles()).toEqual(['Upravený oznam']);
    expect((await api.call('DELETE /admin/announcement/{id}', { token, params: { id: created.id } })).statusCode).toBe(
      204,
    );
    expect(await publicTitles()).toEqual([]);
  });

  it('forgets the cached pages and reads after the midnight that ended an announcement, only then', async () => {
    await untilCaching(api);
    const context = { database: api.database, publicCache: api.app.publicCache } as Parameters<
      typeof forgetEndedAnnouncements
    >[0];
    const created = await publish('Do dnes', today());
    expect(await forgetEndedAnnouncements(context)).toBe(false);
    await api.call('GET /announcement/list');
    expect(api.app.publicCache.peek('json:announcements')).toBeDefined();
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await forgetEndedAnnouncements(context, tomorrow)).toBe(true);
    expect(api.app.publicCache.peek('json:announcements')).toBeUndefined();
    await api.call('DELETE /admin/announcement/{id}', { token, params: { id: created.id } });
  });

  it.each([
    ['a blank title', { title: '  ' }, 422, { title: 'Nadpis je povinný.' }],
    ['a blank text', { text: ' ' }, 422, { text: 'Text je povinný.' }],
    [
      'a day that does not exist',
      { visibleUntil: '2026-02-30' },
      422,
      {
        visibleUntil: 'Zadajte platný dátum medzi rokmi 2000 a 2100.',
      },
    ],
    ['a title over 120 characters', { title: 'x'.repeat(121) }, 400, undefined],
    ['a text over 1000 characters', { text: 'x'.repeat(1001) }, 400, undefined],
    ['a published day sent by the client', { publishedOn: '2026-01-01' }, 400, undefined],
  ])('refuses %s', async (_case, overrides, status, errors) => {
    const body = { title: 'Oznam', text: 'Text', ...overrides };
    const response = await api.call('POST /admin/announcement', { token, body });
    expect(response.statusCode).toBe(status);
    if (errors) expect(response.json().errors).toEqual(errors);
    expect((await api.call('GET /admin/announcement/list', { token })).json().announcements).toEqual([]);
  });

  it('answers 404 for a missing announcement, and refuses a student', async () => {
    const body = { title: 'Oznam', text: 'Text' };
    expect((await api.call('PUT /admin/announcement/{id}', { token, params: { id: 999999 }, body })).statusCode).toBe(
      404,
    );
    expect((await api.call('DELETE /admin/announcement/{id}', { token, params: { id: 999999 } })).statusCode).toBe(404);
    const student = await api.userToken();
    expect((await api.call('POST /admin/announcement', { token: student, body })).statusCode).toBe(403);
  });
});

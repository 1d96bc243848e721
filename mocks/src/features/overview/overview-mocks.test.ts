// @vitest-environment node
import * as client from '@autoskola/api-client';
import { OVERVIEW_LIST_PAGE_SIZE } from '@autoskola/rules/overview';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../handlers.ts';
import { mockInstructorDays, mockOverviewPayments } from './overview-fixtures.ts';

const server = setupServer();
// A past year: its instructors' days (two a weekday) are more than a page, its payments less.
const year = { from: '2024-01-01', to: '2024-12-31', group: null };

describe("the overview's lists, in pages", () => {
  beforeAll(() => {
    client.configureApi('http://localhost/api/');
    server.listen({ onUnhandledFrame: 'error' });
  });
  beforeEach(() => server.resetHandlers(...createHandlers()));
  afterAll(() => server.close());

  it("serve a year of instructors' days in pages of OVERVIEW_LIST_PAGE_SIZE, and the CSV's fetch reads them all in order", async () => {
    const all = mockInstructorDays(year.from, year.to);
    expect(all.length).toBeGreaterThan(OVERVIEW_LIST_PAGE_SIZE);
    const query = { from: year.from, to: year.to };
    const first = await client.unwrap(client.api.GET('/admin/overview/instructor-days', { params: { query } }));
    expect(first.pagesCount).toBe(2);
    expect(first.instructorDays).toEqual(all.slice(0, OVERVIEW_LIST_PAGE_SIZE));
    const second = await client.unwrap(
      client.api.GET('/admin/overview/instructor-days', { params: { query: { ...query, page: 2 } } }),
    );
    expect(second.instructorDays).toEqual(all.slice(OVERVIEW_LIST_PAGE_SIZE));

    expect(await client.fetchOverviewInstructorDays(year)).toEqual(all);
  });

  it('serve a period of fewer payments than a page as one page, and none to come as no page', async () => {
    const answer = await client.unwrap(
      client.api.GET('/admin/overview/payments', { params: { query: { from: year.from, to: year.to } } }),
    );
    expect(answer).toEqual({ payments: mockOverviewPayments(year.from, year.to), pagesCount: 1 });
    expect(await client.fetchOverviewPayments(year)).toEqual(answer.payments);
    expect(await client.fetchOverviewPayments({ from: '2099-01-01', to: '2099-01-31', group: null })).toEqual([]);
  });
});

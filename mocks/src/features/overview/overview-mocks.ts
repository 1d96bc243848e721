import { schoolDate } from '@autoskola/rules/calendar-dates';
import { OVERVIEW_LIST_PAGE_SIZE, overviewPeriodErrors } from '@autoskola/rules/overview';
import { http, page, refusedBy } from '../../mock-api.ts';
import { defineMockFeature } from '../../mock-feature.ts';
import { emptyOverview, mockInstructorDays, mockOverview, mockOverviewPayments } from './overview-fixtures.ts';

/** The asked period up to today (null when it is still to come), or the server's 422 for a wrong one. */
function periodOf(asked: { from?: string | null; to?: string | null }) {
  const from = asked.from ?? '';
  const to = asked.to ?? '';
  const refused = refusedBy(overviewPeriodErrors(from, to));
  if (refused) return { refused } as const;
  const today = schoolDate(new Date());
  return { period: from > today ? null : { from, to: to < today ? to : today } } as const;
}

/**
 * The owner's overview (issue 54): a school's period, nothing for one still to come; the lists
 * behind its payments and hours, asked apart, are the same period's, in pages of
 * OVERVIEW_LIST_PAGE_SIZE (a year of instructors' days is two).
 */
export const overviewMocks = defineMockFeature({
  name: 'overview',
  handlers: () => [
    http.get('/admin/overview', ({ query, response }) => {
      const { refused, period } = periodOf({ from: query.get('from'), to: query.get('to') });
      if (refused) return response(422).json(refused);
      return response(200).json(period ? mockOverview(period.from, period.to) : emptyOverview());
    }),
    http.get('/admin/overview/payments', ({ query, response }) => {
      const { refused, period } = periodOf({ from: query.get('from'), to: query.get('to') });
      if (refused) return response(422).json(refused);
      const { items, pagesCount } = page(
        period ? mockOverviewPayments(period.from, period.to) : [],
        query as unknown as URLSearchParams,
        OVERVIEW_LIST_PAGE_SIZE,
      );
      return response(200).json({ payments: items, pagesCount });
    }),
    http.get('/admin/overview/instructor-days', ({ query, response }) => {
      const { refused, period } = periodOf({ from: query.get('from'), to: query.get('to') });
      if (refused) return response(422).json(refused);
      const { items, pagesCount } = page(
        period ? mockInstructorDays(period.from, period.to) : [],
        query as unknown as URLSearchParams,
        OVERVIEW_LIST_PAGE_SIZE,
      );
      return response(200).json({ instructorDays: items, pagesCount });
    }),
  ],
});

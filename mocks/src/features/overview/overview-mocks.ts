import { schoolDate } from '@autoskola/rules/calendar-dates';
import { overviewPeriodErrors } from '@autoskola/rules/overview';
import { http, refusedBy } from '../../mock-api.ts';
import { defineMockFeature } from '../../mock-feature.ts';
import { emptyOverview, mockOverview } from './overview-fixtures.ts';

/** The owner's overview (issue 54): a school's period, nothing for one still to come. */
export const overviewMocks = defineMockFeature({
  name: 'overview',
  handlers: () => [
    http.get('/admin/overview', ({ query, response }) => {
      const from = query.get('from') ?? '';
      const to = query.get('to') ?? '';
      const refused = refusedBy(overviewPeriodErrors(from, to));
      if (refused) return response(422).json(refused);
      const today = schoolDate(new Date());
      return response(200).json(from > today ? emptyOverview() : mockOverview(from, to < today ? to : today));
    }),
  ],
});

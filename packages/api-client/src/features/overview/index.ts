import type { OverviewPeriod } from '@autoskola/rules/overview';
import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '../../client.ts';

/**
 * The owner's overview of a period (GET /admin/overview, issue 54). The last period's answer stays
 * on screen while the next one loads, so switching months does not blank the charts; a period the
 * screen knows to be wrong is not asked for (`enabled`).
 */
export const useSchoolOverview = ({ from, to, group }: OverviewPeriod, enabled = true) =>
  $api.useQuery(
    'get',
    '/admin/overview',
    { params: { query: { from, to, ...(group ? { group } : {}) } } },
    { placeholderData: keepPreviousData, enabled },
  );

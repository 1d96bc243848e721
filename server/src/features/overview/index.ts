import type { FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { type OverviewQuery, overviewPeriodOf } from '../../modules/overview-period.ts';

/**
 * The owner's overview of a period (issue 54, /admin/prehlad): every feature with something to
 * count answers its sections through its module's `overview` hook, under the keys its contract file
 * declares (`<Feature>Overview`); this handler checks the period and puts them together, never
 * naming a feature (as the admin home does).
 */
function overviewHandlers(context: ApiContext) {
  return {
    async getSchoolOverview(request: FastifyRequest<{ Querystring: OverviewQuery }>) {
      const period = overviewPeriodOf(request.query);
      const sections = await Promise.all(
        context.modules.flatMap((module) => (module.overview ? [module.overview(context, period)] : [])),
      );
      return Object.assign({}, ...sections) as Schemas['SchoolOverview'];
    },
  };
}

export const overviewModule: FeatureModule = {
  name: 'overview',
  operations: overviewHandlers,
};

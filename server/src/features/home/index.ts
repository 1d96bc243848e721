import type { FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { currentUser } from '../../api/guard.ts';
import type { FeatureModule } from '../../modules/feature-module.ts';

/**
 * The admin home's overview (issue 51): every feature that has something for the user's home
 * answers its sections through its module's `home` hook, under the keys its contract file declares
 * (`<Feature>Home`); this handler only puts them together, never naming a feature.
 */
function homeHandlers(context: ApiContext) {
  return {
    async getHome(request: FastifyRequest) {
      const user = currentUser(request);
      const sections = await Promise.all(
        context.modules.flatMap((module) => (module.home ? [module.home(context, user)] : [])),
      );
      return Object.assign({}, ...sections) as Schemas['HomeOverview'];
    },
  };
}

export const homeModule: FeatureModule = {
  name: 'home',
  operations: homeHandlers,
};

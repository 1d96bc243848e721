import { demoOffers } from '@autoskola/demo-content';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { offerHandlers } from './offer-handlers.ts';
import { offers } from './offer-tables.ts';

/** The course offer: public cards and the admin's list, form and images (SPEC §2). */
export const offersModule: FeatureModule = {
  name: 'offers',
  operations: offerHandlers,
  demo: {
    what: 'offers',
    count: (db) => db.$count(offers),
    async insert(db) {
      await db.insert(offers).values(demoOffers.map(({ group, ...offer }) => ({ ...offer, licenceGroup: group })));
      return { added: [`${demoOffers.length} offers`] };
    },
  },
};

import type { Schemas } from '@autoskola/api-client';
import { demoOffers } from '@autoskola/demo-content';

/**
 * The demo school of `npm run seed:demo` (@autoskola/demo-content, one copy for both), with ids
 * as the server gives them, plus what a fresh demo lacks and the screens must show: an inactive offer.
 */
export const offers: Schemas['Offer'][] = [
  ...demoOffers.map((offer, index) => ({ id: index + 1, ...offer, imageUrl: null })),
  {
    id: demoOffers.length + 1,
    name: 'Skupina AM',
    group: 'AM',
    theory: '12 hodín',
    trainer: null,
    practice: '8 hodín',
    extraInfo: null,
    length: '1 mesiac',
    price: 290,
    position: 9,
    active: false,
    imageUrl: null,
  },
];

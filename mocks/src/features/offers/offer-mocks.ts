import type { Schemas } from '@autoskola/api-client';
import { offerErrors } from '@autoskola/rules/offers';
import { byPosition, http, imageHandlers, notFound, page, refusedBy } from '../../mock-api.ts';
import { defineMockFeature } from '../../mock-feature.ts';
import { offers } from './offer-fixtures.ts';

const optional = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const offerFrom = (
  id: number,
  input: Schemas['OfferInput'],
  imageUrl: string | null,
  group: Schemas['LicenceGroup'] = 'B',
): Schemas['Offer'] => ({
  id,
  name: input.name,
  group: input.group ?? group,
  theory: optional(input.theory),
  trainer: optional(input.trainer),
  practice: optional(input.practice),
  extraInfo: optional(input.extraInfo),
  length: input.length,
  price: input.price,
  position: input.position,
  active: input.active,
  imageUrl,
});

type OfferState = { offers: Schemas['Offer'][] };

/** The public offer and its administration, images included. */
export const offerMocks = defineMockFeature({
  name: 'offers',
  createState: (): OfferState => ({ offers: structuredClone(offers) }),
  handlers(state) {
    const findOffer = (id: string) => state.offers.find((offer) => offer.id === Number(id));
    return [
      http.get('/offer/list', ({ response }) =>
        response(200).json({ offers: byPosition(state.offers.filter((offer) => offer.active)) }),
      ),

      http.get('/admin/offer/list', ({ query, response }) => {
        const { items, pagesCount } = page(byPosition(state.offers), query as unknown as URLSearchParams);
        return response(200).json({ offers: items, pagesCount });
      }),

      http.post('/admin/offer', async ({ request, response }) => {
        const input = await request.json();
        const refused = refusedBy(offerErrors(input));
        if (refused) return response(422).json(refused);
        const offer = offerFrom(state.nextId++, input, null);
        state.offers.push(offer);
        return response(201).json({ offer });
      }),

      http.get('/admin/offer/{id}', ({ params, response }) => {
        const offer = findOffer(params.id);
        return offer ? response(200).json({ offer }) : response(404).json(notFound);
      }),

      http.put('/admin/offer/{id}', async ({ params, request, response }) => {
        const offer = findOffer(params.id);
        if (!offer) return response(404).json(notFound);
        const input = await request.json();
        const refused = refusedBy(offerErrors(input));
        if (refused) return response(422).json(refused);
        const updated = offerFrom(offer.id, input, offer.imageUrl, offer.group);
        Object.assign(offer, updated);
        return response(200).json({ offer: updated });
      }),

      http.delete('/admin/offer/{id}', ({ params, response }) => {
        const offer = findOffer(params.id);
        if (!offer) return response(404).json(notFound);
        state.offers = state.offers.filter((item) => item !== offer);
        return response(204).empty();
      }),

      ...imageHandlers('/admin/offer/{id}/image', 'offer', findOffer, (offer) => ({ offer })),
    ];
  },
});

import { offerErrors } from '@autoskola/rules/offers';
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../../api/context.ts';
import { assertNoFieldErrors, notFound } from '../../api/errors.ts';
import { type PageQuery, pagedList } from '../../api/pagination.ts';
import { type ImageKind, imageUrlOf } from '../../images/image-store.ts';
import { offers } from './offer-tables.ts';

/** SPEC §9: offer images are 1.75 : 1. */
export const OFFER_IMAGE: ImageKind = { folder: 'offer', width: 1400, height: 800, fit: 'cover' };

type OfferRow = typeof offers.$inferSelect;
type IdParams = { id: number };

export function toOffer(row: OfferRow): Schemas['Offer'] {
  return {
    id: row.id,
    name: row.name,
    group: row.licenceGroup as Schemas['LicenceGroup'],
    theory: row.theory,
    trainer: row.trainer,
    practice: row.practice,
    extraInfo: row.extraInfo,
    length: row.length,
    price: row.price,
    position: row.position,
    active: row.active,
    imageUrl: imageUrlOf(OFFER_IMAGE, row.id, row.imageUpdatedAt),
  };
}

const optional = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** SPEC §5 offer rules (@autoskola/rules, as the form checks them): what the schema cannot say, blank after trimming. */
function offerValues(input: Schemas['OfferInput']) {
  assertNoFieldErrors(offerErrors(input));
  return {
    name: input.name.trim(),
    // Left out, a new offer gets the column's default (B) and an edited one keeps its group.
    ...(input.group ? { licenceGroup: input.group } : {}),
    theory: optional(input.theory),
    trainer: optional(input.trainer),
    practice: optional(input.practice),
    extraInfo: optional(input.extraInfo),
    length: input.length.trim(),
    price: input.price,
    position: input.position,
    active: input.active,
  };
}

const byPosition = [asc(offers.position), asc(offers.id)];

export function offerHandlers({ database, config, images, publicCache }: ApiContext) {
  const { db } = database;
  const offerImages = images(OFFER_IMAGE);

  async function find(id: number): Promise<OfferRow> {
    const [row] = await db.select().from(offers).where(eq(offers.id, id));
    if (!row) throw notFound();
    return row;
  }

  return {
    async listPublicOffers(request: FastifyRequest, reply: FastifyReply) {
      return publicCache.send(request, reply, 'offers', async () => {
        const rows = await db
          .select()
          .from(offers)
          .where(eq(offers.active, true))
          .orderBy(...byPosition);
        return { offers: rows.map(toOffer) };
      });
    },

    async listAdminOffers(request: FastifyRequest<{ Querystring: PageQuery }>) {
      const all = db
        .select()
        .from(offers)
        .orderBy(...byPosition);
      const { rows, pagesCount } = await pagedList(request.query, config.pageSize, all, () => db.$count(offers));
      return { offers: rows.map(toOffer), pagesCount };
    },

    async getOffer(request: FastifyRequest<{ Params: IdParams }>) {
      return { offer: toOffer(await find(request.params.id)) };
    },

    async createOffer(request: FastifyRequest<{ Body: Schemas['OfferInput'] }>, reply: FastifyReply) {
      const [row] = await db.insert(offers).values(offerValues(request.body)).returning();
      if (!row) throw new Error('insert returned no row');
      return reply.code(201).send({ offer: toOffer(row) });
    },

    async updateOffer(request: FastifyRequest<{ Params: IdParams; Body: Schemas['OfferInput'] }>) {
      const [row] = await db
        .update(offers)
        .set(offerValues(request.body))
        .where(eq(offers.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      return { offer: toOffer(row) };
    },

    async deleteOffer(request: FastifyRequest<{ Params: IdParams }>, reply: FastifyReply) {
      const [row] = await db.delete(offers).where(eq(offers.id, request.params.id)).returning({ id: offers.id });
      if (!row) throw notFound();
      await offerImages.remove(row.id);
      return reply.code(204).send();
    },

    async uploadOfferImage(request: FastifyRequest<{ Params: IdParams; Body: Buffer }>) {
      await find(request.params.id);
      const row = await offerImages.attach(request.params.id, request.body, async () => {
        const [updated] = await db
          .update(offers)
          .set({ imageUpdatedAt: new Date() })
          .where(eq(offers.id, request.params.id))
          .returning();
        return updated;
      });
      if (!row) throw notFound();
      return { offer: toOffer(row) };
    },

    async deleteOfferImage(request: FastifyRequest<{ Params: IdParams }>) {
      const [row] = await db
        .update(offers)
        .set({ imageUpdatedAt: null })
        .where(eq(offers.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      await offerImages.remove(row.id);
      return { offer: toOffer(row) };
    },
  };
}

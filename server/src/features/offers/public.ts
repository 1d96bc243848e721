import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { offers } from './offer-tables.ts';

/**
 * What other features may ask of the offers (decision 0023, issue 53): an offer by id or by name.
 * No other feature imports this folder's other files (features/import-graph.test.ts).
 */
export type Offer = typeof offers.$inferSelect;

/** The offer with that id, active or not; undefined once deleted. */
export async function offerOf(db: Db, id: number): Promise<Offer | undefined> {
  const [offer] = await db.select().from(offers).where(eq(offers.id, id));
  return offer;
}

/** The offers of those names (the demo's, seeded before the features that refer to them). */
export function offersNamed(db: Db, names: readonly string[]): Promise<Offer[]> {
  return db
    .select()
    .from(offers)
    .where(inArray(offers.name, [...names]));
}

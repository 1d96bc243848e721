import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { FeatureModule } from './feature-module.ts';

/** The school already has content: demo content goes only into an empty one. */
export class DemoRefusedError extends Error {
  override name = 'DemoRefusedError';
}

/**
 * Fills an empty database with a believable driving school (each feature's `demo`, in the list's
 * order, in one transaction); refuses to touch existing content. `seed:demo` and the first start's
 * setup ('Naplniť ukážkovými údajmi') use it.
 */
export async function seedDemoContent(db: Db, imagesRoot: string, modules: readonly FeatureModule[]): Promise<string> {
  const seeding = modules.flatMap((module) => (module.demo ? [module.demo] : []));
  const { added, after } = await db.transaction(async (tx) => {
    for (const demo of seeding) {
      if ((await demo.count(tx)) > 0) {
        const what = seeding.map((each) => each.what).join(' or ');
        throw new DemoRefusedError(`The database already has ${what}; demo content was not added.`);
      }
    }
    const inserted = [];
    for (const demo of seeding) inserted.push(await demo.insert(tx));
    return {
      added: inserted.flatMap((part) => part.added),
      after: inserted.flatMap((part) => (part.after ? [part.after] : [])),
    };
  });
  for (const step of after) await step({ db, imagesRoot });
  // The planner's statistics for the rows just added (autovacuum would gather them within a
  // minute): a server started at once plans its queries on the real sizes.
  await db.execute(sql`ANALYZE`);
  const last = added.pop();
  return `Added ${added.length > 0 ? `${added.join(', ')} and ${last}` : (last ?? 'nothing')}.`;
}

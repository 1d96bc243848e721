import { randomBytes } from 'node:crypto';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { schoolDetailsHandlers } from './school-details-handlers.ts';
import { instructorExists, readSchoolDetails } from './school-details-store.ts';
import { siteSetup } from './school-details-tables.ts';
import { setupHandlers } from './setup-handlers.ts';

/**
 * The school's details on every page, edited in the admin ('Údaje o škole'), and the first
 * start that sets them with the first instructor ('Nastavenie stránky', issue 37). It also keeps
 * the school's payment settings, the account students pay to and the terms (issue 51), which
 * course applications read and edit through public.ts.
 */
export const schoolDetailsModule: FeatureModule = {
  name: 'school-details',
  operations: (context) => ({ ...schoolDetailsHandlers(context), ...setupHandlers(context) }),
  siteConfig: async (db, config) => ({
    school: await readSchoolDetails(db, config),
    setupPending: !(await instructorExists(db)),
  }),
  async start({ database: { db }, config }, log) {
    if (await instructorExists(db)) {
      await db.delete(siteSetup);
      return undefined;
    }
    // Several instances starting at once keep the first one's token.
    await db
      .insert(siteSetup)
      .values({ token: randomBytes(24).toString('base64url') })
      .onConflictDoNothing();
    const [setup] = await db.select().from(siteSetup);
    if (!setup) return undefined;
    // The log line is for log collectors (and the first-start browser test); the returned line is
    // printed on its own once the server listens (start-banner.ts).
    const address = `${config.publicUrl}/nastavenie#${setup.token}`;
    log.info(`Nastavenie stránky: ${address}`);
    return `Dokončite nastavenie stránky tu: ${address}`;
  },
};

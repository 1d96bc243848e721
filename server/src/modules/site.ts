import type { SchoolDetails, SiteConfig } from '@autoskola/school';
import type { Site } from '../api/context.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { FeatureModule } from './feature-module.ts';

/**
 * The site config of every page: the server's settings (SCHOOL_*, the retention period) as
 * first values, then each feature's part (FeatureModule.siteConfig) read from the database.
 */
export function createSite(db: Db, config: ServerConfig, modules: readonly FeatureModule[]): Site {
  const first = (): SiteConfig & { school: SchoolDetails } => ({
    school: { ...config.school },
    retentionMonths: config.retentionResolvedMonths,
  });
  const current = first();
  return {
    config: current,
    async refresh() {
      const next = first();
      for (const module of modules) {
        if (module.siteConfig) Object.assign(next, await module.siteConfig(db, config));
      }
      // In place, and only once every part is read: a page rendered meanwhile sees all old or all new.
      Object.assign(current, next);
    },
  };
}

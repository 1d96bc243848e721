import type { components } from '@autoskola/api-client';
import type { SchoolDetails, SiteConfig } from '@autoskola/school';
import type { Tokens } from '../auth/tokens.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { PublicCache } from '../http/public-cache.ts';
import type { ImageKind, ImageStore } from '../images/image-store.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { FeatureModule } from '../modules/feature-module.ts';

export type Schemas = components['schemas'];

/** What every handler may use. */
export interface ApiContext {
  database: Database;
  config: ServerConfig;
  tokens: Tokens;
  outbox: Outbox;
  /** The uploaded images of one kind (a feature declares its kind). */
  images: (kind: ImageKind) => ImageStore;
  /** Public reads, cleared on every content write. */
  publicCache: PublicCache;
  lifecycle: Lifecycle;
  /** What every page carries, kept current (modules/site.ts). */
  site: Site;
  /** After a content change: the site config is read again, then cached reads and pages go. */
  contentChanged: () => Promise<void>;
  /**
   * Tells the other instances what a feature changed (its topic, and a detail its listener
   * reads); an instance that cannot hear it forgets everything cached instead.
   */
  broadcast: (topic: string, detail: string) => void;
  /** Hears another instance's broadcast of `topic` (instead of forgetting everything cached). */
  onBroadcast: (topic: string, listener: (detail: string) => void) => void;
  /** Every feature of the server: the GDPR tools put their personal data together. */
  modules: readonly FeatureModule[];
  /** The message a feature gave for the foreign key that refused a change, if any feature did. */
  refusalFor: (error: unknown) => string | undefined;
}

/** The site config every page carries, put together from the features' parts. */
export interface Site {
  /** One object, changed in place by refresh(): whoever holds it reads the current values. */
  readonly config: SiteConfig & { school: SchoolDetails };
  /** Reads every feature's part again: after a content change, here or in another instance. */
  refresh(): Promise<void>;
}

/** What /api/ready reports besides the database. */
export interface Lifecycle {
  /** Set on SIGTERM: the load balancer should stop sending requests here. */
  draining: boolean;
  /** shell/dist/index.html was found: the instance can serve pages. */
  siteBuilt: boolean;
}

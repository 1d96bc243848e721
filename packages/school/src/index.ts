import type { Schemas } from '@autoskola/api-client/types';

/**
 * The school's public details, as the contract's SchoolDetailsInput has them (the data
 * controller of the GDPR page is its operator, registered in Likavka, SPEC §2). Defaults are the
 * values of SPEC §9; the server's SCHOOL_* settings are the first values, instructors edit them
 * ('Údaje o škole'), and the server hands the result to the frontends in the page config.
 */
export type SchoolDetails = Schemas['SchoolDetailsInput'];

export const defaultSchool: SchoolDetails = {
  name: 'Autoškola Ružomberok',
  description: 'Prvá súkromná autoškola v Ružomberku.',
  street: 'Scotta Viatora 8',
  postalCode: '03401',
  town: 'Ružomberok',
  phone: '+421 905 123 456',
  email: 'info@autoskola-ruzomberok.sk',
  companyId: '33021074',
  mapUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=19.2900%2C49.0740%2C19.3080%2C49.0820&layer=mapnik&marker=49.0780%2C19.2990',
  makerName: 'Webové štúdio',
  makerUrl: 'https://example.sk',
  operatorName: 'Autoškola Ružomberok, s. r. o.',
  operatorAddress: 'Hlavná 1, 03495 Likavka',
  contactPerson: 'Ján Vodička',
  privacyEmail: 'gdpr@autoskola-ruzomberok.sk',
};

export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/** Months after which resolved contact messages are deleted, unless RETENTION_RESOLVED_MONTHS says otherwise. */
export const DEFAULT_RETENTION_MONTHS = 12;

/** What the server writes into every page as JSON (id SITE_CONFIG_ELEMENT_ID). */
export interface SiteConfig {
  school?: Partial<SchoolDetails>;
  /** The retention period the server's deletion job uses (shown on the GDPR page). */
  retentionMonths?: number;
  /** No instructor exists yet: /admin leads to the first start's setup screen ('Nastavenie stránky'). */
  setupPending?: boolean;
}

let configOutsidePage: () => SiteConfig = () => ({});

/**
 * Server rendering has no page to read the config from: the server names where it comes from
 * (this package is imported once there, by the server and by the page bundles it renders).
 */
export function readSiteConfigFrom(source: () => SiteConfig): void {
  configOutsidePage = source;
}

function readSiteConfig(): SiteConfig {
  if (typeof document === 'undefined') return configOutsidePage();
  const element = document.getElementById(SITE_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as SiteConfig;
  } catch {
    return {};
  }
}

export function currentRetentionMonths(): number {
  const months = readSiteConfig().retentionMonths;
  return typeof months === 'number' && Number.isInteger(months) && months > 0 ? months : DEFAULT_RETENTION_MONTHS;
}

/** The site is new: the setup screen is open and the admin leads there. */
export function isSetupPending(): boolean {
  return readSiteConfig().setupPending === true;
}

/**
 * The school as configured on the server (written into the page as JSON), else the defaults.
 * Reads the page, not a module variable, so every bundle that includes this package agrees.
 */
export function currentSchool(): SchoolDetails {
  return { ...defaultSchool, ...readSiteConfig().school };
}

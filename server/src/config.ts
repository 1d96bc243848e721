import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultSchool, type SchoolDetails } from '@autoskola/school';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server; without it the embedded PGlite in DATA_DIR is used. */
  databaseUrl: string | null;
  /** The repository root, where each app's dist/ folder is found. */
  appRoot: string;
  school: SchoolDetails;
  env: Record<string, string | undefined>;
}

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`PORT must be a port number, got "${value}"`);
  }
  return parsed;
}

const schoolEnv: Record<keyof SchoolDetails, string> = {
  name: 'SCHOOL_NAME',
  description: 'SCHOOL_DESCRIPTION',
  street: 'SCHOOL_STREET',
  postalCode: 'SCHOOL_POSTAL_CODE',
  town: 'SCHOOL_TOWN',
  phone: 'SCHOOL_PHONE',
  email: 'SCHOOL_EMAIL',
  companyId: 'SCHOOL_COMPANY_ID',
  mapUrl: 'SCHOOL_MAP_URL',
  makerName: 'SCHOOL_MAKER_NAME',
  makerUrl: 'SCHOOL_MAKER_URL',
};

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const school = { ...defaultSchool };
  for (const [key, name] of Object.entries(schoolEnv) as [keyof SchoolDetails, string][]) {
    const value = env[name];
    if (value) school[key] = value;
  }
  return {
    port: port(env.PORT),
    host: env.HOST || 'localhost',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    appRoot: env.APP_ROOT ? resolve(env.APP_ROOT) : repositoryRoot,
    school,
    env,
  };
}

import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mapOriginsWith } from '@autoskola/rules/school-details';
import { DEFAULT_RETENTION_MONTHS, defaultSchool, type SchoolDetails } from '@autoskola/school';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /**
   * Where uploaded images are stored and served from (/images/*). Several instances share one
   * directory (a mounted volume); default DATA_DIR/images.
   */
  uploadDir: string;
  /** PostgreSQL server; without it the server runs its own (embedded) PostgreSQL in DATA_DIR. */
  databaseUrl: string | null;
  /** The repository root, where each app's dist/ folder is found. */
  appRoot: string;
  school: SchoolDetails;
  /** HS256 secret; null: generated once and kept in DATA_DIR. */
  jwtSecret: string | null;
  jwtTtlSeconds: number;
  /** nodemailer URL; null: each message is written as an .eml file under DATA_DIR/mail/. */
  smtpUrl: string | null;
  /** MAIL_FROM; null: the school's name and e-mail as they are now (mailFrom()). */
  mailFrom: string | null;
  pageSize: number;
  /** The site's address as people reach it, for links in e-mails. */
  publicUrl: string;
  /** How long a forgotten-password link works. */
  passwordResetTtlSeconds: number;
  /** How long a link proving an account's e-mail address works (decision 0033). */
  emailVerificationTtlSeconds: number;
  /** Resolved contact messages are deleted this many months after they were resolved (GDPR page §V). */
  retentionResolvedMonths: number;
  /**
   * Which proxies may tell the client's address and scheme (X-Forwarded-For/-Proto): Fastify's
   * trustProxy. Default 'loopback': a reverse proxy on the same machine (nginx) is believed.
   */
  trustProxy: boolean | string;
  /** How long a claimed e-mail is reserved for the instance sending it (see mail/outbox.ts). */
  mailLeaseSeconds: number;
  /** Log every request (Fastify's 'incoming request' and 'request completed' lines). */
  logRequests: boolean;
  /**
   * After SIGTERM, how long /api/ready answers 503 while the instance still serves, so a load
   * balancer polling it stops sending requests before the listener closes.
   */
  shutdownDelaySeconds: number;
  /** Redis shared by several instances: the rate limits count across all of them. */
  redisUrl: string | null;
  /** BACKUP_DIR: where the server writes a backup every night at 03:30 (Bratislava); null: none. */
  backupDir: string | null;
  /** BACKUP_KEEP: how many of the newest nightly backups stay in BACKUP_DIR. */
  backupKeep: number;
  /** BACKUP_KEY: backups are signed with it (HMAC) and restore refuses an archive not signed with it. */
  backupKey: string | null;
  /**
   * Limits counted per account or per recipient, not per client address (issue 50): a student's
   * own bookings and cancellations, password-reset e-mails to one address, and the e-mails of
   * course applications (confirmation, parent's consent, "you have applied already") to one address.
   */
  lessonChangeLimit: RateLimit;
  resetMailLimit: RateLimit;
  applicationMailLimit: RateLimit;
  env: Record<string, string | undefined>;
}

export interface RateLimit {
  max: number;
  windowMs: number;
}

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** '8h', '30m', '3600' (seconds) → seconds. */
export function parseDuration(value: string, name: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match) throw new Error(`${name} must be a duration such as 8h, 30m or 3600, got "${value}"`);
  return (Number(match[1]) * (match[2] ? (UNITS[match[2]] ?? 1000) : 1000)) / 1000;
}

/** 'N/window', e.g. '10/1m' → at most 10 requests per minute per client address. */
export function parseRateLimit(value: string, name: string): RateLimit {
  const [max, window] = value.split('/');
  const count = Number(max);
  if (!Number.isInteger(count) || count < 1 || !window) {
    throw new Error(`${name} must look like 10/1m, got "${value}"`);
  }
  return { max: count, windowMs: parseDuration(window, name) * 1000 };
}

/**
 * An operation's limit: its `x-rate-limit` in openapi.yaml names the setting and its default, so a
 * feature adds a limited operation without touching the server's code.
 */
export function rateLimitOf(
  config: Pick<ServerConfig, 'env'>,
  declaration: { setting: string; default: string },
): RateLimit {
  return parseRateLimit(config.env[declaration.setting] || declaration.default, declaration.setting);
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

function nonNegativeInteger(value: string | undefined, name: string): number {
  if (value === undefined || value === '') return 0;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number ≥ 0, got "${value}"`);
  return parsed;
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
  operatorName: 'SCHOOL_OPERATOR_NAME',
  operatorAddress: 'SCHOOL_OPERATOR_ADDRESS',
  contactPerson: 'SCHOOL_CONTACT_PERSON',
  privacyEmail: 'SCHOOL_PRIVACY_EMAIL',
};

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const school = { ...defaultSchool };
  const dataDir = resolve(env.DATA_DIR || './data');
  for (const [key, name] of Object.entries(schoolEnv) as [keyof SchoolDetails, string][]) {
    const value = env[name];
    if (value) school[key] = value;
  }
  return {
    port: port(env.PORT),
    host: env.HOST || 'localhost',
    dataDir,
    uploadDir: env.UPLOAD_DIR ? resolve(env.UPLOAD_DIR) : join(dataDir, 'images'),
    databaseUrl: env.DATABASE_URL || null,
    appRoot: env.APP_ROOT ? resolve(env.APP_ROOT) : repositoryRoot,
    school,
    jwtSecret: env.JWT_SECRET || null,
    jwtTtlSeconds: parseDuration(env.JWT_TTL || '8h', 'JWT_TTL'),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || null,
    pageSize: positiveInteger(env.PAGE_SIZE, 10, 'PAGE_SIZE'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port(env.PORT)}`).replace(/\/+$/, ''),
    passwordResetTtlSeconds: parseDuration(env.PASSWORD_RESET_TTL || '1h', 'PASSWORD_RESET_TTL'),
    emailVerificationTtlSeconds: parseDuration(env.EMAIL_VERIFICATION_TTL || '48h', 'EMAIL_VERIFICATION_TTL'),
    retentionResolvedMonths: positiveInteger(
      env.RETENTION_RESOLVED_MONTHS,
      DEFAULT_RETENTION_MONTHS,
      'RETENTION_RESOLVED_MONTHS',
    ),
    trustProxy: trustProxy(env.TRUST_PROXY),
    mailLeaseSeconds: positiveInteger(env.MAIL_LEASE_SECONDS, 120, 'MAIL_LEASE_SECONDS'),
    logRequests: env.LOG_REQUESTS === 'true',
    redisUrl: env.REDIS_URL || null,
    backupDir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : null,
    backupKeep: positiveInteger(env.BACKUP_KEEP, 14, 'BACKUP_KEEP'),
    backupKey: env.BACKUP_KEY || null,
    lessonChangeLimit: parseRateLimit(env.RATE_LIMIT_LESSON_CHANGES || '10/1h', 'RATE_LIMIT_LESSON_CHANGES'),
    resetMailLimit: parseRateLimit(env.RATE_LIMIT_RESET_MAILS || '3/1h', 'RATE_LIMIT_RESET_MAILS'),
    applicationMailLimit: parseRateLimit(env.RATE_LIMIT_APPLICATION_MAILS || '3/1h', 'RATE_LIMIT_APPLICATION_MAILS'),
    shutdownDelaySeconds: nonNegativeInteger(env.SHUTDOWN_DELAY_SECONDS, 'SHUTDOWN_DELAY_SECONDS'),
    env,
  };
}

/** Out of the sender's name: a quote or backslash would end it, a line break start another header. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is its purpose.
const NOT_IN_A_SENDER_NAME = /["\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** The sender of the e-mails: MAIL_FROM, else the school as instructors saved it. */
export function mailFrom(
  config: Pick<ServerConfig, 'mailFrom'>,
  school: Pick<SchoolDetails, 'name' | 'email'>,
): string {
  return config.mailFrom ?? `"${school.name.replace(NOT_IN_A_SENDER_NAME, '')}" <${school.email}>`;
}

/**
 * Where the school's map may be embedded from: OpenStreetMap, Google Maps, and the host of the
 * SCHOOL_MAP_URL setting (the Content-Security-Policy's frame-src and the details' rule alike).
 */
export function mapEmbedOrigins(config: Pick<ServerConfig, 'school'>): string[] {
  return mapOriginsWith(config.school.mapUrl);
}

function trustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '') return 'loopback';
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

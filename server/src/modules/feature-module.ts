import type { SubjectSectionRule } from '@autoskola/rules/data-subjects';
import type { OverviewPeriod } from '@autoskola/rules/overview';
import type { SchoolDetails, SiteConfig } from '@autoskola/school';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiContext, Schemas } from '../api/context.ts';
import type { SessionUser } from '../api/guard.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Outbox } from '../mail/outbox.ts';

/**
 * A feature of the server as one object (decision 0023, docs/adding-a-feature.md): the contract's
 * operations it implements, the personal data it keeps, its scheduled jobs and its demo content.
 * The app, the GDPR tooling, the retention job, the CLI and `seed:demo` only iterate over the list
 * in features/index.ts; no code outside a feature's folder names what is inside it.
 */
export interface FeatureModule {
  /** Kebab-case, as the feature's folder. */
  name: string;
  /** One handler per operationId of openapi.yaml that this feature implements. */
  operations?: (context: ApiContext) => Handlers;
  personalData?: PersonalData;
  /** Work done every hour in one instance at a time (after the retention purges). */
  jobs?: readonly ScheduledJob[];
  demo?: DemoContent;
  /**
   * Its part of what every page carries (SiteConfig: the school's details, the setup flag): read
   * at start and again after every content change, here or announced by another instance.
   */
  siteConfig?: (db: Db, config: ServerConfig) => Promise<Partial<SiteConfig>>;
  /**
   * Work when the server starts, once its API is registered. What it returns is a line for whoever
   * started the server (the first start's setup address), printed on its own once the server listens.
   */
  start?: (context: ApiContext, log: JobContext['log']) => Promise<string | undefined>;
  /**
   * What to tell a user whose change a foreign key of this feature refused, by constraint name
   * (a category still holding questions, say): the feature that owns the referenced row answers
   * with it, without knowing who refers to it.
   */
  refusals?: Readonly<Record<string, string>>;
  /**
   * What it does when another feature's event concerns its rows (the declared links): the feature
   * that owns the event calls every module's hook in the event's own transaction, not knowing who
   * listens (a closed application cancels its lessons). See docs/adding-a-feature.md.
   */
  links?: (context: ApiContext) => FeatureLinks;
  /**
   * Its sections of the admin home's overview (GET /home): read-only queries, a student's
   * sections for a user without ROLE_INSTRUCTOR and the day's sections for an instructor. The home
   * feature puts every module's sections together without knowing what they hold; the feature
   * declares its keys in its own contract file as `<Feature>Home` (featureSchemaName).
   */
  home?: (context: ApiContext, user: SessionUser) => Promise<Schemas['HomeOverview']>;
  /**
   * Its sections of the owner's overview of a period (GET /admin/overview, issue 54): read-only
   * aggregates of the period, of one licence group when it names one. The overview feature puts
   * them together as the home does; the keys are the feature's `<Feature>Overview` (featureSchemaName).
   */
  overview?: (context: ApiContext, period: OverviewPeriod) => Promise<Schemas['SchoolOverview']>;
  /**
   * The e-mails it sends instructors on its events, each a type they switch on or off. The
   * notifications feature accepts these types only; the contract declares the same ones in the
   * feature's file as `<Feature>NotificationType` (featureSchemaName).
   */
  notifications?: readonly FeatureNotification[];
}

/** One type of e-mail a feature sends instructors (notifiedInstructors finds who gets it). */
export interface FeatureNotification {
  type: string;
  /** Every instructor gets it until switching it off; otherwise only those who switched it on. */
  defaultOn: boolean;
}

/** The events one feature announces to the others, each run inside the event's transaction. */
export interface FeatureLinks {
  /**
   * An application became 'Zrušená' or 'Ukončená' (course applications' status change). A throw
   * rolls the status change back. Answers the work to do once the change is committed, if any.
   */
  applicationClosed?: (tx: Db, application: ClosedApplication) => Promise<AfterCommit | undefined>;
}

export interface ClosedApplication {
  id: number;
  status: 'cancelled' | 'finished';
  /** The instructor who changed it (e-mail). */
  by: string;
}

/** Work after the event's transaction committed: e-mails kicked, cached reads forgotten. */
export type AfterCommit = () => void;

/** Every module's hook for one event, in the module list's order. */
export function linkedHooks<K extends keyof FeatureLinks>(
  context: ApiContext,
  event: K,
): NonNullable<FeatureLinks[K]>[] {
  return context.modules.flatMap((module) => {
    const hook = module.links?.(context)[event];
    return hook ? [hook] : [];
  });
}

// biome-ignore lint/suspicious/noExplicitAny: each handler narrows its own request type
export type Handler = (request: FastifyRequest<any>, reply: FastifyReply) => Promise<unknown>;
export type Handlers = Record<string, Handler>;

/** The person a data-subject request is about: what the instructor typed, normalized. */
export interface DataSubject {
  /** Lower case; '' when not given. */
  email: string;
  /** Digits and a leading + (normalizePhone); '' when not given. */
  phone: string;
  /** The account registered with that e-mail, if any. */
  userId: number | null;
}

/**
 * Everything a feature stores about people. Each part answers its own keys of the contract's
 * combined answer (AccountExport, SubjectData, ErasureResult), which take any key: the feature
 * declares what its keys hold in its own contract file, as `<Feature>AccountExport`,
 * `<Feature>SubjectData` and `<Feature>ErasureResult` (sectionSchemaName in personal-data.ts).
 */
export interface PersonalData {
  /** Its section of `GET /account/export`; `modules` are every feature's (what the others declare). */
  exportAccount?: (db: Db, userId: number, modules: readonly FeatureModule[]) => Promise<Record<string, unknown>>;
  /** Run inside the account's deletion, before the user row goes (ON DELETE CASCADE does the rest). */
  eraseAccount?: (db: Db, userId: number) => Promise<void>;
  /** Its section of a data-subject search. */
  findSubject?: (db: Db, subject: DataSubject) => Promise<Record<string, unknown[]>>;
  /** How the admin screen shows that section (@autoskola/rules, shared with the mocks). */
  // biome-ignore lint/suspicious/noExplicitAny: each feature's rule knows its own item type
  subjectSection?: SubjectSectionRule<any>;
  /** Erases the subject's data; answers its counts of what went. */
  eraseSubject?: (db: Db, subject: DataSubject) => Promise<Record<string, number>>;
  /** Deletes what is past its keeping period; answers how many rows went. */
  purgeExpired?: (job: JobContext) => Promise<number>;
}

export interface JobContext {
  db: Db;
  now: Date;
  /** RETENTION_RESOLVED_MONTHS: how long a resolved request of a person is kept. */
  retentionMonths: number;
  log: { info: (message: string) => void; warn: (message: string) => void };
  /** For jobs that e-mail people (payment reminders); absent where no mail is sent (some tests). */
  mail?: JobMail;
}

export interface JobMail {
  /** The outbox, or one that holds what it is given while a restored backup's hold lasts. */
  outbox: Pick<Outbox, 'enqueue' | 'kick'>;
  /** The school as saved now. */
  school: () => SchoolDetails;
  publicUrl: string;
}

export interface ScheduledJob {
  name: string;
  run: (job: JobContext) => Promise<void>;
}

/** What `seed:demo` puts in an empty database; features seed in the list's order. */
export interface DemoContent {
  /** Names what the feature keeps, for the refusal ('The database already has offers or …'). */
  what: string;
  /** How many rows of it exist: demo content goes only into an empty school. */
  count: (db: Db) => Promise<number>;
  /** Inserts the rows (inside the seed's one transaction); answers what it added ('5 offers'). */
  insert: (db: Db) => Promise<DemoInserted>;
}

export interface DemoInserted {
  added: string[];
  /** Work after the transaction (pictures drawn into the uploads folder). */
  after?: (target: { db: Db; imagesRoot: string }) => Promise<void>;
}

export type { ServerConfig };

import type { Schemas } from '@autoskola/api-client';
import type { SubjectSectionRule } from '@autoskola/rules/data-subjects';
import type { HttpHandler } from 'msw';

/** What every mock feature may read and change: the accounts, ids, the notification choices. */
export interface MockCore {
  /** Roles by lower-case e-mail; every account's password is MOCK_PASSWORD. */
  users: Map<string, string[]>;
  /** The next id any feature gives a new row. */
  nextId: number;
  notifications: Set<Schemas['NotificationType']>;
  /** The types on until an instructor switches them off (the features' defaultNotifications). */
  defaultNotifications: ReadonlySet<Schemas['NotificationType']>;
  /** The one forgotten-password link was used. */
  resetTokenUsed: boolean;
}

/** The person of a data-subject request, normalized as the server does it. */
export interface MockSubject {
  email: string;
  phone: string;
}

/**
 * A feature of the mock API, as the server's FeatureModule (server/src/modules/feature-module.ts):
 * its state, its handlers, its sections of the account export and the data-subject tools, and the
 * refusals it adds when another feature's row it refers to is deleted. Listed in features/index.ts.
 */
export interface MockFeature<State extends object = object> {
  name: string;
  /** A fresh copy of its fixtures. */
  createState?: () => State;
  /** Its e-mail notifications an instructor gets until switched off (as the server's feature modules declare them). */
  defaultNotifications?: readonly Schemas['NotificationType'][];
  handlers: (state: State & MockCore, registry: MockRegistry) => HttpHandler[];
  personalData?: {
    exportAccount?: (state: State & MockCore, email: string) => Record<string, unknown>;
    findSubject?: (state: State & MockCore, subject: MockSubject) => Record<string, unknown[]>;
    // biome-ignore lint/suspicious/noExplicitAny: each feature's rule knows its own item type
    subjectSection?: SubjectSectionRule<any>;
    eraseSubject?: (state: State & MockCore, subject: MockSubject) => Record<string, number>;
  };
  /** By what is deleted (e.g. 'learning-material-category'): why this feature's rows keep it. */
  refusals?: Record<string, (state: State & MockCore, id: number) => string | null>;
}

/** The other features, as a feature's handlers may ask them (never by importing them). */
export interface MockRegistry {
  accountSections: (email: string) => Record<string, unknown>;
  /** Every feature's data about the person, and the sections the admin screen lists. */
  subjectSections: (subject: MockSubject) => Record<string, unknown>;
  eraseSubject: (subject: MockSubject) => Record<string, number>;
  /** The first refusal any feature gives for deleting `what` with this id, or null. */
  refusal: (what: string, id: number) => string | null;
}

/** Keeps a feature's state type with its handlers (the list holds features of different states). */
export const defineMockFeature = <State extends object>(feature: MockFeature<State>) => feature;

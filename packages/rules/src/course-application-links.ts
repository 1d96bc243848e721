import type { Schemas } from '@autoskola/api-client/types';
import { applicationConfirmed, consentRecorded, usedLinkMessage } from './course-applications.ts';

/**
 * An application as the e-mails' links read it, from the server's row or the mocks' state alike
 * (their times: a Date or an ISO string, null until it happened).
 */
export interface LinkedApplication {
  number: number;
  email: string;
  firstname: string;
  lastname: string;
  birthDate: string;
  parentName: string | null;
  parentEmail: string | null;
  confirmedAt: Date | string | null;
  parentConsentAt: Date | string | null;
}

export type LinkPurpose = Schemas['CourseApplicationLinkInput']['purpose'];

/** A minor's application whose parent has not consented yet. */
export const awaitsParent = (application: Pick<LinkedApplication, 'parentEmail' | 'parentConsentAt'>) =>
  application.parentEmail !== null && application.parentConsentAt === null;

/** An application counts once the applicant confirmed it and, for a minor, a parent consented. */
export const countsNow = (application: Pick<LinkedApplication, 'confirmedAt' | 'parentEmail' | 'parentConsentAt'>) =>
  application.confirmedAt !== null && !awaitsParent(application);

/** Whether this link did its work already (its time is set). */
export const linkUsedFor = (
  purpose: LinkPurpose,
  application: Pick<LinkedApplication, 'confirmedAt' | 'parentConsentAt'>,
) => (purpose === 'confirm' ? application.confirmedAt : application.parentConsentAt) !== null;

/**
 * What a link's page shows before it is used: whose application, for which course and price, and
 * whether it was used (and what that did). The parent confirms who the child is (birth date and
 * their own name); the applicant knows their own.
 */
export function linkPreviewAnswer(
  purpose: LinkPurpose,
  application: LinkedApplication,
  {
    used,
    course,
    price,
    terms,
  }: {
    used: boolean;
    course: Schemas['CourseApplicationCourse'];
    price: number;
    terms: Schemas['CourseTerms'] | null;
  },
): Schemas['CourseApplicationLinkPreview'] {
  const consent = purpose === 'consent';
  return {
    state: used ? 'used' : 'open',
    message: used ? usedLinkMessage(purpose, awaitsParent(application)) : null,
    number: application.number,
    name: `${application.firstname} ${application.lastname}`,
    birthDate: consent ? application.birthDate : null,
    parentName: consent ? application.parentName : null,
    course,
    price,
    terms,
  };
}

/** The answer to a confirmed application: a minor's still waits for the parent's consent. */
export function confirmationAnswer(
  application: LinkedApplication,
  accountToken: string | null,
): Schemas['CourseApplicationConfirmed'] {
  const waiting = awaitsParent(application);
  return {
    message: applicationConfirmed(application.number, waiting),
    number: application.number,
    email: application.email,
    parentConsentPending: waiting,
    accountToken,
  };
}

/** The answer to a parent's consent. */
export const consentAnswer = (
  application: Pick<LinkedApplication, 'number' | 'firstname' | 'lastname'>,
  courseName: string,
): Schemas['CourseApplicationConsented'] => ({
  message: consentRecorded(courseName, application.firstname, application.lastname),
  number: application.number,
});

import type { Schemas } from '@autoskola/api-client';
import {
  demoApplicantEmail,
  demoApplicationFile,
  demoBankAccount,
  demoCourseApplications,
  demoCourseTerms,
} from '@autoskola/demo-content';
import { formatIban, paymentsOf } from '@autoskola/rules/course-application-payments';
import { documentsFor, SENT_FROM_WEB } from '@autoskola/rules/course-applications';
import { eurosToCents } from '@autoskola/rules/money';
import { offers } from '../offers/offer-fixtures.ts';

/**
 * Who took a step of an application's history, as the server answers it: the account's name where
 * it has one (the mocks' instructor is the setup's Ján Vodička), else the e-mail.
 */
const ACCOUNT_NAMES: Readonly<Record<string, string>> = { 'instruktor@autoskola.sk': 'Ján Vodička' };
export const historyBy = (email: string | null | undefined): string | null =>
  email ? (ACCOUNT_NAMES[email.toLowerCase()] ?? email) : null;

/** The links of the mocks' e-mails: each works once, as the server's. */
export const MOCK_CONFIRMATION_TOKEN = 'potvrdenie-prihlasky';
export const MOCK_CONSENT_TOKEN = 'suhlas-zastupcu';

/** The demo school's account and terms, as `seed:demo` stores them. */
export const bankAccount: Schemas['SchoolBankAccount'] = {
  iban: formatIban(demoBankAccount.iban),
  recipient: demoBankAccount.recipient,
};
export const terms: Schemas['CourseTerms'] = {
  version: 1,
  text: demoCourseTerms,
  updatedAt: '2026-11-01T08:00:00.000Z',
};

/** Applications of the demo school, as `seed:demo` stores them, with ids and numbers as the server gives them. */
export const courseApplications: Schemas['CourseApplicationDetail'][] = demoCourseApplications.map((demo, index) => {
  const offer =
    offers.find((candidate) => candidate.position === demo.offerPosition) ?? (offers[0] as Schemas['Offer']);
  const sentAt = new Date(Date.UTC(2026, 10, 20, 9) - demo.sentDaysAgo * 86_400_000).toISOString();
  const email = demoApplicantEmail(demo);
  // Cents (decision 0035): the offer's whole euros × 100.
  const price = eurosToCents(offer.price);
  const file = demoApplicationFile(demo, index, price, new Date(sentAt));
  const received = file.received.map((payment, paymentIndex) => ({
    ...payment,
    id: 1000 + index * 10 + paymentIndex,
    note: null,
  }));
  const minor = demo.parentName !== undefined;
  return {
    id: index + 1,
    number: 202600001 + index,
    firstname: demo.firstname,
    lastname: demo.lastname,
    birthDate: `${2026 - demo.age - 1}-${String((index % 12) + 1).padStart(2, '0')}-15`,
    age: demo.age,
    email,
    phone: `+421 905 ${String(100 + index)} ${String(200 + index * 7).slice(-3)}`,
    street: `Hlavná ${10 + index}`,
    town: demo.town,
    postalCode: '03401',
    heldGroups: demo.heldGroups as Schemas['LicenceGroup'][],
    note: demo.note ?? null,
    parentName: demo.parentName ?? null,
    parentEmail: demo.parentName ? `rodic.${email}` : null,
    parentConsentAt: demo.parentName ? sentAt : null,
    confirmedAt: sentAt,
    course: { id: offer.id, name: offer.name, group: offer.group },
    price,
    status: demo.status,
    submittedAt: sentAt,
    userId: null,
    termsVersion: 1,
    documents: documentsFor(minor).map((kind) => {
      const stored = file.documents.find((document) => document.kind === kind);
      return { kind, done: stored !== undefined, date: stored?.date ?? null, validUntil: stored?.validUntil ?? null };
    }),
    payments: paymentsOf(price, file.schedule, received),
    history: [
      { status: 'new', at: sentAt, by: null, note: SENT_FROM_WEB },
      ...(demo.status === 'new'
        ? []
        : [{ status: demo.status, at: sentAt, by: historyBy('instruktor@autoskola.sk'), note: null } as const]),
    ],
  };
});

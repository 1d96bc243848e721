import type { Schemas } from '@autoskola/api-client';
import { demoApplicantEmail, demoCourseApplications } from '@autoskola/demo-content';
import { documentsFor } from '@autoskola/rules/course-applications';
import { defaultSchedule, paymentsOf } from '@autoskola/rules/course-payments';
import { offers } from '../offers/offer-fixtures.ts';

/** The links of the mocks' e-mails: each works once, as the server's. */
export const MOCK_CONFIRMATION_TOKEN = 'potvrdenie-prihlasky';
export const MOCK_CONSENT_TOKEN = 'suhlas-zastupcu';

/** The demo school's account and terms, as an instructor would have set them. */
export const bankAccount: Schemas['SchoolBankAccount'] = {
  iban: 'SK31 1200 0000 1987 4263 7541',
  recipient: 'Autoškola Ružomberok s.r.o.',
};
export const terms: Schemas['CourseTerms'] = {
  version: 1,
  text: '1. Prihláška\nPrihláška je záväzná po zaplatení zálohy.\n\n2. Platby\nCenu kurzu platíte podľa rozpisu v časti Môj kurz.',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

const ENROLLED = ['enrolled', 'training', 'exam', 'finished'];
/** Applications of the demo school, as `seed:demo` stores them, with ids and numbers as the server gives them. */
export const courseApplications: Schemas['CourseApplicationDetail'][] = demoCourseApplications.map((demo, index) => {
  const offer =
    offers.find((candidate) => candidate.position === demo.offerPosition) ?? (offers[0] as Schemas['Offer']);
  const sentAt = new Date(Date.UTC(2026, 10, 20, 9) - demo.sentDaysAgo * 86_400_000).toISOString();
  const email = demoApplicantEmail(demo);
  const enrolled = ENROLLED.includes(demo.status);
  const schedule = enrolled ? defaultSchedule(offer.price, new Date(Date.parse(sentAt) + 3 * 86_400_000)) : [];
  // Finished files are paid up; the rest paid the deposit, or the deposit and an instalment.
  const paidCount = demo.status === 'finished' ? schedule.length : enrolled ? 1 + (index % 2) : 0;
  const received = schedule.slice(0, paidCount).map((instalment, paymentIndex) => ({
    id: 1000 + index * 10 + paymentIndex,
    amount: instalment.amount,
    date: instalment.dueDate,
    method: paymentIndex === 0 ? 'cash' : 'transfer',
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
    postalCode: '034 01',
    heldGroups: demo.heldGroups as Schemas['LicenceGroup'][],
    note: demo.note ?? null,
    parentName: demo.parentName ?? null,
    parentEmail: demo.parentName ? `rodic.${email}` : null,
    parentConsentAt: demo.parentName ? sentAt : null,
    confirmedAt: sentAt,
    course: { id: offer.id, name: offer.name, group: offer.group },
    price: offer.price,
    status: demo.status,
    submittedAt: sentAt,
    userId: null,
    termsVersion: 1,
    documents: documentsFor(minor).map((kind, documentIndex) => {
      const done = enrolled || (demo.status === 'verified' && documentIndex === 0);
      return {
        kind,
        done,
        date: done ? sentAt.slice(0, 10) : null,
        validUntil: done && kind === 'medicalCertificate' ? '2031-11-01' : null,
      };
    }),
    payments: paymentsOf(offer.price, schedule, received),
    history: [
      { status: 'new', at: sentAt, by: null, note: 'Prihláška odoslaná cez web.' },
      ...(demo.status === 'new'
        ? []
        : [{ status: demo.status, at: sentAt, by: 'instruktor@autoskola.sk', note: null } as const]),
    ],
  };
});

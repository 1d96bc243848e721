import type { Schemas } from '@autoskola/api-client';
import { API_MESSAGES } from '@autoskola/rules/api-messages';
import { normalizePhone } from '@autoskola/rules/contact-details';
import {
  awaitsParent,
  confirmationAnswer,
  consentAnswer,
  countsNow,
  linkPreviewAnswer,
} from '@autoskola/rules/course-application-links';
import {
  amountDue,
  defaultSchedule,
  formatIban,
  paymentNote,
  paymentsOf,
} from '@autoskola/rules/course-application-payments';
import {
  ACCOUNT_EXISTS,
  ALREADY_CONFIRMED,
  ALREADY_CONSENTED,
  APPLICATION_LINK_INVALID,
  ageOn,
  applicationSent,
  CANCEL_REASON_REQUIRED,
  CONSENT_ONLY_FOR_MINORS,
  COURSE_APPLICATION_RULES,
  courseApplicationErrors,
  courseApplicationSubjectSection,
  documentErrors,
  documentsFor,
  isAllowedStep,
  isMinor,
  normalizedApplication,
  parseCalendarDate,
  paymentErrors,
  paymentLimitsOf,
  SENT_FROM_WEB,
  scheduleErrors,
  stepRefusal,
  todayInBratislava,
} from '@autoskola/rules/course-applications';
import { eurosToCents } from '@autoskola/rules/money';
import { payBySquare } from '@autoskola/rules/pay-by-square';
import { bankAccountErrors, termsErrors } from '@autoskola/rules/payment-settings';
import { currentPayload, http, notFound, PAGE_SIZE, refusedBy, signedIn } from '../../mock-api.ts';
import { defineMockFeature, type MockSubject } from '../../mock-feature.ts';
import { mockToken } from '../../mock-token.ts';
import { offers } from '../offers/offer-fixtures.ts';
import {
  bankAccount,
  courseApplications,
  historyBy,
  MOCK_CONFIRMATION_TOKEN,
  MOCK_CONSENT_TOKEN,
  terms,
} from './course-application-fixtures.ts';

type Application = Schemas['CourseApplicationDetail'] & { counted: boolean };
type CourseApplicationState = {
  courseApplications: Application[];
  linksUsed: Set<string>;
  bankAccount: Schemas['SchoolBankAccount'];
  terms: Schemas['CourseTerms'];
};

const LINK_INVALID = { message: APPLICATION_LINK_INVALID };
const MOCK_ACCOUNT_TOKEN = 'ucet-z-prihlasky';

const toRow = (application: Application): Schemas['CourseApplicationRow'] => ({
  id: application.id,
  number: application.number,
  name: `${application.firstname} ${application.lastname}`,
  email: application.email,
  course: application.course,
  submittedAt: application.submittedAt,
  age: application.age,
  status: application.status,
  documentsDone: application.documents.filter((document) => document.done).length,
  documentsTotal: application.documents.length,
  paid: application.payments.paid,
  price: application.price,
});

/** How to pay what is due, as the server computes it. */
function instructionsOf(
  application: Application,
  account: Schemas['SchoolBankAccount'],
): Schemas['PaymentInstructions'] | null {
  if (!account.iban || application.status === 'cancelled' || application.status === 'new') return null;
  const due = amountDue(application.payments);
  if (due.amount <= 0) return null;
  const variableSymbol = String(application.number);
  return {
    ...account,
    amount: due.amount,
    variableSymbol,
    dueDate: due.dueDate,
    payBySquare: payBySquare({
      ...account,
      amount: due.amount,
      variableSymbol,
      dueDate: due.dueDate,
      note: paymentNote(application.course.name, application.firstname, application.lastname),
    }),
  };
}

const recomputed = (
  application: Application,
  schedule: { amount: number; dueDate: string }[],
  received: Schemas['CourseApplicationPayment'][],
) => {
  application.payments = paymentsOf(application.price, schedule, received);
};

const matchesSubject = (subject: MockSubject) => (application: Application) =>
  (subject.email !== '' && application.email.toLowerCase() === subject.email) ||
  (subject.phone !== '' && normalizePhone(application.phone) === subject.phone);

const detail = ({ counted: _counted, ...application }: Application): Schemas['CourseApplicationDetail'] => application;

/**
 * Course applications: the public form, the e-mails' links (MOCK_CONFIRMATION_TOKEN and
 * MOCK_CONSENT_TOKEN confirm the newest application, once each), 'Môj kurz' and the admin.
 */
export const courseApplicationMocks = defineMockFeature({
  name: 'course-applications',
  // An instructor hears of new applications until switching it off (issue 51).
  defaultNotifications: ['newCourseApplication'],
  createState: (): CourseApplicationState => ({
    courseApplications: structuredClone(courseApplications).map((application) => ({ ...application, counted: true })),
    linksUsed: new Set(),
    bankAccount: { ...bankAccount },
    terms: { ...terms },
  }),
  personalData: {
    exportAccount: (state, email) => ({
      courseApplications: state.courseApplications
        .filter((application) => application.email.toLowerCase() === email.toLowerCase())
        .map(detail),
    }),
    subjectSection: courseApplicationSubjectSection,
    findSubject: (state, subject) => ({
      courseApplications: state.courseApplications.filter(matchesSubject(subject)).map(detail),
    }),
    eraseSubject(state, subject) {
      const before = state.courseApplications.length;
      const matches = matchesSubject(subject);
      state.courseApplications = state.courseApplications.filter((application) => !matches(application));
      return { deletedCourseApplications: before - state.courseApplications.length };
    },
  },
  handlers(state) {
    const newest = () => state.courseApplications.at(-1);
    const find = (id: string) =>
      state.courseApplications.find((application) => application.id === Number(id) && application.counted);
    // The consent link is the newest minor's (a parent is asked only for a minor).
    const linked = (purpose: 'confirm' | 'consent') =>
      purpose === 'consent'
        ? (state.courseApplications.findLast((application) => application.parentEmail !== null) ?? newest())
        : newest();
    const useLink = (token: string, expected: string) => {
      if (token !== expected || state.linksUsed.has(token)) return false;
      state.linksUsed.add(token);
      return true;
    };
    const recount = (application: Application) => {
      application.counted = countsNow(application);
    };
    return [
      http.post('/course-application/add', async ({ request, response }) => {
        const input = await request.json();
        const offer = offers.find((candidate) => candidate.id === input.offerId);
        if (!offer?.active) {
          return response(422).json({
            message: API_MESSAGES.validationFailed,
            errors: { offerId: COURSE_APPLICATION_RULES.offerId.inactive },
          });
        }
        const refused = refusedBy(courseApplicationErrors(input, offer.group));
        if (refused) return response(422).json(refused);
        const email = input.email.trim();
        const minor = isMinor(input.birthDate);
        const sent = {
          message: applicationSent(email),
          email,
          parentConsentNeeded: minor,
        };
        // As the server: the same answer whatever the address has. A confirmed application stays
        // (its owner gets an e-mail), an unconfirmed one is replaced by the new one.
        const open = state.courseApplications.find(
          (application) =>
            application.email.toLowerCase() === email.toLowerCase() &&
            application.course.id === offer.id &&
            !['finished', 'cancelled'].includes(application.status),
        );
        if (open?.confirmedAt) return response(201).json(sent);
        if (open) state.courseApplications.splice(state.courseApplications.indexOf(open), 1);
        const birth = parseCalendarDate(input.birthDate);
        const now = new Date().toISOString();
        const payload = currentPayload(request);
        state.courseApplications.push({
          id: state.nextId++,
          number: 202600001 + state.courseApplications.length,
          ...normalizedApplication(input, minor),
          age: birth ? ageOn(birth, todayInBratislava()) : 0,
          parentConsentAt: null,
          confirmedAt: null,
          course: { id: offer.id, name: offer.name, group: offer.group },
          price: eurosToCents(offer.price),
          status: 'new',
          submittedAt: now,
          userId: payload ? 1 : null,
          termsVersion: state.terms.version || null,
          documents: documentsFor(minor).map((kind) => ({ kind, done: false, date: null, validUntil: null })),
          payments: paymentsOf(eurosToCents(offer.price), [], []),
          history: [{ status: 'new', at: now, by: null, note: SENT_FROM_WEB }],
          counted: false,
        });
        return response(201).json(sent);
      }),

      http.post('/course-application/link-preview', async ({ request, response }) => {
        const { token, purpose } = await request.json();
        const application = linked(purpose);
        const expected = purpose === 'consent' ? MOCK_CONSENT_TOKEN : MOCK_CONFIRMATION_TOKEN;
        if (!application || token !== expected) return response(400).json(LINK_INVALID);
        return response(200).json(
          linkPreviewAnswer(purpose, application, {
            used: state.linksUsed.has(token),
            course: application.course,
            price: application.price,
            terms: application.termsVersion ? state.terms : null,
          }),
        );
      }),

      http.post('/course-application/confirm', async ({ request, response }) => {
        const { token } = await request.json();
        const application = newest();
        if (state.linksUsed.has(token)) return response(409).json({ message: ALREADY_CONFIRMED });
        if (!application || !useLink(token, MOCK_CONFIRMATION_TOKEN)) return response(400).json(LINK_INVALID);
        application.confirmedAt = new Date().toISOString();
        recount(application);
        return response(200).json(confirmationAnswer(application, MOCK_ACCOUNT_TOKEN));
      }),

      http.post('/course-application/consent', async ({ request, response }) => {
        const { token } = await request.json();
        const application = linked('consent');
        if (state.linksUsed.has(token)) return response(409).json({ message: ALREADY_CONSENTED });
        if (!application || !useLink(token, MOCK_CONSENT_TOKEN)) return response(400).json(LINK_INVALID);
        const now = new Date().toISOString();
        application.parentConsentAt = now;
        // The online consent is the consent document, received today.
        application.documents = application.documents.map((document) =>
          document.kind === 'parentConsent' ? { ...document, done: true, date: now.slice(0, 10) } : document,
        );
        recount(application);
        return response(200).json(consentAnswer(application, application.course.name));
      }),

      http.post('/course-application/account', async ({ request, response }) => {
        const { token, password } = await request.json();
        const application = newest();
        if (!application || !useLink(token, MOCK_ACCOUNT_TOKEN)) return response(400).json(LINK_INVALID);
        if (password.length < 6) {
          return response(422).json({
            message: 'Validation failed.',
            errors: { password: 'Password must be at least 6 characters long.' },
          });
        }
        if (state.users.has(application.email.toLowerCase())) {
          return response(409).json({ message: ACCOUNT_EXISTS });
        }
        state.users.set(application.email.toLowerCase(), ['ROLE_USER']);
        return response(201).json({ token: mockToken(application.email, ['ROLE_USER']) });
      }),

      http.get(
        '/course-application/mine',
        signedIn(({ response }, payload) => {
          const mine = state.courseApplications.filter(
            (application) =>
              application.confirmedAt !== null && application.email.toLowerCase() === payload.email.toLowerCase(),
          );
          return response(200).json({
            courseApplications: mine.reverse().map((application) => ({
              id: application.id,
              number: application.number,
              course: application.course,
              status: application.status,
              submittedAt: application.submittedAt,
              parentConsentPending: awaitsParent(application),
              documents: application.documents,
              payments: application.payments,
              paymentInstructions: instructionsOf(application, state.bankAccount),
              history: application.history,
            })),
          });
        }),
      ),

      http.get('/admin/course-application/list', ({ query, response }) => {
        const status = query.get('status');
        const offerId = Number(query.get('offerId') ?? 0);
        const search = query.get('search')?.trim().toLowerCase() ?? '';
        const matching = state.courseApplications
          .filter((application) => application.counted)
          .filter((application) => !status || application.status === status)
          .filter((application) => !offerId || application.course.id === offerId)
          .filter(
            (application) =>
              !search ||
              `${application.firstname} ${application.lastname}`.toLowerCase().includes(search) ||
              application.email.toLowerCase().includes(search),
          )
          .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt) || b.id - a.id);
        const number = Math.max(Number(query.get('applicationPage') ?? 1) || 1, 1);
        return response(200).json({
          courseApplications: matching.slice((number - 1) * PAGE_SIZE, number * PAGE_SIZE).map(toRow),
          pagesCount: Math.ceil(matching.length / PAGE_SIZE),
        });
      }),

      http.get('/admin/course-application/{id}', ({ params, response }) => {
        const application = find(params.id);
        return application
          ? response(200).json({ courseApplication: detail(application) })
          : response(404).json(notFound);
      }),

      http.post('/admin/course-application/{id}/status', async ({ params, request, response }) => {
        const application = find(params.id);
        if (!application) return response(404).json(notFound);
        const { status, note } = await request.json();
        const reason = note?.trim() || null;
        if (status === 'cancelled' && !reason) {
          return response(422).json({
            message: API_MESSAGES.validationFailed,
            errors: { note: CANCEL_REASON_REQUIRED },
          });
        }
        if (!isAllowedStep(application.status, status)) {
          return response(409).json({ message: stepRefusal(application.status, status) });
        }
        application.status = status;
        if (status === 'enrolled' && application.payments.schedule.length === 0) {
          recomputed(application, defaultSchedule(application.price, new Date()), application.payments.received);
        }
        application.history.push({
          status,
          at: new Date().toISOString(),
          by: historyBy(currentPayload(request)?.email),
          note: reason,
        });
        return response(200).json({ courseApplication: detail(application) });
      }),

      http.put('/admin/course-application/{id}/document/{document}', async ({ params, request, response }) => {
        const application = find(params.id);
        if (!application) return response(404).json(notFound);
        const input = await request.json();
        const refused = refusedBy(documentErrors(params.document, input));
        if (refused) return response(422).json(refused);
        const document = application.documents.find((item) => item.kind === params.document);
        if (!document) {
          return response(422).json({ message: CONSENT_ONLY_FOR_MINORS });
        }
        Object.assign(document, {
          done: input.done,
          date: input.done ? (input.date ?? null) : null,
          validUntil: input.done && document.kind === 'medicalCertificate' ? (input.validUntil ?? null) : null,
        });
        return response(200).json({ courseApplication: detail(application) });
      }),

      http.put('/admin/course-application/{id}/schedule', async ({ params, request, response }) => {
        const application = find(params.id);
        if (!application) return response(404).json(notFound);
        const { instalments } = await request.json();
        const refused = refusedBy(scheduleErrors(instalments, application.price));
        if (refused) return response(422).json(refused);
        recomputed(application, instalments, application.payments.received);
        return response(200).json({ courseApplication: detail(application) });
      }),

      http.post('/admin/course-application/{id}/payment', async ({ params, request, response }) => {
        const application = find(params.id);
        if (!application) return response(404).json(notFound);
        const input = await request.json();
        const limits = paymentLimitsOf(application.submittedAt, application.payments.balance);
        const refused = refusedBy(paymentErrors(input, limits));
        if (refused) return response(422).json(refused);
        recomputed(application, application.payments.schedule, [
          ...application.payments.received,
          {
            id: state.nextId++,
            amount: input.amount,
            date: input.date,
            method: input.method,
            note: input.note ?? null,
          },
        ]);
        return response(201).json({ courseApplication: detail(application) });
      }),

      http.delete('/admin/course-application/{id}/payment/{paymentId}', ({ params, response }) => {
        const application = find(params.id);
        const kept = application?.payments.received.filter((payment) => payment.id !== Number(params.paymentId));
        if (!application || !kept || kept.length === application.payments.received.length) {
          return response(404).json(notFound);
        }
        recomputed(application, application.payments.schedule, kept);
        return response(200).json({ courseApplication: detail(application) });
      }),

      http.get('/course-application/terms', ({ response }) => response(200).json({ terms: state.terms })),

      http.put('/admin/course-application/terms', async ({ request, response }) => {
        const text = (await request.json()).text.trim();
        const refused = refusedBy(termsErrors(text));
        if (refused) return response(422).json(refused);
        state.terms = { version: state.terms.version + 1, text, updatedAt: new Date().toISOString() };
        return response(200).json({ terms: state.terms });
      }),

      http.get('/admin/course-application/bank-account', ({ response }) =>
        response(200).json({ bankAccount: state.bankAccount }),
      ),

      http.put('/admin/course-application/bank-account', async ({ request, response }) => {
        const input = await request.json();
        const refused = refusedBy(bankAccountErrors(input));
        if (refused) return response(422).json(refused);
        state.bankAccount = { iban: formatIban(input.iban.toUpperCase()), recipient: input.recipient.trim() };
        return response(200).json({ bankAccount: state.bankAccount });
      }),
    ];
  },
});

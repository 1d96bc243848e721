import { parseCalendarDate, todayInBratislava } from '@autoskola/rules/calendar-dates';
import { awaitsParent } from '@autoskola/rules/course-application-links';
import { amountDue, paymentNote, paymentsOf } from '@autoskola/rules/course-application-payments';
import { ageOn, documentsFor, wasMinor } from '@autoskola/rules/course-applications';
import type { BankAccountValues } from '@autoskola/rules/payment-settings';
import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Schemas } from '../../api/context.ts';
import { users } from '../../db/core-tables.ts';
import type { Db } from '../../db/database.ts';
import {
  courseApplicationDocuments,
  courseApplicationEvents,
  courseApplicationInstalments,
  courseApplicationPayments,
  courseApplications,
} from './course-application-tables.ts';

export type ApplicationRow = typeof courseApplications.$inferSelect;

/** A step of the history; `byName` is the instructor's name where their account has one. */
export type ApplicationEvent = typeof courseApplicationEvents.$inferSelect & { byName: string | null };

/** Everything kept beside an application's row. */
export interface ApplicationFile {
  history: ApplicationEvent[];
  documents: (typeof courseApplicationDocuments.$inferSelect)[];
  instalments: (typeof courseApplicationInstalments.$inferSelect)[];
  payments: (typeof courseApplicationPayments.$inferSelect)[];
}

export const emptyFile = (): ApplicationFile => ({ history: [], documents: [], instalments: [], payments: [] });

/** An application counts once the applicant confirmed it and, for a minor, a parent consented. */
export const countedApplication = and(
  isNotNull(courseApplications.confirmedAt),
  or(isNull(courseApplications.parentEmail), isNotNull(courseApplications.parentConsentAt)),
) as SQL;

/** 'Ján Vodička' from an account's name, or null when it has none (an account made on the command line). */
const nameOf = (firstname: string | null, lastname: string | null) =>
  [firstname, lastname].filter(Boolean).join(' ').trim() || null;

/** The files of these applications, read in four queries whatever their number. */
export async function filesOf(db: Db, ids: number[]): Promise<Map<number, ApplicationFile>> {
  const files = new Map<number, ApplicationFile>(ids.map((id) => [id, emptyFile()]));
  if (ids.length === 0) return files;
  const [history, documents, instalments, payments] = await Promise.all([
    // `by` keeps the instructor's e-mail; their account (one per address, any case) gives the name.
    db
      .select({ event: courseApplicationEvents, firstname: users.firstname, lastname: users.lastname })
      .from(courseApplicationEvents)
      .leftJoin(users, eq(sql`lower(${users.email})`, sql`lower(${courseApplicationEvents.by})`))
      .where(inArray(courseApplicationEvents.applicationId, ids))
      .orderBy(asc(courseApplicationEvents.id)),
    db.select().from(courseApplicationDocuments).where(inArray(courseApplicationDocuments.applicationId, ids)),
    db
      .select()
      .from(courseApplicationInstalments)
      .where(inArray(courseApplicationInstalments.applicationId, ids))
      .orderBy(asc(courseApplicationInstalments.dueDate), asc(courseApplicationInstalments.id)),
    db
      .select()
      .from(courseApplicationPayments)
      .where(inArray(courseApplicationPayments.applicationId, ids))
      .orderBy(asc(courseApplicationPayments.date), asc(courseApplicationPayments.id)),
  ]);
  for (const { event, firstname, lastname } of history) {
    files.get(event.applicationId)?.history.push({ ...event, byName: nameOf(firstname, lastname) });
  }
  for (const document of documents) files.get(document.applicationId)?.documents.push(document);
  for (const instalment of instalments) files.get(instalment.applicationId)?.instalments.push(instalment);
  for (const payment of payments) files.get(payment.applicationId)?.payments.push(payment);
  return files;
}

export async function fileOf(db: Db, id: number): Promise<ApplicationFile> {
  return (await filesOf(db, [id])).get(id) ?? emptyFile();
}

const ageOf = (row: ApplicationRow) => {
  const birth = parseCalendarDate(row.birthDate);
  return birth ? ageOn(birth, todayInBratislava()) : 0;
};

const courseOf = (row: ApplicationRow): Schemas['CourseApplicationCourse'] => ({
  id: row.offerId,
  name: row.courseName,
  group: row.licenceGroup as Schemas['LicenceGroup'],
});

const historyOf = (file: ApplicationFile): Schemas['CourseApplicationEvent'][] =>
  file.history.map((event) => ({
    status: event.status as Schemas['CourseApplicationStatus'],
    at: event.at.toISOString(),
    by: event.byName ?? event.by,
    note: event.note,
  }));

function documentsOf(row: ApplicationRow, file: ApplicationFile): Schemas['CourseApplicationDocument'][] {
  return documentsFor(wasMinor(row)).map((kind) => {
    const stored = file.documents.find((document) => document.kind === kind);
    return { kind, done: stored !== undefined, date: stored?.date ?? null, validUntil: stored?.validUntil ?? null };
  });
}

const paymentsOfFile = (row: ApplicationRow, file: ApplicationFile) =>
  paymentsOf(row.price, file.instalments, file.payments);

export function toRow(row: ApplicationRow, file: ApplicationFile): Schemas['CourseApplicationRow'] {
  const documents = documentsOf(row, file);
  return {
    id: row.id,
    number: row.number,
    name: `${row.firstname} ${row.lastname}`,
    email: row.email,
    course: courseOf(row),
    submittedAt: row.submittedAt.toISOString(),
    age: ageOf(row),
    status: row.status as Schemas['CourseApplicationStatus'],
    documentsDone: documents.filter((document) => document.done).length,
    documentsTotal: documents.length,
    paid: file.payments.reduce((sum, payment) => sum + payment.amount, 0),
    price: row.price,
  };
}

/** The PAY by square encoder (bysquare with LZMA and validator): loaded when a student first needs it, not at start. */
export type PayBySquareEncoder = typeof import('@autoskola/rules/pay-by-square').payBySquare;
export const loadPayBySquare = async (): Promise<PayBySquareEncoder> =>
  (await import('@autoskola/rules/pay-by-square')).payBySquare;

/** How to pay what is due, once the school has its account set and something is due. */
function instructionsOf(
  row: ApplicationRow,
  payments: Schemas['CourseApplicationPayments'],
  account: BankAccountValues | null,
  payBySquare: PayBySquareEncoder,
): Schemas['PaymentInstructions'] | null {
  if (!account || row.status === 'cancelled' || row.status === 'new') return null;
  const due = amountDue(payments);
  if (due.amount <= 0) return null;
  const variableSymbol = String(row.number);
  return {
    iban: account.iban,
    recipient: account.recipient,
    amount: due.amount,
    variableSymbol,
    dueDate: due.dueDate,
    payBySquare: payBySquare({
      iban: account.iban,
      recipient: account.recipient,
      amount: due.amount,
      variableSymbol,
      dueDate: due.dueDate,
      note: paymentNote(row.courseName, row.firstname, row.lastname),
    }),
  };
}

export function toMine(
  row: ApplicationRow,
  file: ApplicationFile,
  account: BankAccountValues | null,
  payBySquare: PayBySquareEncoder,
): Schemas['MyCourseApplication'] {
  const payments = paymentsOfFile(row, file);
  return {
    id: row.id,
    number: row.number,
    course: courseOf(row),
    status: row.status as Schemas['CourseApplicationStatus'],
    submittedAt: row.submittedAt.toISOString(),
    parentConsentPending: awaitsParent(row),
    documents: documentsOf(row, file),
    payments,
    paymentInstructions: instructionsOf(row, payments, account, payBySquare),
    history: historyOf(file),
  };
}

export function toDetail(row: ApplicationRow, file: ApplicationFile): Schemas['CourseApplicationDetail'] {
  return {
    id: row.id,
    number: row.number,
    firstname: row.firstname,
    lastname: row.lastname,
    birthDate: row.birthDate,
    age: ageOf(row),
    email: row.email,
    phone: row.phone,
    street: row.street,
    town: row.town,
    postalCode: row.postalCode,
    heldGroups: row.heldGroups as Schemas['LicenceGroup'][],
    note: row.note,
    parentName: row.parentName,
    parentEmail: row.parentEmail,
    parentConsentAt: row.parentConsentAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    course: courseOf(row),
    price: row.price,
    status: row.status as Schemas['CourseApplicationStatus'],
    submittedAt: row.submittedAt.toISOString(),
    userId: row.userId,
    termsVersion: row.termsVersion,
    documents: documentsOf(row, file),
    payments: paymentsOfFile(row, file),
    history: historyOf(file),
  };
}

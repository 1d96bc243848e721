import { todayInBratislava, toIsoDate } from '@autoskola/rules/calendar-dates';
import { hasOverdueInstalment, paymentsOf } from '@autoskola/rules/course-application-payments';
import { DOCUMENT_LABELS, documentsFor, SENT_FROM_WEB, wasMinor } from '@autoskola/rules/course-applications';
import type { LicenceGroup } from '@autoskola/rules/licence-groups';
import { eurosToCents } from '@autoskola/rules/money';
import { byStudentName } from '@autoskola/rules/slovak-order';
import { and, desc, eq, inArray, isNotNull, min, sql, sum } from 'drizzle-orm';
import type { ApiContext } from '../../api/context.ts';
import { provenAccount } from '../../auth/proven-email.ts';
import type { Db } from '../../db/database.ts';
import { preparedFor } from '../../db/prepared.ts';
import type { AfterCommit } from '../../modules/feature-module.ts';
import { offersNamed } from '../offers/public.ts';
import { applicationSteps, type StatusStep } from './application-status.ts';
import {
  courseApplicationDocuments,
  courseApplicationEvents,
  courseApplicationInstalments,
  courseApplicationPayments,
  courseApplications,
} from './course-application-tables.ts';

/*
 * What other features may ask of course applications (decision 0023, issue 53): facts about an
 * application or a student's training, answered here from this feature's tables, and the demo's
 * students. No other feature imports this folder's other files (features/import-graph.test.ts).
 */

/** A student's application in training, as the lessons name it. */
export interface Training {
  applicationId: number;
  course: string;
  group: LicenceGroup;
  /** The student's name as the application gives it (the e-mails and the instructor's week). */
  name: string;
}

const trainingsQuery = (db: Db) =>
  db
    .select({
      userId: courseApplications.userId,
      applicationId: courseApplications.id,
      course: courseApplications.courseName,
      group: courseApplications.licenceGroup,
      firstname: courseApplications.firstname,
      lastname: courseApplications.lastname,
    })
    .from(courseApplications)
    .where(
      and(
        sql`${courseApplications.userId} = any(${sql.placeholder('userIds')}::integer[])`,
        eq(courseApplications.status, 'training'),
      ),
    )
    .orderBy(desc(courseApplications.submittedAt), desc(courseApplications.id));
const trainings = preparedFor((db) => trainingsQuery(db).prepare('trainings'));
const lockedTrainings = preparedFor((db) => trainingsQuery(db).for('update').prepare('trainings_locked'));

/**
 * The students' applications in training, the newest of each. `lock` holds them for the
 * transaction: a student's bookings take turns (also with another instance's), so the cap
 * counts what the other one booked.
 */
export async function trainingsOf(
  db: Db,
  userIds: readonly number[],
  { lock = false }: { lock?: boolean } = {},
): Promise<Map<number, Training>> {
  const newest = new Map<number, Training>();
  if (userIds.length === 0) return newest;
  const rows = await (lock ? lockedTrainings : trainings)(db).execute({ userIds: [...userIds] });
  for (const { userId, firstname, lastname, group, ...row } of rows) {
    if (userId === null || newest.has(userId)) continue;
    newest.set(userId, { ...row, group: group as LicenceGroup, name: `${firstname} ${lastname}` });
  }
  return newest;
}

/** The student's application in training, the newest if several. */
export async function trainingOf(db: Db, userId: number): Promise<Training | null> {
  return (await trainingsOf(db, [userId])).get(userId) ?? null;
}

/** The application if it is in training: its id and its student's account (null when none). */
export async function applicationInTraining(
  db: Db,
  applicationId: number,
): Promise<{ id: number; userId: number | null } | null> {
  const [application] = await db
    .select({ id: courseApplications.id, userId: courseApplications.userId })
    .from(courseApplications)
    .where(and(eq(courseApplications.id, applicationId), eq(courseApplications.status, 'training')));
  return application ?? null;
}

/** Every application in training that has an account: the students an instructor may book. */
export function studentsInTraining(db: Db) {
  return db
    .select({
      applicationId: courseApplications.id,
      firstname: courseApplications.firstname,
      lastname: courseApplications.lastname,
      group: courseApplications.licenceGroup,
      email: courseApplications.email,
      birthDate: courseApplications.birthDate,
    })
    .from(courseApplications)
    .where(and(eq(courseApplications.status, 'training'), isNotNull(courseApplications.userId)));
}

/** The applicants' names by application id (those asked that still exist). */
export async function applicantNamesOf(
  db: Db,
  applicationIds: readonly number[],
): Promise<Map<number, { firstname: string; lastname: string }>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: courseApplications.id,
      firstname: courseApplications.firstname,
      lastname: courseApplications.lastname,
    })
    .from(courseApplications)
    .where(inArray(courseApplications.id, [...new Set(applicationIds)]));
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}

/** The applications sent with that e-mail (lower case): a data subject's. */
export async function applicationIdsWithEmail(db: Db, email: string): Promise<number[]> {
  const rows = await db
    .select({ id: courseApplications.id })
    .from(courseApplications)
    .where(eq(sql`lower(${courseApplications.email})`, email));
  return rows.map((row) => row.id);
}

/**
 * The ids of a licence group's applications, as a subquery another feature filters its rows by
 * (the owner's overview of one group: lessons, theory tests).
 */
export const applicationsOfGroup = (db: Db, group: LicenceGroup) =>
  db.select({ id: courseApplications.id }).from(courseApplications).where(eq(courseApplications.licenceGroup, group));

/** Each application's licence group, as a subquery to join (applicationId, group). */
export const applicationGroups = (db: Db) =>
  db.select({ applicationId: courseApplications.id, group: courseApplications.licenceGroup }).from(courseApplications);

/** The accounts with an application of a licence group, as a subquery (theory tests belong to accounts). */
export const accountsOfGroup = (db: Db, group: LicenceGroup) =>
  db
    .select({ id: courseApplications.userId })
    .from(courseApplications)
    .where(and(eq(courseApplications.licenceGroup, group), isNotNull(courseApplications.userId)));

/** The applications (of those asked) with an instalment past its due date and not covered. */
export async function overdueAmong(db: Db, applicationIds: readonly number[]): Promise<Set<number>> {
  if (applicationIds.length === 0) return new Set();
  const [schedules, payments] = await Promise.all([
    db
      .select({
        applicationId: courseApplicationInstalments.applicationId,
        amount: courseApplicationInstalments.amount,
        dueDate: courseApplicationInstalments.dueDate,
      })
      .from(courseApplicationInstalments)
      .where(inArray(courseApplicationInstalments.applicationId, [...applicationIds])),
    db
      .select()
      .from(courseApplicationPayments)
      .where(inArray(courseApplicationPayments.applicationId, [...applicationIds])),
  ]);
  const today = toIsoDate(todayInBratislava());
  return new Set(
    applicationIds.filter((id) =>
      hasOverdueInstalment(
        paymentsOf(
          0,
          schedules.filter((instalment) => instalment.applicationId === id),
          payments.filter((payment) => payment.applicationId === id),
        ),
        today,
      ),
    ),
  );
}

export async function overdueOf(db: Db, applicationId: number): Promise<boolean> {
  return (await overdueAmong(db, [applicationId])).has(applicationId);
}

/** The students' applications in training, each with when its training began and its medical certificate's expiry. */
export async function trainingDeadlineFacts(db: Db, userIds: readonly number[]) {
  const applications = await db
    .select({ id: courseApplications.id, userId: courseApplications.userId })
    .from(courseApplications)
    .where(and(inArray(courseApplications.userId, [...userIds]), eq(courseApplications.status, 'training')));
  const applicationIds = applications.map((application) => application.id);
  if (applicationIds.length === 0) return [];
  const [starts, certificates] = await Promise.all([
    db
      .select({ applicationId: courseApplicationEvents.applicationId, at: min(courseApplicationEvents.at) })
      .from(courseApplicationEvents)
      .where(
        and(
          inArray(courseApplicationEvents.applicationId, applicationIds),
          eq(courseApplicationEvents.status, 'training'),
        ),
      )
      .groupBy(courseApplicationEvents.applicationId),
    db
      .select({
        applicationId: courseApplicationDocuments.applicationId,
        validUntil: courseApplicationDocuments.validUntil,
      })
      .from(courseApplicationDocuments)
      .where(
        and(
          inArray(courseApplicationDocuments.applicationId, applicationIds),
          eq(courseApplicationDocuments.kind, 'medicalCertificate'),
        ),
      ),
  ]);
  return applications.map((application) => ({
    applicationId: application.id,
    userId: application.userId,
    trainingSince: starts.find((start) => start.applicationId === application.id)?.at ?? null,
    certificateValidUntil:
      certificates.find((document) => document.applicationId === application.id)?.validUntil ?? null,
  }));
}

/**
 * What exam readiness needs of an application (issue 39): its group and student, the documents
 * still missing (or expired) and what is left to pay, in cents. Null when it does not exist.
 */
export async function readinessFacts(db: Db, applicationId: number) {
  const [application] = await db.select().from(courseApplications).where(eq(courseApplications.id, applicationId));
  if (!application) return null;
  const [documents, [paid]] = await Promise.all([
    db.select().from(courseApplicationDocuments).where(eq(courseApplicationDocuments.applicationId, applicationId)),
    db
      .select({ total: sum(courseApplicationPayments.amount) })
      .from(courseApplicationPayments)
      .where(eq(courseApplicationPayments.applicationId, applicationId)),
  ]);
  const today = toIsoDate(todayInBratislava());
  const missingDocuments = documentsFor(wasMinor(application)).flatMap((kind) => {
    const document = documents.find((stored) => stored.kind === kind);
    if (!document) return [DOCUMENT_LABELS[kind]];
    if (document.validUntil && document.validUntil < today) return [`${DOCUMENT_LABELS[kind]} (platnosť skončila)`];
    return [];
  });
  return {
    group: application.licenceGroup as LicenceGroup,
    userId: application.userId,
    missingDocuments,
    balance: application.price - Number(paid?.total ?? 0),
  };
}

/** The student's newest application in training or signed up for the exam: the one readiness is about. */
export async function studentApplicationOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: courseApplications.id })
    .from(courseApplications)
    .where(
      and(
        eq(courseApplications.userId, userId),
        inArray(courseApplications.status, ['training', 'exam']),
        // None for an account whose address is not proven (decision 0033).
        provenAccount(userId),
      ),
    )
    .orderBy(desc(courseApplications.submittedAt), desc(courseApplications.id))
    .limit(1);
  return row?.id ?? null;
}

/** An application as exams name it: its student, group and status. */
export interface ExamApplication {
  id: number;
  userId: number | null;
  status: string;
  group: LicenceGroup;
  /** 'Jana Nováková', as the application gives it. */
  name: string;
  email: string;
}

const examApplicationColumns = {
  id: courseApplications.id,
  userId: courseApplications.userId,
  status: courseApplications.status,
  licenceGroup: courseApplications.licenceGroup,
  firstname: courseApplications.firstname,
  lastname: courseApplications.lastname,
  email: courseApplications.email,
};

const toExamApplication = ({
  licenceGroup,
  firstname,
  lastname,
  ...row
}: {
  id: number;
  userId: number | null;
  status: string;
  licenceGroup: string;
  firstname: string;
  lastname: string;
  email: string;
}): ExamApplication => ({ ...row, group: licenceGroup as LicenceGroup, name: `${firstname} ${lastname}` });

/**
 * The applications asked (those that exist). `lock` holds them for the transaction: two
 * registrations of one application take turns.
 */
export async function examApplicationsOf(
  db: Db,
  applicationIds: readonly number[],
  { lock = false }: { lock?: boolean } = {},
): Promise<Map<number, ExamApplication>> {
  if (applicationIds.length === 0) return new Map();
  const query = db
    .select(examApplicationColumns)
    .from(courseApplications)
    .where(inArray(courseApplications.id, [...new Set(applicationIds)]));
  const rows = await (lock ? query.for('update') : query);
  return new Map(rows.map((row) => [row.id, toExamApplication(row)]));
}

/** The applications in these statuses, by name (the exam's candidates: in training or signed up for the exam). */
export async function applicationsInStatus(
  db: Db,
  statuses: readonly string[] = ['training', 'exam'],
): Promise<ExamApplication[]> {
  const rows = await db
    .select(examApplicationColumns)
    .from(courseApplications)
    .where(inArray(courseApplications.status, [...statuses]))
    .orderBy(courseApplications.id);
  // Slovak order (Ď with D, Ch after H), not the database's; a stable sort keeps namesakes by id.
  return rows.sort(byStudentName).map(toExamApplication);
}

/**
 * The account's applications. `proven`: none for an account whose address is not proven (decision
 * 0033), as the student's own pages and export see them; a data-subject search asks for all.
 */
export async function applicationIdsOfUser(
  db: Db,
  userId: number,
  { proven = true }: { proven?: boolean } = {},
): Promise<number[]> {
  const rows = await db
    .select({ id: courseApplications.id })
    .from(courseApplications)
    .where(and(eq(courseApplications.userId, userId), ...(proven ? [provenAccount(userId)] : [])));
  return rows.map((row) => row.id);
}

/**
 * Moves an application one step as an instructor's status change does (application-status.ts):
 * the step rules (409 otherwise), the history line, the e-mails and a closed application's links,
 * in the caller's transaction. Answers the work for after the commit. Exams: 'Prihlásená na
 * skúšku' at the first registration, 'Ukončená' when every part is passed.
 */
export async function stepApplication(
  context: ApiContext,
  tx: Db,
  applicationId: number,
  change: StatusStep,
): Promise<AfterCommit[]> {
  return (await applicationSteps(context).stepById(tx, applicationId, change)).afterCommit;
}

/**
 * Back from 'Prihlásená na skúšku' to 'Vo výcviku' with a history line: the one step back the
 * step rules do not offer instructors, taken when the application's only exam registration is
 * withdrawn before the exam. False when the application is not signed up for the exam.
 */
export async function returnToTraining(
  tx: Db,
  applicationId: number,
  { by, note }: { by: string; note: string },
): Promise<boolean> {
  const [updated] = await tx
    .update(courseApplications)
    .set({ status: 'training', statusChangedAt: sql`now()` })
    .where(and(eq(courseApplications.id, applicationId), eq(courseApplications.status, 'exam')))
    .returning({ id: courseApplications.id });
  if (!updated) return false;
  await tx.insert(courseApplicationEvents).values({ applicationId, status: 'training', by, note });
  return true;
}

/** A line in the application's history without a change of status (a re-sit's registration). */
export async function addHistoryLine(
  tx: Db,
  applicationId: number,
  { by, note }: { by: string; note: string },
): Promise<void> {
  const [application] = await tx
    .select({ status: courseApplications.status })
    .from(courseApplications)
    .where(eq(courseApplications.id, applicationId));
  if (!application) return;
  await tx.insert(courseApplicationEvents).values({ applicationId, status: application.status, by, note });
}

/**
 * The demo's later steps of applications it seeded (exams' demo: courses finished with the exam):
 * the status reached at the last line's time and the history lines that led there.
 */
export async function seedApplicationSteps(
  db: Db,
  steps: readonly {
    applicationId: number;
    lines: readonly { status: string; at: Date; by: string | null; note: string | null }[];
  }[],
): Promise<void> {
  for (const { applicationId, lines } of steps) {
    const last = lines.at(-1);
    if (!last) continue;
    await db
      .update(courseApplications)
      .set({ status: last.status, statusChangedAt: last.at })
      .where(eq(courseApplications.id, applicationId));
    await db.insert(courseApplicationEvents).values(lines.map((line) => ({ applicationId, ...line })));
  }
}

/** A demo student: an account on the given course, in training since `since`. */
export interface DemoStudent {
  userId: number | null;
  firstname: string;
  lastname: string;
  email: string;
  birthDate: string;
  phone: string;
  street: string;
}

/**
 * The demo's students in training (the lessons' demo seed): an application each on the offer of
 * that name (seeded before), sent and put in training at `since` by `by`. Answers their ids and e-mails.
 */
export async function seedStudents(
  db: Db,
  {
    offerName,
    students,
    since,
    by,
  }: { offerName: string; students: readonly DemoStudent[]; since: Date; by: string | null },
): Promise<{ id: number; email: string }[]> {
  const [offer] = await offersNamed(db, [offerName]);
  const applications = await db
    .insert(courseApplications)
    .values(
      students.map((student) => ({
        offerId: offer?.id ?? null,
        courseName: offer?.name ?? 'Skupina B',
        licenceGroup: 'B',
        price: eurosToCents(offer?.price ?? 890),
        userId: student.userId,
        firstname: student.firstname,
        lastname: student.lastname,
        birthDate: student.birthDate,
        email: student.email,
        phone: student.phone,
        street: student.street,
        town: 'Ružomberok',
        postalCode: '03401',
        heldGroups: [],
        status: 'training',
        submittedAt: since,
        statusChangedAt: since,
        confirmedAt: since,
      })),
    )
    .returning({ id: courseApplications.id, email: courseApplications.email });
  await db.insert(courseApplicationEvents).values(
    applications.flatMap((application) => [
      { applicationId: application.id, status: 'new', at: since, note: SENT_FROM_WEB },
      { applicationId: application.id, status: 'training', at: since, by },
    ]),
  );
  return applications;
}

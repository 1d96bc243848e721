import { type ExamPart, type ExamResult, type ExamSitting, inPartOrder, placesLeft } from '@autoskola/rules/exams';
import type { LicenceGroup } from '@autoskola/rules/licence-groups';
import { slovakOrder } from '@autoskola/rules/slovak-order';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Schemas } from '../../api/context.ts';
import type { Db } from '../../db/database.ts';
import { examApplicationsOf } from './exam-facts.ts';
import { examDates, examRegistrations, examResults } from './exam-tables.ts';

export type ExamDateRow = typeof examDates.$inferSelect;
export type RegistrationRow = typeof examRegistrations.$inferSelect;

/** The registration's parts in display order, each with its result (null until recorded). */
export function partResults(
  parts: readonly string[],
  results: readonly { part: string; result: string }[],
): Schemas['ExamPartResult'][] {
  return inPartOrder(parts as ExamPart[]).map((part) => ({
    part,
    result: (results.find((item) => item.part === part)?.result ?? null) as ExamResult | null,
  }));
}

/** The results of the registrations asked, by registration. */
export async function resultsOf(db: Db, registrationIds: readonly number[]) {
  const byRegistration = new Map<number, { part: string; result: string }[]>();
  if (registrationIds.length === 0) return byRegistration;
  const rows = await db
    .select({ registrationId: examResults.registrationId, part: examResults.part, result: examResults.result })
    .from(examResults)
    .where(inArray(examResults.registrationId, [...registrationIds]));
  for (const { registrationId, ...row } of rows) {
    byRegistration.set(registrationId, [...(byRegistration.get(registrationId) ?? []), row]);
  }
  return byRegistration;
}

/** The dates found by `where`, by start, each with its registrations (by name) and their results. */
export async function examDatesWhere(db: Db, where: SQL | undefined): Promise<Schemas['ExamDate'][]> {
  const dates = await db.select().from(examDates).where(where).orderBy(asc(examDates.startsAt), asc(examDates.id));
  if (dates.length === 0) return [];
  const registrations = await db
    .select()
    .from(examRegistrations)
    .where(
      inArray(
        examRegistrations.examDateId,
        dates.map((date) => date.id),
      ),
    );
  const [results, applications] = await Promise.all([
    resultsOf(
      db,
      registrations.map((registration) => registration.id),
    ),
    examApplicationsOf(
      db,
      registrations.map((registration) => registration.applicationId),
    ),
  ]);
  return dates.map((date) => {
    const own = registrations
      .filter((registration) => registration.examDateId === date.id)
      .map((registration): Schemas['ExamRegistration'] => {
        const application = applications.get(registration.applicationId);
        return {
          id: registration.id,
          applicationId: registration.applicationId,
          studentName: application?.name ?? '',
          licenceGroup: application?.group ?? ('B' as LicenceGroup),
          parts: partResults(registration.parts, results.get(registration.id) ?? []),
          overrideReason: registration.overrideReason,
          registeredAt: registration.registeredAt.toISOString(),
        };
      })
      .sort((a, b) => slovakOrder(a.studentName, b.studentName) || a.id - b.id);
    return {
      id: date.id,
      startsAt: date.startsAt.toISOString(),
      place: date.place,
      licenceGroups: date.licenceGroups as LicenceGroup[],
      places: date.places,
      placesLeft: placesLeft(date.places, own.length),
      note: date.note,
      registrations: own,
    };
  });
}

export async function examDateOf(db: Db, id: number): Promise<Schemas['ExamDate'] | undefined> {
  const [date] = await examDatesWhere(db, eq(examDates.id, id));
  return date;
}

/** One registration with its date, as the student's page and the personal-data answers give it. */
export interface RegistrationRecord extends ExamSitting {
  registrationId: number;
  applicationId: number;
  place: string;
  /** The date's note (the student's panel shows it). */
  note: string | null;
  overrideReason: string | null;
  registeredAt: string;
}

/** The registrations of the applications asked, on every date, by start. */
export async function registrationsOf(db: Db, applicationIds: readonly number[]): Promise<RegistrationRecord[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({
      registrationId: examRegistrations.id,
      applicationId: examRegistrations.applicationId,
      examDateId: examRegistrations.examDateId,
      parts: examRegistrations.parts,
      overrideReason: examRegistrations.overrideReason,
      registeredAt: examRegistrations.registeredAt,
      startsAt: examDates.startsAt,
      place: examDates.place,
      note: examDates.note,
    })
    .from(examRegistrations)
    .innerJoin(examDates, eq(examDates.id, examRegistrations.examDateId))
    .where(inArray(examRegistrations.applicationId, [...new Set(applicationIds)]))
    .orderBy(asc(examDates.startsAt), asc(examRegistrations.id));
  const results = await resultsOf(
    db,
    rows.map((row) => row.registrationId),
  );
  return rows.map((row) => ({
    registrationId: row.registrationId,
    applicationId: row.applicationId,
    examDateId: row.examDateId,
    startsAt: row.startsAt.toISOString(),
    place: row.place,
    note: row.note,
    parts: partResults(row.parts, results.get(row.registrationId) ?? []),
    overrideReason: row.overrideReason,
    registeredAt: row.registeredAt.toISOString(),
  }));
}

/** The record as the personal-data answers give it. */
export const toExamRecord = (record: RegistrationRecord): Schemas['ExamRecord'] => ({
  applicationId: record.applicationId,
  startsAt: record.startsAt,
  place: record.place,
  parts: [...record.parts],
  overrideReason: record.overrideReason,
  registeredAt: record.registeredAt,
});

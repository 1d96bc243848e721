import { tallyAttempts } from '@autoskola/rules/exams';
import { LICENCE_GROUPS, type LicenceGroup } from '@autoskola/rules/licence-groups';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Schemas } from '../../api/context.ts';
import type { Db } from '../../db/database.ts';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { instantWithin } from '../../modules/overview-period.ts';
import { applicationsOfGroup, licenceGroupsOf, mainInstructorsOf } from './exam-facts.ts';
import { examDates, examRegistrations, examResults } from './exam-tables.ts';

export interface CountedAttempt {
  applicationId: number;
  first: boolean;
  passed: boolean;
}

/**
 * The attempts counted by the pass rates (decision 0041): registrations with every part's result,
 * whose exam started within `period` (Bratislava days), each marked first when it is its
 * application's first registration by the exam's start (over all its registrations, not only the
 * period's) and passed when every registered part was; only a group's applications when it names one.
 */
/** The applications registered on a date that starts within the period. */
const sittingsWithin = (db: Db, period: { from: string; to: string }) =>
  db
    .select({ applicationId: examRegistrations.applicationId })
    .from(examRegistrations)
    .innerJoin(examDates, eq(examDates.id, examRegistrations.examDateId))
    .where(instantWithin(examDates.startsAt, period));

export async function countedAttempts(
  db: Db,
  period: { from: string; to: string; group?: LicenceGroup | null },
): Promise<CountedAttempt[]> {
  const sittings = db.$with('sittings').as(
    db
      .select({
        applicationId: examRegistrations.applicationId,
        startsAt: examDates.startsAt,
        first:
          sql<boolean>`row_number() over (partition by ${examRegistrations.applicationId} order by ${examDates.startsAt}, ${examRegistrations.id}) = 1`.as(
            'first',
          ),
        complete: sql<boolean>`count(${examResults.part}) = cardinality(${examRegistrations.parts})`.as('complete'),
        passed:
          sql<boolean>`count(${examResults.part}) filter (where ${examResults.result} = 'passed') = cardinality(${examRegistrations.parts})`.as(
            'passed',
          ),
      })
      .from(examRegistrations)
      .innerJoin(examDates, eq(examDates.id, examRegistrations.examDateId))
      .leftJoin(examResults, eq(examResults.registrationId, examRegistrations.id))
      // Only the applications with a sitting in the period (all their sittings: which one was first).
      .where(inArray(examRegistrations.applicationId, sittingsWithin(db, period)))
      .groupBy(examRegistrations.id, examDates.startsAt),
  );
  return db
    .with(sittings)
    .select({ applicationId: sittings.applicationId, first: sittings.first, passed: sittings.passed })
    .from(sittings)
    .where(
      and(
        sql`${sittings.complete}`,
        instantWithin(sittings.startsAt, period),
        period.group ? inArray(sittings.applicationId, applicationsOfGroup(db, period.group)) : undefined,
      ),
    );
}

const byName = new Intl.Collator('sk');

/**
 * Exams' part of the owner's overview (ExamsOverview, issue 54): the period's attempts and first
 * attempts with how many passed, per licence group and per the student's main instructor (the one
 * who drove most of the student's lessons, from driving lessons' public face).
 */
export const examOverview: NonNullable<FeatureModule['overview']> = async (
  { database },
  period,
): Promise<Schemas['ExamsOverview']> => {
  const { db } = database;
  const attempts = await countedAttempts(db, period);
  const applicationIds = [...new Set(attempts.map((attempt) => attempt.applicationId))];
  const [licenceGroups, instructors] = await Promise.all([
    licenceGroupsOf(db, applicationIds),
    mainInstructorsOf(db, applicationIds),
  ]);

  const groups = new Map<LicenceGroup, CountedAttempt[]>();
  const byInstructor = new Map<number | null, { instructor: string | null; attempts: CountedAttempt[] }>();
  for (const attempt of attempts) {
    const licenceGroup = licenceGroups.get(attempt.applicationId);
    if (licenceGroup) {
      const ofGroup = groups.get(licenceGroup) ?? [];
      ofGroup.push(attempt);
      groups.set(licenceGroup, ofGroup);
    }
    const main = instructors.get(attempt.applicationId);
    const key = main?.instructorId ?? null;
    const entry = byInstructor.get(key) ?? { instructor: main?.instructor ?? null, attempts: [] };
    entry.attempts.push(attempt);
    byInstructor.set(key, entry);
  }

  return {
    examsByGroup: LICENCE_GROUPS.flatMap((licenceGroup) => {
      const rows = groups.get(licenceGroup);
      return rows ? [{ group: licenceGroup, ...tallyAttempts(rows) }] : [];
    }),
    examsByInstructor: [...byInstructor.entries()]
      .map(([instructorId, entry]) => ({
        instructorId,
        instructor: entry.instructor,
        ...tallyAttempts(entry.attempts),
      }))
      // By name; the students without a driven lesson last.
      .sort((a, b) =>
        a.instructor === null ? 1 : b.instructor === null ? -1 : byName.compare(a.instructor, b.instructor),
      ),
  };
};

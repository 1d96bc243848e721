import { tallyAttempts } from '@autoskola/rules/exams';
import { LICENCE_GROUPS, type LicenceGroup } from '@autoskola/rules/licence-groups';
import { slovakOrder } from '@autoskola/rules/slovak-order';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Schemas } from '../../api/context.ts';
import type { Db } from '../../db/database.ts';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { instantWithin } from '../../modules/overview-period.ts';
import { applicationGroups, applicationsOfGroup, mainInstructors } from './exam-facts.ts';
import { examDates, examRegistrations, examResults } from './exam-tables.ts';

export interface CountedAttempt {
  first: boolean;
  passed: boolean;
}

/** The applications registered on a date that starts within the period. */
const sittingsWithin = (db: Db, period: { from: string; to: string }) =>
  db
    .select({ applicationId: examRegistrations.applicationId })
    .from(examRegistrations)
    .innerJoin(examDates, eq(examDates.id, examRegistrations.examDateId))
    .where(instantWithin(examDates.startsAt, period));

/**
 * The attempts counted by the pass rates (decision 0041): registrations with every part's result,
 * whose exam started within `period` (Bratislava days), each marked first when it is its
 * application's first registration by the exam's start (over all its registrations, not only the
 * period's) and passed when every registered part was; only a group's applications when it names one.
 */
export function countedAttempts(db: Db, period: { from: string; to: string; group?: LicenceGroup | null }) {
  const sittings = sittingsAround(db, period);
  return db
    .with(sittings)
    .select({ applicationId: sittings.applicationId, first: sittings.first, passed: sittings.passed })
    .from(sittings)
    .where(
      and(
        counts(sittings, period),
        period.group ? inArray(sittings.applicationId, applicationsOfGroup(db, period.group)) : undefined,
      ),
    );
}

/** Every sitting of the applications with one in the period, marked first, complete and passed. */
function sittingsAround(db: Db, period: { from: string; to: string }) {
  // Each registration's results counted once, before the join: grouping the joined rows by
  // registration cost a fifth more on a decade.
  const partsDone = db
    .select({
      registrationId: examResults.registrationId,
      done: sql<number>`count(*)`.as('done'),
      passed: sql<number>`count(*) filter (where ${examResults.result} = 'passed')`.as('passed_parts'),
    })
    .from(examResults)
    .groupBy(examResults.registrationId)
    .as('parts_done');
  return db.$with('sittings').as(
    db
      .select({
        applicationId: examRegistrations.applicationId,
        startsAt: examDates.startsAt,
        first:
          sql<boolean>`row_number() over (partition by ${examRegistrations.applicationId} order by ${examDates.startsAt}, ${examRegistrations.id}) = 1`.as(
            'first',
          ),
        complete: sql<boolean>`coalesce(${partsDone.done}, 0) = cardinality(${examRegistrations.parts})`.as('complete'),
        passed: sql<boolean>`coalesce(${partsDone.passed}, 0) = cardinality(${examRegistrations.parts})`.as('passed'),
      })
      .from(examRegistrations)
      .innerJoin(examDates, eq(examDates.id, examRegistrations.examDateId))
      .leftJoin(partsDone, eq(partsDone.registrationId, examRegistrations.id))
      // Only the applications with a sitting in the period (all their sittings: which one was first).
      .where(inArray(examRegistrations.applicationId, sittingsWithin(db, period))),
  );
}

/** A sitting that counts as an attempt of the period: every part's result, on one of its days. */
const counts = (sittings: ReturnType<typeof sittingsAround>, period: { from: string; to: string }) =>
  and(sql`${sittings.complete}`, instantWithin(sittings.startsAt, period)) as SQL;

/**
 * Exams' part of the owner's overview (ExamsOverview, issue 54): the period's attempts and first
 * attempts with how many passed, per licence group and per the student's main instructor (the one
 * who drove most of the student's lessons, which driving lessons keep, decision 0043). One query
 * counts the attempts by group, main instructor, first and passed (a few dozen rows however long
 * the period); the tallies are summed from them here.
 */
export const examOverview: NonNullable<FeatureModule['overview']> = async (
  { database },
  period,
): Promise<Schemas['ExamsOverview']> => {
  const { db } = database;
  const sittings = sittingsAround(db, period);
  const groups = applicationGroups(db).as('application_groups');
  const mains = mainInstructors(db).as('main_instructors');
  // Counted in the aggregate, not filtered before the joins: a filter on the window's rows leaves
  // the planner guessing a dozen rows and looking each application up one by one (twice as slow).
  const rows = await db
    .with(sittings)
    .select({
      group: groups.group,
      instructorId: mains.instructorId,
      instructor: mains.instructor,
      first: sittings.first,
      passed: sittings.passed,
      count: sql<number>`count(*) filter (where ${counts(sittings, period)})`.mapWith(Number),
    })
    .from(sittings)
    .leftJoin(groups, eq(groups.applicationId, sittings.applicationId))
    .leftJoin(mains, eq(mains.applicationId, sittings.applicationId))
    .where(period.group ? eq(groups.group, period.group) : undefined)
    .groupBy(groups.group, mains.instructorId, mains.instructor, sittings.first, sittings.passed);

  const byGroup = new Map<string, CountedAttempt[]>();
  const byInstructor = new Map<number | null, { instructor: string | null; attempts: CountedAttempt[] }>();
  for (const row of rows) {
    if (row.count === 0) continue;
    const counted = Array.from({ length: row.count }, () => ({ first: row.first, passed: row.passed }));
    if (row.group) byGroup.set(row.group, [...(byGroup.get(row.group) ?? []), ...counted]);
    const entry = byInstructor.get(row.instructorId) ?? { instructor: row.instructor, attempts: [] };
    entry.attempts.push(...counted);
    byInstructor.set(row.instructorId, entry);
  }

  return {
    examsByGroup: LICENCE_GROUPS.flatMap((licenceGroup) => {
      const counted = byGroup.get(licenceGroup);
      return counted ? [{ group: licenceGroup, ...tallyAttempts(counted) }] : [];
    }),
    examsByInstructor: [...byInstructor.entries()]
      .map(([instructorId, entry]) => ({
        instructorId,
        instructor: entry.instructor,
        ...tallyAttempts(entry.attempts),
      }))
      // By name; the students without a driven lesson last.
      .sort((a, b) =>
        a.instructor === null ? 1 : b.instructor === null ? -1 : slovakOrder(a.instructor, b.instructor),
      ),
  };
};

import { ageOn, parseCalendarDate, todayInBratislava } from '@autoskola/rules/course-applications';
import { and, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Schemas } from '../../api/context.ts';
import { type courseApplicationEvents, courseApplications } from './course-application-tables.ts';

export type ApplicationRow = typeof courseApplications.$inferSelect;
type EventRow = typeof courseApplicationEvents.$inferSelect;

/** An application counts once the applicant confirmed it and, for a minor, a parent consented. */
export const countedApplication = and(
  isNotNull(courseApplications.confirmedAt),
  or(isNull(courseApplications.parentEmail), isNotNull(courseApplications.parentConsentAt)),
) as SQL;

const ageOf = (row: ApplicationRow) => {
  const birth = parseCalendarDate(row.birthDate);
  return birth ? ageOn(birth, todayInBratislava()) : 0;
};

const courseOf = (row: ApplicationRow): Schemas['CourseApplicationCourse'] => ({
  id: row.offerId,
  name: row.courseName,
  group: row.licenceGroup as Schemas['LicenceGroup'],
});

const eventOf = (event: EventRow): Schemas['CourseApplicationEvent'] => ({
  status: event.status as Schemas['CourseApplicationStatus'],
  at: event.at.toISOString(),
  by: event.by,
  note: event.note,
});

export function toRow(row: ApplicationRow): Schemas['CourseApplicationRow'] {
  return {
    id: row.id,
    number: row.number,
    name: `${row.firstname} ${row.lastname}`,
    email: row.email,
    course: courseOf(row),
    submittedAt: row.submittedAt.toISOString(),
    age: ageOf(row),
    status: row.status as Schemas['CourseApplicationStatus'],
  };
}

export function toMine(row: ApplicationRow, history: EventRow[]): Schemas['MyCourseApplication'] {
  return {
    id: row.id,
    number: row.number,
    course: courseOf(row),
    status: row.status as Schemas['CourseApplicationStatus'],
    submittedAt: row.submittedAt.toISOString(),
    parentConsentPending: row.parentEmail !== null && row.parentConsentAt === null,
    history: history.map(eventOf),
  };
}

export function toDetail(row: ApplicationRow, history: EventRow[]): Schemas['CourseApplicationDetail'] {
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
    history: history.map(eventOf),
  };
}

import {
  DEMO_EXAM_PLACE,
  type DemoSitting,
  demoApplicationSittings,
  demoExamDates,
  demoExamStart,
  demoExamStudents,
  demoInstructors,
  demoOffers,
} from '@autoskola/demo-content';
import { EXAM_PASSED_NOTE, type ExamPart, examPartsFor, partsDue, registeredNote } from '@autoskola/rules/exams';
import type { LicenceGroup } from '@autoskola/rules/licence-groups';
import type { DemoContent } from '../../modules/feature-module.ts';
import { applicationsInStatus, seedApplicationSteps, seedPastStudentsLessons, seedStudents } from './exam-facts.ts';
import { examDates, examRegistrations, examResults } from './exam-tables.ts';

const DAY = 86_400_000;

interface Sitter {
  applicationId: number;
  group: LicenceGroup;
  sittings: readonly DemoSitting[];
}

/**
 * The demo's exams (after course applications and driving lessons, features/index.ts): a date a
 * month over the past year and two to come; past students of course B who finished with the exam
 * (some after a re-sit), the demo applications that finished, and those signed up for the exam on
 * the dates to come.
 */
export const examDemo: DemoContent = {
  what: 'exam dates',
  count: (db) => db.$count(examDates),
  async insert(db) {
    const now = new Date();
    const by = demoInstructors[0]?.email ?? null;
    const starts = demoExamDates.map((date) => demoExamStart(date, now));
    // Past students: trained before their first sitting, finished at their last.
    const past = await seedStudents(db, {
      offerName: demoOffers.find((offer) => offer.position === 1)?.name ?? 'Skupina B',
      students: demoExamStudents.map((student, index) => ({
        userId: null,
        firstname: student.firstname,
        lastname: student.lastname,
        email: student.email,
        birthDate: `${now.getUTCFullYear() - 20 - (index % 6)}-0${1 + (index % 9)}-2${index % 8}`,
        phone: `+421 908 ${String(400 + index).padStart(3, '0')} ${String(500 + index * 7).slice(-3)}`,
        street: `Námestie SNP ${index + 1}`,
      })),
      since: new Date(now.getTime() - 500 * DAY),
      by,
    });
    // Their training: driven lessons before the first sitting, so each has a main instructor.
    await seedPastStudentsLessons(
      db,
      past.flatMap((application, index) => {
        const first = demoExamStudents[index]?.sittings[0];
        return first ? [{ applicationId: application.id, until: starts[first.date] as Date }] : [];
      }),
    );
    const [inExam, finished] = await Promise.all([
      applicationsInStatus(db, ['exam']),
      applicationsInStatus(db, ['finished']),
    ]);
    const sitters: Sitter[] = [
      ...past.map((application, index) => ({
        applicationId: application.id,
        group: 'B' as LicenceGroup,
        sittings: demoExamStudents[index]?.sittings ?? [],
      })),
      ...finished.slice(0, demoApplicationSittings.finished.length).map((application, index) => ({
        applicationId: application.id,
        group: application.group,
        sittings: demoApplicationSittings.finished[index] ?? [],
      })),
      ...inExam.slice(0, demoApplicationSittings.exam.length).map((application, index) => ({
        applicationId: application.id,
        group: application.group,
        sittings: demoApplicationSittings.exam[index] ?? [],
      })),
    ];

    const dates = await db
      .insert(examDates)
      .values(
        demoExamDates.map((date, index) => {
          const groups = new Set<string>(['B']);
          for (const sitter of sitters) {
            if (sitter.sittings.some((sitting) => sitting.date === index)) groups.add(sitter.group);
          }
          return {
            startsAt: starts[index] as Date,
            place: DEMO_EXAM_PLACE,
            licenceGroups: [...groups],
            places: Math.max(date.places, sitters.filter((s) => s.sittings.some((x) => x.date === index)).length),
            note: date.note,
            createdAt: new Date((starts[index] as Date).getTime() - 30 * DAY),
          };
        }),
      )
      .returning({ id: examDates.id });

    let registrations = 0;
    const pastStudents = new Set(past.map((application) => application.id));
    for (const sitter of sitters) {
      const done: { examDateId: number; startsAt: string; parts: { part: ExamPart; result: 'passed' | null }[] }[] = [];
      const lines: { status: string; at: Date; by: string | null; note: string | null }[] = [];
      for (const sitting of sitter.sittings) {
        const start = starts[sitting.date] as Date;
        const examDateId = dates[sitting.date]?.id as number;
        const parts = done.length === 0 ? examPartsFor(sitter.group) : partsDue(sitter.group, done);
        const [registration] = await db
          .insert(examRegistrations)
          .values({
            examDateId,
            applicationId: sitter.applicationId,
            parts,
            registeredBy: by,
            registeredAt: new Date(start.getTime() - 14 * DAY),
          })
          .returning({ id: examRegistrations.id });
        registrations += 1;
        const results = parts.map((part) => ({
          part,
          result: start < now ? (sitting.results[part] ?? 'passed') : null,
        }));
        const recorded = results.filter((item) => item.result !== null);
        if (registration && recorded.length > 0) {
          await db.insert(examResults).values(
            recorded.map((item) => ({
              registrationId: registration.id,
              part: item.part,
              result: item.result as string,
              recordedBy: by,
              recordedAt: new Date(start.getTime() + 4 * 3_600_000),
            })),
          );
        }
        done.push({
          examDateId,
          startsAt: start.toISOString(),
          parts: results.map((item) => ({ part: item.part, result: item.result === 'passed' ? 'passed' : null })),
        });
        lines.push({
          status: 'exam',
          at: new Date(start.getTime() - 14 * DAY),
          by,
          note: registeredNote(start.toISOString(), null),
        });
      }
      // The past students' courses end with the exam they passed.
      const last = sitter.sittings.at(-1);
      if (pastStudents.has(sitter.applicationId) && last) {
        lines.push({
          status: 'finished',
          at: new Date((starts[last.date] as Date).getTime() + 4 * 3_600_000),
          by,
          note: EXAM_PASSED_NOTE,
        });
        await seedApplicationSteps(db, [{ applicationId: sitter.applicationId, lines }]);
      }
    }
    return {
      added: [
        `${dates.length} exam dates`,
        `${past.length} students who finished with the exam`,
        `${registrations} exam registrations`,
      ],
    };
  },
};

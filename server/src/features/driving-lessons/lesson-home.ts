import { addDays, schoolDate, schoolInstant } from '@autoskola/rules/driving-lessons';
import { and, eq, gt, gte, lt, notInArray } from 'drizzle-orm';
import type { Schemas } from '../../api/context.ts';
import { INSTRUCTOR_ROLE } from '../../auth/tokens.ts';
import type { FeatureModule } from '../../modules/feature-module.ts';
import { drivingLessons } from './driving-lesson-tables.ts';
import { lessonsWhere } from './lesson-json.ts';

/**
 * Driving lessons' part of the home: a student's next booked lesson (not yet over, as 'Moje jazdy'
 * counts it upcoming), or an instructor's own lessons of today in Bratislava, cancelled ones left out.
 */
export const lessonHome: NonNullable<FeatureModule['home']> = async (
  { database },
  user,
): Promise<Schemas['DrivingLessonsHome']> => {
  const { db } = database;
  if (!user.roles.includes(INSTRUCTOR_ROLE)) {
    // An account whose address is not proven sees no lesson (decision 0033).
    if (!user.emailProven) return { nextLesson: null };
    const [next] = await lessonsWhere(
      db,
      and(
        eq(drivingLessons.studentId, user.id),
        eq(drivingLessons.status, 'booked'),
        gt(drivingLessons.endsAt, new Date()),
      ),
    );
    const nextLesson: Schemas['HomeNextLesson'] | null = next
      ? {
          start: next.row.startsAt.toISOString(),
          end: next.row.endsAt.toISOString(),
          instructor: next.instructorName,
          vehicle: next.vehicle,
        }
      : null;
    return { nextLesson };
  }
  const today = schoolDate(new Date());
  const views = await lessonsWhere(
    db,
    and(
      eq(drivingLessons.instructorId, user.id),
      eq(drivingLessons.kind, 'lesson'),
      gte(drivingLessons.startsAt, schoolInstant(today, '00:00')),
      lt(drivingLessons.startsAt, schoolInstant(addDays(today, 1), '00:00')),
      notInArray(drivingLessons.status, ['cancelled', 'lateCancelled']),
    ),
  );
  return {
    todayLessons: views.map((view): Schemas['HomeTodayLesson'] => ({
      id: view.row.id,
      start: view.row.startsAt.toISOString(),
      end: view.row.endsAt.toISOString(),
      status: view.row.status as Schemas['LessonStatus'],
      student: view.studentName ?? '',
      vehicle: view.vehicle,
    })),
  };
};

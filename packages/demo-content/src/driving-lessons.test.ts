import { progressOf } from '@autoskola/rules/driving-lessons';
import { describe, expect, it } from 'vitest';
import { DEMO_DRIVEN_UNITS, demoLessons, demoStudents } from './driving-lessons.ts';

describe('the demo school’s lessons (issue 51)', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const lessons = demoLessons(now);

  it('gives every student a plausible course: never more than a few units past the syllabus', () => {
    demoStudents.forEach((_, index) => {
      const driven = lessons.filter((lesson) => lesson.student === index && lesson.status === 'driven');
      const progress = progressOf('B', driven);
      expect(progress.driven, `student ${index}`).toBe(DEMO_DRIVEN_UNITS[index % 10]);
      expect(progress.driven).toBeLessThanOrEqual((progress.minimum ?? 0) + 6);
      expect(driven.every((lesson) => lesson.end.getTime() <= now.getTime())).toBe(true);
    });
  });

  it('drives the simulator and the ground first, so who drove the units meets every kind of group B', () => {
    const ready = demoStudents.flatMap((_, index) => {
      const progress = progressOf(
        'B',
        lessons.filter((lesson) => lesson.student === index && lesson.status === 'driven'),
      );
      return progress.driven >= 38 ? [progress] : [];
    });
    expect(ready.length).toBeGreaterThan(0);
    for (const progress of ready) {
      for (const kind of progress.kinds) expect(kind.driven).toBeGreaterThanOrEqual(kind.minimum ?? 0);
    }
  });

  it('books the coming two weeks for the students still learning, and leaves slots free', () => {
    const booked = lessons.filter((lesson) => lesson.status === 'booked');
    expect(booked.length).toBeGreaterThan(20);
    expect(booked.every((lesson) => (DEMO_DRIVEN_UNITS[lesson.student % 10] ?? 0) < 38)).toBe(true);
    expect(lessons.length).toBeGreaterThan(400);
    expect(lessons.length).toBeLessThan(1000);
  });
});

import { LessonWeek } from '../features/driving-lessons/lesson-week.tsx';

/** 'Jazdy' for instructors: the week of lessons as a time grid (hours and vehicles are on 'Pracovný čas a vozidlá'). */
export default function LessonsPage() {
  return (
    <section className="page">
      <h1>Jazdy</h1>
      <LessonWeek />
    </section>
  );
}

import { BookingSettings } from '../features/driving-lessons/booking-settings.tsx';
import { LessonWeek } from '../features/driving-lessons/lesson-week.tsx';
import { WorkingHours } from '../features/driving-lessons/working-hours.tsx';

/** 'Jazdy' for instructors: the week's lessons, one's hours and exceptions, vehicles, the school's rules. */
export default function LessonsPage() {
  return (
    <section className="page">
      <h1>Jazdy</h1>
      <LessonWeek />
      <WorkingHours />
      <BookingSettings />
    </section>
  );
}

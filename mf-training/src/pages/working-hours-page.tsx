import { Link } from 'react-router-dom';
import { BookingSettings } from '../features/driving-lessons/booking-settings.tsx';
import { InstructorCalendarFeed } from '../features/driving-lessons/calendar-feed.tsx';
import { WORKING_HOURS_PAGE_TEXTS } from '../features/driving-lessons/driving-lesson-texts.ts';
import { WorkingHours } from '../features/driving-lessons/working-hours.tsx';
import { SyllabusSection } from '../features/syllabus/syllabus-section.tsx';
import '../features/driving-lessons/driving-lessons.css';

/**
 * 'Pracovný čas a vozidlá' for instructors: one's hours and exceptions, the school's vehicles and
 * booking rules, the syllabus of each licence group, and one's calendar address; the week of lessons is on 'Jazdy'.
 */
export default function WorkingHoursPage() {
  return (
    <section className="page lesson-admin">
      <h1>{WORKING_HOURS_PAGE_TEXTS.heading}</h1>
      <p>
        <Link to="/admin/jazdy">{WORKING_HOURS_PAGE_TEXTS.toWeek}</Link>
      </p>
      <WorkingHours />
      <BookingSettings />
      <SyllabusSection />
      <InstructorCalendarFeed />
    </section>
  );
}

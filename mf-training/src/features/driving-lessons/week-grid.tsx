import type { Schemas } from '@autoskola/api-client';
import { schoolDayLabel, schoolTime } from '@autoskola/rules/driving-lessons';
import type { CSSProperties } from 'react';
import { LESSON_ADMIN_TEXTS, statusText } from './driving-lesson-texts.ts';
import { gridHours, placeDay } from './week-grid-layout.ts';

type Day = Schemas['LessonWeek']['days'][number];
type Lesson = Schemas['AdminLesson'];

export const timeRange = (start: string, end: string) => `${schoolTime(start)}–${schoolTime(end)}`;

const CLOSED = ['cancelled', 'lateCancelled'];

/** What a lesson card says and its button is named by: 'pondelok 23. 11. 09:00–10:30 Adam Novák'. */
export function lessonLabel(lesson: Lesson, date: string) {
  return `${schoolDayLabel(date)} ${timeRange(lesson.start, lesson.end)} ${
    lesson.kind === 'block' ? LESSON_ADMIN_TEXTS.blockedTime : (lesson.student?.name ?? '')
  }`;
}

/** Custom properties the stylesheet places an item by (minutes from the grid's first hour). */
const placement = (top: number, length: number, lane = 0, lanes = 1) =>
  ({ '--top': top, '--length': length, '--lane': lane, '--lanes': lanes }) as CSSProperties;

function DayColumn({
  day,
  firstHour,
  byVehicle,
  onOpen,
}: {
  day: Day;
  firstHour: number;
  byVehicle: boolean;
  onOpen: (lesson: Lesson, date: string) => void;
}) {
  const shifts = placeDay(day.hours, day.date, firstHour);
  const lessons = placeDay(day.lessons, day.date, firstHour);
  return (
    <ul
      className={`week-grid__day${day.hours.length === 0 ? ' week-grid__day--off' : ''}`}
      aria-label={schoolDayLabel(day.date)}
    >
      {day.hours.length === 0 && day.lessons.length === 0 && (
        <li className="week-grid__empty">{LESSON_ADMIN_TEXTS.noHours}</li>
      )}
      {shifts.map(({ item: shift, top, length }) => (
        <li
          key={`hours-${shift.start}-${shift.instructor}`}
          className="week-grid__hours"
          style={placement(top, length)}
        >
          <span className="week-grid__hours-label">
            {timeRange(shift.start, shift.end)}
            {byVehicle ? ` (${shift.instructor})` : shift.vehicle ? ` (${shift.vehicle})` : ''}
          </span>
        </li>
      ))}
      {lessons.map(({ item: lesson, top, length, lane, lanes }) => {
        const label = lessonLabel(lesson, day.date);
        return (
          <li
            key={lesson.id}
            className={`week-grid__lesson${lesson.kind === 'block' ? ' week-grid__lesson--block' : ''}${
              CLOSED.includes(lesson.status) ? ' week-grid__lesson--closed' : ''
            }${lesson.status === 'driven' ? ' week-grid__lesson--driven' : ''}`}
            style={placement(top, length, lane, lanes)}
          >
            <button
              type="button"
              className="week-grid__card"
              aria-label={`${label}, ${statusText(lesson.status)}`}
              title={`${label}, ${statusText(lesson.status)}`}
              onClick={() => onOpen(lesson, day.date)}
            >
              <span className="week-grid__time">{timeRange(lesson.start, lesson.end)}</span>
              <span className="week-grid__who">
                {lesson.kind === 'block' ? (lesson.note ?? LESSON_ADMIN_TEXTS.blockedTime) : lesson.student?.name}
              </span>
              <span className="week-grid__status">
                {byVehicle ? lesson.instructor.name : statusText(lesson.status)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Days across, hours down: working hours shaded, lessons and blocks placed by their times (side
 * by side when they overlap); a card opens the lesson. One day or seven.
 */
export function WeekGrid({
  days,
  byVehicle,
  dayHeadings = true,
  onOpen,
}: {
  days: Day[];
  byVehicle: boolean;
  /** A heading above each day; off where the page's heading names the one day shown. */
  dayHeadings?: boolean;
  onOpen: (lesson: Lesson, date: string) => void;
}) {
  const { first, last } = gridHours(days.map((day) => ({ date: day.date, items: [...day.hours, ...day.lessons] })));
  const hours = Array.from({ length: last - first }, (_, index) => first + index);
  return (
    <div
      className={`week-grid${days.length === 1 ? ' week-grid--day' : ''}`}
      style={{ '--days': days.length, '--minutes': (last - first) * 60 } as CSSProperties}
    >
      {dayHeadings && <div className="week-grid__corner" aria-hidden="true" />}
      {dayHeadings &&
        days.map((day) => (
          <h3 key={day.date} className="week-grid__heading" id={`week-${day.date}`}>
            {schoolDayLabel(day.date)}
          </h3>
        ))}
      <ol className="week-grid__hour-labels" aria-hidden="true">
        {hours.map((hour) => (
          <li key={hour} style={placement((hour - first) * 60, 60)}>
            {`${String(hour).padStart(2, '0')}:00`}
          </li>
        ))}
      </ol>
      {days.map((day) => (
        <DayColumn key={day.date} day={day} firstHour={first} byVehicle={byVehicle} onOpen={onOpen} />
      ))}
    </div>
  );
}

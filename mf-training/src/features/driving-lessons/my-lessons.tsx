import { useMyLessons } from '@autoskola/api-client';
import { EMAIL_NOT_PROVEN } from '@autoskola/rules/accounts';
import { type FormOutcome, QueryStatus, type SharedMessage, StatusMessage } from '@autoskola/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import './driving-lessons.css';
import { EmailNotProven } from '../account/email-not-proven.tsx';
import { CalendarFeed } from './calendar-feed.tsx';
import { MY_LESSONS_TEXTS } from './driving-lesson-texts.ts';
import { MyExamReadiness } from './exam-readiness-panel.tsx';
import { FreeSlots } from './free-slots.tsx';
import { LessonProgress } from './lesson-progress.tsx';
import { LessonWaitlist } from './lesson-waitlist.tsx';
import { LessonHistory, UpcomingLessons } from './my-lesson-list.tsx';

/**
 * 'Moje jazdy': booking (for a student in training who may book), the coming lessons, the
 * progress and readiness, the waiting list, the calendar address and the history.
 */
export function MyLessons() {
  // One message on the page: a cancellation replaces 'Jazda je rezervovaná…' and the reverse;
  // each is shown in the panel where it happened.
  const [message, setMessage] = useState<{ from: 'slots' | 'upcoming'; outcome: FormOutcome }>({
    from: 'slots',
    outcome: null,
  });
  const shared = (from: 'slots' | 'upcoming'): SharedMessage => [
    message.from === from ? message.outcome : null,
    (outcome) => setMessage({ from, outcome }),
  ];
  return (
    <QueryStatus query={useMyLessons()} texts={MY_LESSONS_TEXTS}>
      {(mine) => (
        <div className="my-lessons">
          {mine.refusal === EMAIL_NOT_PROVEN && <EmailNotProven />}
          {mine.refusal && mine.refusal !== EMAIL_NOT_PROVEN && (
            <div className="lessons-panel">
              <StatusMessage kind="empty">{mine.refusal}</StatusMessage>
              <p>
                <Link to="/moj-kurz">{MY_LESSONS_TEXTS.toMyCourse}</Link>
              </p>
            </div>
          )}
          <UpcomingLessons lessons={mine.upcoming} phone={mine.schoolPhone} message={shared('upcoming')} />
          {mine.training && !mine.refusal && (
            <FreeSlots message={shared('slots')} own={mine.upcoming} cancelHours={mine.settings.cancelHours} />
          )}
          {mine.progress && <LessonProgress progress={mine.progress} />}
          {mine.training && <MyExamReadiness />}
          {mine.training && <LessonWaitlist waitlist={mine.waitlist} offered={mine.waitlistDays} />}
          <CalendarFeed active={mine.calendarFeed} />
          <LessonHistory lessons={mine.past} />
        </div>
      )}
    </QueryStatus>
  );
}

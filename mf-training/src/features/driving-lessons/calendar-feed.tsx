import { useCreateLessonCalendarFeed, useDeleteLessonCalendarFeed, useLessonWeek } from '@autoskola/api-client';
import { QueryStatus, StatusMessage, TextField, useFormKit } from '@autoskola/ui';
import { useState } from 'react';
import { MY_LESSONS_TEXTS, WORKING_HOURS_PAGE_TEXTS } from './driving-lesson-texts.ts';

/**
 * The private iCal address of one's lessons (students and instructors): shown once when made,
 * since only its hash is kept; a new one replaces it, and it can be revoked.
 */
export function CalendarFeed({ active }: { active: boolean }) {
  const [url, setUrl] = useState<string | null>(null);
  const create = useCreateLessonCalendarFeed();
  const revoke = useDeleteLessonCalendarFeed();
  const form = useFormKit(MY_LESSONS_TEXTS.calendarFailed);
  return (
    <section className="lessons-panel" aria-labelledby="calendar-feed">
      <h2 id="calendar-feed">{MY_LESSONS_TEXTS.calendar}</h2>
      <p>{MY_LESSONS_TEXTS.calendarHint}</p>
      {url ? (
        <TextField
          label={MY_LESSONS_TEXTS.calendarAddress}
          value={url}
          readOnly
          onFocus={(event) => event.target.select()}
        />
      ) : (
        active && <p>{MY_LESSONS_TEXTS.calendarActive}</p>
      )}
      <div className="lesson-form__actions">
        <button
          type="button"
          className="button"
          disabled={create.isPending}
          onClick={() =>
            void form.attempt(async () => {
              setUrl((await create.mutateAsync(undefined)).url);
              return null;
            })
          }
        >
          {active || url ? MY_LESSONS_TEXTS.calendarRenew : MY_LESSONS_TEXTS.calendarCreate}
        </button>
        {(active || url) && (
          <button
            type="button"
            className="button button--secondary"
            disabled={revoke.isPending}
            onClick={() =>
              void form.attempt(async () => {
                await revoke.mutateAsync(undefined);
                setUrl(null);
                return MY_LESSONS_TEXTS.calendarRevoked;
              })
            }
          >
            {MY_LESSONS_TEXTS.calendarRevoke}
          </button>
        )}
      </div>
      {form.outcome && <StatusMessage kind={form.outcome.kind}>{form.outcome.text}</StatusMessage>}
    </section>
  );
}

/** An instructor's calendar address: whether one exists comes with the week (the one read the week page shares). */
export function InstructorCalendarFeed() {
  return (
    <QueryStatus
      query={useLessonWeek({})}
      texts={{ loading: WORKING_HOURS_PAGE_TEXTS.calendarLoading, error: WORKING_HOURS_PAGE_TEXTS.calendarError }}
    >
      {(week) => <CalendarFeed active={week.calendarFeed} />}
    </QueryStatus>
  );
}

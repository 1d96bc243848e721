import { type Schemas, useJoinLessonWaitlist, useLeaveLessonWaitlist } from '@autoskola/api-client';
import { addDays, bookingWindowEnd, schoolDate, schoolDayLabel } from '@autoskola/rules/driving-lessons';
import { StatusMessage } from '@autoskola/ui';
import { useState } from 'react';
import { FormActions } from '../forms/form-actions.tsx';
import { useFormOutcome } from '../forms/use-form-outcome.ts';
import { MY_LESSONS_TEXTS } from './driving-lesson-texts.ts';

/** The days a student may wait for: today to the end of the booking window. */
function windowDays(settings: Schemas['BookingSettings']): string[] {
  const now = Date.now();
  const last = schoolDate(new Date(bookingWindowEnd(now, settings) - 1));
  const days: string[] = [];
  for (let day = schoolDate(new Date(now)); day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** 'Čakanie na uvoľnený termín': the days to be e-mailed about when a lesson is cancelled. */
export function LessonWaitlist({
  waitlist,
  settings,
}: {
  waitlist: Schemas['LessonWaitlist'] | null;
  settings: Schemas['BookingSettings'];
}) {
  const [days, setDays] = useState<string[]>(waitlist?.days ?? []);
  const join = useJoinLessonWaitlist();
  const leave = useLeaveLessonWaitlist();
  const form = useFormOutcome(MY_LESSONS_TEXTS.waitlistFailed);
  return (
    <section className="lessons-panel" aria-labelledby="lesson-waitlist">
      <h2 id="lesson-waitlist">{MY_LESSONS_TEXTS.waitlist}</h2>
      <p>{MY_LESSONS_TEXTS.waitlistHint}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (form.refused(days.length === 0 ? { days: MY_LESSONS_TEXTS.waitlistPick } : {})) return;
          void form.attempt(async () => {
            await join.mutateAsync({ days });
            return MY_LESSONS_TEXTS.waitlistSaved;
          });
        }}
      >
        <fieldset className="waitlist-days" aria-describedby={form.errors.days ? 'waitlist-error' : undefined}>
          <legend>{MY_LESSONS_TEXTS.waitlistDays}</legend>
          {windowDays(settings).map((day) => (
            <label key={day}>
              <input
                type="checkbox"
                checked={days.includes(day)}
                onChange={(event) =>
                  setDays((chosen) =>
                    event.target.checked ? [...chosen, day].sort() : chosen.filter((each) => each !== day),
                  )
                }
              />{' '}
              {schoolDayLabel(day)}
            </label>
          ))}
        </fieldset>
        {form.errors.days && (
          <p id="waitlist-error" className="field__error" role="alert">
            {form.errors.days}
          </p>
        )}
        <FormActions submit={MY_LESSONS_TEXTS.waitlistSave} pending={join.isPending}>
          {waitlist && (
            <button
              type="button"
              className="button button--secondary"
              disabled={leave.isPending}
              onClick={() =>
                void form.attempt(async () => {
                  await leave.mutateAsync(undefined);
                  setDays([]);
                  return MY_LESSONS_TEXTS.waitlistLeft;
                })
              }
            >
              {MY_LESSONS_TEXTS.waitlistLeave}
            </button>
          )}
        </FormActions>
      </form>
      {form.outcome && <StatusMessage kind={form.outcome.kind}>{form.outcome.text}</StatusMessage>}
    </section>
  );
}

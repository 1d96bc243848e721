import { type Schemas, useJoinLessonWaitlist, useLeaveLessonWaitlist } from '@autoskola/api-client';
import { schoolDayLabel } from '@autoskola/rules/driving-lessons';
import { FormActions, StatusMessage, useFormKit } from '@autoskola/ui';
import { useState } from 'react';
import { MY_LESSONS_TEXTS } from './driving-lesson-texts.ts';

export const WAITLIST_TEXTS = {
  nobodyDrives: 'V najbližších dňoch nejazdí žiadny inštruktor, na uvoľnený termín sa zatiaľ nedá čakať.',
} as const;

/**
 * 'Čakanie na uvoľnený termín': the days to be e-mailed about when a lesson is cancelled. Only
 * the days some instructor drives (`offered`, from today to the end of the booking window): on
 * another day no slot can free.
 */
export function LessonWaitlist({
  waitlist,
  offered,
}: {
  waitlist: Schemas['LessonWaitlist'] | null;
  offered: readonly string[];
}) {
  // A day waited for whose hours were taken away since is not offered, and not sent again.
  const [days, setDays] = useState<string[]>((waitlist?.days ?? []).filter((day) => offered.includes(day)));
  const join = useJoinLessonWaitlist();
  const leave = useLeaveLessonWaitlist();
  const form = useFormKit(MY_LESSONS_TEXTS.waitlistFailed);
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
          {offered.length === 0 && <StatusMessage kind="empty">{WAITLIST_TEXTS.nobodyDrives}</StatusMessage>}
          {offered.map((day) => (
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

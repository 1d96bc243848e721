import { errorMessage, type Schemas, useBookLesson, useLessonSlots } from '@autoskola/api-client';
import { formatLessonTime, lessonEnd, schoolDayLabel, schoolTime } from '@autoskola/rules/driving-lessons';
import { Modal, QueryStatus, SelectField, StatusMessage } from '@autoskola/ui';
import { useState } from 'react';
import { FormActions } from '../forms/form-actions.tsx';
import type { Outcome } from '../forms/use-form-outcome.ts';
import { MY_LESSONS_TEXTS, unitsText } from './driving-lesson-texts.ts';

type Slot = Schemas['LessonSlots']['days'][number]['slots'][number];

function BookingDialog({
  slot,
  instructorName,
  onClose,
  onDone,
}: {
  slot: Slot;
  instructorName: string;
  onClose: () => void;
  onDone: (outcome: Outcome) => void;
}) {
  const [units, setUnits] = useState(Math.min(2, slot.units));
  const book = useBookLesson();
  const start = Date.parse(slot.start);
  return (
    <Modal title="Rezervovať jazdu" onClose={onClose}>
      <form
        className="lesson-form"
        onSubmit={async (event) => {
          event.preventDefault();
          try {
            await book.mutateAsync({ instructorId: slot.instructorId, start: slot.start, units });
            onDone({ kind: 'success', text: MY_LESSONS_TEXTS.booked });
          } catch (error) {
            onDone({ kind: 'error', text: errorMessage(error, MY_LESSONS_TEXTS.bookFailed) });
          }
        }}
      >
        <p>
          {formatLessonTime(slot.start, new Date(lessonEnd(start, units)))}
          <br />
          {MY_LESSONS_TEXTS.instructor}: {instructorName}
          {slot.vehicle && (
            <>
              <br />
              Vozidlo: {slot.vehicle}
            </>
          )}
        </p>
        <fieldset className="lesson-form__choice">
          <legend>{MY_LESSONS_TEXTS.length}</legend>
          {[1, 2, 3]
            .filter((count) => count <= slot.units)
            .map((count) => (
              <label key={count}>
                <input
                  type="radio"
                  name="units"
                  value={count}
                  checked={units === count}
                  onChange={() => setUnits(count)}
                />{' '}
                {unitsText(count)}
              </label>
            ))}
        </fieldset>
        <FormActions submit={MY_LESSONS_TEXTS.book} pending={book.isPending}>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {MY_LESSONS_TEXTS.cancelPick}
          </button>
        </FormActions>
      </form>
    </Modal>
  );
}

/**
 * The free units of the booking window by day, filterable by instructor; a unit opens the booking
 * dialog. A slot someone else took in the meantime answers 'Tento termín už nie je voľný.' and the
 * list is read again.
 */
export function FreeSlots() {
  const [instructorId, setInstructorId] = useState<number | null>(null);
  const [picked, setPicked] = useState<Slot | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const slots = useLessonSlots(instructorId);
  const nameOf = (id: number) => slots.data?.instructors.find((instructor) => instructor.id === id)?.name ?? '';
  return (
    <section className="lessons-panel" aria-labelledby="free-slots">
      <h2 id="free-slots">{MY_LESSONS_TEXTS.slots}</h2>
      {outcome && <StatusMessage kind={outcome.kind}>{outcome.text}</StatusMessage>}
      <QueryStatus query={slots} texts={{ loading: MY_LESSONS_TEXTS.slotsLoading, error: MY_LESSONS_TEXTS.slotsError }}>
        {(data) => (
          <>
            <SelectField
              label={MY_LESSONS_TEXTS.instructor}
              value={instructorId ?? ''}
              onChange={(event) => setInstructorId(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">{MY_LESSONS_TEXTS.allInstructors}</option>
              {data.instructors.map((instructor) => (
                <option key={instructor.id} value={instructor.id}>
                  {instructor.name}
                </option>
              ))}
            </SelectField>
            {data.days.length === 0 ? (
              <StatusMessage kind="empty">{MY_LESSONS_TEXTS.noSlots}</StatusMessage>
            ) : (
              <div className="slot-days">
                {data.days.map((day) => (
                  <section key={day.date} className="slot-day" aria-labelledby={`day-${day.date}`}>
                    <h3 id={`day-${day.date}`}>{schoolDayLabel(day.date)}</h3>
                    <ul className="slot-list">
                      {day.slots.map((slot) => (
                        <li key={`${slot.start}-${slot.instructorId}`}>
                          <button
                            type="button"
                            className="slot"
                            onClick={() => {
                              setOutcome(null);
                              setPicked(slot);
                            }}
                          >
                            {schoolTime(slot.start)}
                            {instructorId === null && <span className="slot__who"> {nameOf(slot.instructorId)}</span>}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </div>
            )}
          </>
        )}
      </QueryStatus>
      {picked && (
        <BookingDialog
          slot={picked}
          instructorName={nameOf(picked.instructorId)}
          onClose={() => setPicked(null)}
          onDone={(result) => {
            setPicked(null);
            setOutcome(result);
            // A refusal (the slot went meanwhile) shows the slots as they are now.
            if (result?.kind === 'error') void slots.refetch();
          }}
        />
      )}
    </section>
  );
}

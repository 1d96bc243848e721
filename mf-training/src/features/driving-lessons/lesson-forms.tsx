import { ApiError, type Schemas, useAddLesson, useBlockLessonTime } from '@autoskola/api-client';
import { formatIsoDate } from '@autoskola/rules/calendar-dates';
import {
  isCalendarDate,
  LESSON_START_STEP,
  lessonLength,
  lessonTimeError,
  minutesOf,
  schoolInstant,
} from '@autoskola/rules/driving-lessons';
import { FormActions, SelectField, StatusMessage, TextField, useFormKit } from '@autoskola/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ConfirmWarning } from '../forms/confirm-warning.tsx';
import { LESSON_ADMIN_TEXTS, UNIT_CHOICES } from './driving-lesson-texts.ts';

type Week = Schemas['LessonWeek'];
type Student = Week['students'][number];

/** A date and a time typed in the school's time, as the instant the API takes; null when either is not valid. */
const instantOf = (date: string, time: string) =>
  isCalendarDate(date) && minutesOf(time) !== null ? schoolInstant(date, time).toISOString() : null;

/**
 * A student as the picker lists one: students of the same name differ in their birth date and
 * e-mail.
 */
export const studentOption = (student: Student) =>
  `${student.name} (${student.group}) – ${LESSON_ADMIN_TEXTS.born} ${formatIsoDate(student.birthDate)}, ${student.email}`;

function InstructorSelect({ week, value, onChange }: { week: Week; value: string; onChange: (id: string) => void }) {
  return (
    <SelectField label={LESSON_ADMIN_TEXTS.instructor} value={value} onChange={(event) => onChange(event.target.value)}>
      {!week.instructors.some((instructor) => String(instructor.id) === value) && (
        <option value={value}>{LESSON_ADMIN_TEXTS.ownWeek}</option>
      )}
      {week.instructors.map((instructor) => (
        <option key={instructor.id} value={instructor.id}>
          {instructor.name}
        </option>
      ))}
    </SelectField>
  );
}

/** The warning before booking a past time, one outside the hours or without a car (the server's 409 says which). */
export const UNUSUAL_TIME_TEXTS = {
  heading: 'Skontrolujte termín jazdy.',
  hint: 'Ak je termín správny, rezervujte jazdu aj tak; inak ho upravte.',
  confirm: 'Rezervovať aj tak',
  edit: 'Upraviť termín',
} as const;

/** Booking a lesson for a student (or recording one driven already), on the day shown. */
export function AddLessonForm({ week, date }: { week: Week; date: string }) {
  const add = useAddLesson();
  const [values, setFormValues] = useState({
    instructorId: String(week.instructorId),
    applicationId: '',
    date,
    time: '08:00',
    units: '2',
  });
  const form = useFormKit(LESSON_ADMIN_TEXTS.addFailed);
  // The server's warning of an unusual time, until confirmed or the lesson changed.
  const [unusualWarning, setUnusualWarning] = useState<string | null>(null);
  const setValues = (changed: typeof values) => {
    setUnusualWarning(null);
    setFormValues(changed);
  };
  // The warning or the outcome may open below the fold of a phone's dialog, and the pressed button
  // was off meanwhile (focus fell to the page): it is scrolled to and takes the focus.
  const noticeRef = useRef<HTMLDivElement>(null);
  const notice = unusualWarning ?? form.outcome?.text ?? null;
  useEffect(() => {
    const element = noticeRef.current;
    if (notice === null || !element) return;
    element.scrollIntoView?.({ block: 'nearest' });
    element.focus({ preventScroll: true });
  }, [notice]);
  async function send(confirmUnusualTime: boolean) {
    const start = instantOf(values.date, values.time);
    // The server's rule of the time too (5-minute steps, 2000–2100): a typed 08:03 is said at once.
    const timeError = start ? lessonTimeError(Date.parse(start), Number(values.units)) : LESSON_ADMIN_TEXTS.required;
    const missing = {
      ...(values.applicationId ? {} : { applicationId: LESSON_ADMIN_TEXTS.pickStudent }),
      ...(timeError ? { start: timeError } : {}),
    };
    if (form.refused(missing) || !start) return;
    setUnusualWarning(null);
    await form.attempt(async () => {
      const input = {
        instructorId: Number(values.instructorId),
        applicationId: Number(values.applicationId),
        start,
        units: Number(values.units),
      };
      try {
        await add.mutateAsync(confirmUnusualTime ? { ...input, confirmUnusualTime } : input);
      } catch (error) {
        const warning = error instanceof ApiError && error.status === 409 ? error.errors.confirmUnusualTime : null;
        if (!warning) throw error;
        setUnusualWarning(warning);
        return null;
      }
      return Date.parse(start) <= Date.now() ? LESSON_ADMIN_TEXTS.recorded : LESSON_ADMIN_TEXTS.added;
    });
  }
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await send(false);
  }
  return (
    <form className="lesson-form" onSubmit={onSubmit} noValidate aria-label={LESSON_ADMIN_TEXTS.addLesson}>
      <SelectField
        label={LESSON_ADMIN_TEXTS.student}
        required
        value={values.applicationId}
        error={form.errors.applicationId}
        onChange={(event) => setValues({ ...values, applicationId: event.target.value })}
      >
        <option value="">{LESSON_ADMIN_TEXTS.pickStudent}</option>
        {week.students.map((student) => (
          <option key={student.applicationId} value={student.applicationId}>
            {studentOption(student)}
          </option>
        ))}
      </SelectField>
      <div className="lesson-form__row">
        <InstructorSelect
          week={week}
          value={values.instructorId}
          onChange={(instructorId) => setValues({ ...values, instructorId })}
        />
        <TextField
          label={LESSON_ADMIN_TEXTS.date}
          type="date"
          required
          value={values.date}
          // The start's error under the field it is about: the minutes under the time, the rest under the date.
          error={form.errors.start === LESSON_START_STEP ? undefined : form.errors.start}
          onChange={(event) => setValues({ ...values, date: event.target.value })}
        />
        <TextField
          label={LESSON_ADMIN_TEXTS.start}
          type="time"
          required
          step={300}
          error={form.errors.start === LESSON_START_STEP ? form.errors.start : undefined}
          value={values.time}
          onChange={(event) => setValues({ ...values, time: event.target.value })}
        />
        <SelectField
          label={LESSON_ADMIN_TEXTS.length}
          value={values.units}
          onChange={(event) => setValues({ ...values, units: event.target.value })}
        >
          {UNIT_CHOICES.map((units) => (
            <option key={units} value={units}>
              {lessonLength(units)}
            </option>
          ))}
        </SelectField>
      </div>
      <FormActions submit={LESSON_ADMIN_TEXTS.book} pending={add.isPending} />
      {unusualWarning && (
        <ConfirmWarning
          ref={noticeRef}
          texts={UNUSUAL_TIME_TEXTS}
          warning={unusualWarning}
          pending={add.isPending}
          onConfirm={() => void send(true)}
          onEdit={() => setUnusualWarning(null)}
        />
      )}
      {form.outcome && (
        <div ref={noticeRef} className="lesson-form__notice" tabIndex={-1}>
          <StatusMessage kind={form.outcome.kind}>{form.outcome.text}</StatusMessage>
        </div>
      )}
    </form>
  );
}

/** Blocking an instructor's time (nobody can book it), on the day shown. */
export function BlockTimeForm({ week, date }: { week: Week; date: string }) {
  const block = useBlockLessonTime();
  const [values, setValues] = useState({
    instructorId: String(week.instructorId),
    date,
    from: '12:00',
    to: '13:00',
    note: '',
  });
  const form = useFormKit(LESSON_ADMIN_TEXTS.blockFailed);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const start = instantOf(values.date, values.from);
    const end = instantOf(values.date, values.to);
    if (form.refused(start && end ? {} : { end: LESSON_ADMIN_TEXTS.required }) || !start || !end) return;
    await form.attempt(async () => {
      await block.mutateAsync({
        instructorId: Number(values.instructorId),
        start,
        end,
        note: values.note.trim() || null,
      });
      return LESSON_ADMIN_TEXTS.blocked;
    });
  }
  return (
    <form className="lesson-form" onSubmit={onSubmit} noValidate aria-label={LESSON_ADMIN_TEXTS.block}>
      <div className="lesson-form__row">
        <InstructorSelect
          week={week}
          value={values.instructorId}
          onChange={(instructorId) => setValues({ ...values, instructorId })}
        />
        <TextField
          label={LESSON_ADMIN_TEXTS.date}
          type="date"
          required
          value={values.date}
          onChange={(event) => setValues({ ...values, date: event.target.value })}
        />
        <TextField
          label={LESSON_ADMIN_TEXTS.start}
          type="time"
          required
          value={values.from}
          onChange={(event) => setValues({ ...values, from: event.target.value })}
        />
        <TextField
          label={LESSON_ADMIN_TEXTS.end}
          type="time"
          required
          value={values.to}
          error={form.errors.end}
          onChange={(event) => setValues({ ...values, to: event.target.value })}
        />
        <TextField
          label={LESSON_ADMIN_TEXTS.note}
          maxLength={200}
          value={values.note}
          onChange={(event) => setValues({ ...values, note: event.target.value })}
        />
      </div>
      <FormActions submit={LESSON_ADMIN_TEXTS.blockSave} pending={block.isPending} />
      {form.outcome && <StatusMessage kind={form.outcome.kind}>{form.outcome.text}</StatusMessage>}
    </form>
  );
}
